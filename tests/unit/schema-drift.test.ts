// The database types (src/lib/db/types/) and the migrations say the same thing, on SQLite and on
// PostgreSQL: every table and column, and whether it may be null.
//
// The declared side is DECLARED below, which TypeScript holds to the `Database` type: its type is
// mapped from `Database`, one key a table and one a column of it, so `satisfies` refuses a table
// or a column missing from it or one too many, and each column's 'null' / 'not null' must be
// what the column's type says (does its selected type admit null?). A column added to a type and
// not here, or here and not in a type, fails `tsc`. The other side is read from a database freshly
// migrated (Kysely's introspection), and the test compares the two: a migration's column with no
// type, a typed column no migration makes, or a nullability that differs fails here, with the
// difference in the message.
//
// Left out: Kysely's own bookkeeping (kysely_migration, kysely_migration_lock; introspection
// skips them) and PostgreSQL's monthly partitions of tracking_events (migration 0011), which are
// the one table `tracking_events` to every query. No table belongs to a library alone:
// better-auth's (user, session, account, verification, twoFactor) are made by our migration 0005
// and typed by us, so they are held like the rest (and so would a view be). SQLite reports a
// primary key declared without NOT NULL as nullable (it would take a null there, a quirk of its
// own); the site never writes one, so there a key column counts as not null.
import { sql, type Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { databaseSetups, useDatabase } from '../support/db';

type Nullability<T> = null extends T ? 'null' : 'not null';
type Declared = {
  readonly [T in keyof Database]: {
    readonly [C in keyof Selectable<Database[T]>]-?: Nullability<Selectable<Database[T]>[C]>;
  };
};

const DECLARED = {
  customer_accounts: {
    id: 'not null',
    email: 'not null',
    locale: 'not null',
    created_at: 'not null',
    signed_in_at: 'not null',
  },
  customer_codes: {
    id: 'not null',
    email: 'not null',
    code_hash: 'not null',
    created_at: 'not null',
    expires_at: 'not null',
    tries: 'not null',
    used_at: 'null',
  },
  customer_sessions: {
    id: 'not null',
    account_id: 'not null',
    token_hash: 'not null',
    created_at: 'not null',
    seen_at: 'not null',
    user_agent: 'null',
  },
  saved_quotes: {
    id: 'not null',
    account_id: 'not null',
    created_at: 'not null',
    offer: 'not null',
    query: 'not null',
    quote: 'not null',
  },
  customer_addresses: {
    id: 'not null',
    account_id: 'not null',
    created_at: 'not null',
    kind: 'not null',
    fba_code: 'null',
    name: 'null',
    street: 'null',
    city: 'null',
    postcode: 'null',
    country: 'null',
  },
  bookings: {
    id: 'not null',
    reference: 'not null',
    enquiry_reference: 'null',
    active_enquiry: 'null',
    waybill: 'not null',
    created_at: 'not null',
    created_by: 'null',
    locale: 'not null',
    email: 'null',
    customer: 'not null',
    origin: 'not null',
    service: 'not null',
    destination: 'not null',
    destination_detail: 'not null',
    cartons: 'not null',
    carton_weights: 'null',
    departure: 'null',
    quote: 'not null',
    link_hash: 'null',
    link_version: 'not null',
    link_expires_at: 'null',
    cancelled_at: 'null',
    source: 'not null',
    account_id: 'null',
    contact: 'null',
    phone: 'null',
    submission_id: 'null',
    lane: 'null',
    total_fen: 'null',
    co2e_kg: 'null',
  },
  booking_messages: {
    id: 'not null',
    booking_reference: 'not null',
    created_at: 'not null',
    author: 'not null',
    staff_id: 'null',
    staff_name: 'null',
    body: 'not null',
    submission_key: 'not null',
  },
  booking_labels: {
    reference: 'not null',
    format: 'not null',
    pdf: 'not null',
    created_at: 'not null',
  },
  booking_documents: {
    id: 'not null',
    booking_reference: 'not null',
    kind: 'not null',
    name: 'not null',
    type: 'not null',
    size: 'not null',
    content: 'not null',
    status: 'not null',
    reason: 'null',
    uploaded_at: 'not null',
    uploaded_by: 'null',
    reviewed_at: 'null',
    reviewed_by: 'null',
  },
  booking_document_reminders: {
    booking_reference: 'not null',
    sent_at: 'not null',
  },
  waybill_sequence: {
    name: 'not null',
    value: 'not null',
  },
  waybill_numbers: {
    number: 'not null',
    issued_at: 'not null',
  },
  applications: {
    id: 'not null',
    submission_key: 'not null',
    created_at: 'not null',
    locale: 'not null',
    name: 'not null',
    email: 'not null',
    phone: 'not null',
    position_id: 'not null',
    position_title: 'not null',
    city: 'not null',
    experience: 'not null',
    message: 'not null',
    consent_at: 'not null',
    resume_name: 'not null',
    resume_type: 'not null',
    resume_size: 'not null',
    status: 'not null',
    status_at: 'null',
  },
  application_files: {
    application_id: 'not null',
    content: 'not null',
  },
  positions: {
    id: 'not null',
    status: 'not null',
    sort_order: 'not null',
    department: 'not null',
    city: 'not null',
    employment_type: 'not null',
    posted: 'not null',
    title_en: 'not null',
    summary_en: 'not null',
    body_en: 'not null',
    title_zh: 'not null',
    summary_zh: 'not null',
    body_zh: 'not null',
    responsibilities_en: 'not null',
    requirements_en: 'not null',
    responsibilities_zh: 'not null',
    requirements_zh: 'not null',
    version: 'not null',
    created_at: 'not null',
    updated_at: 'not null',
    updated_by: 'null',
  },
  enquiries: {
    id: 'not null',
    reference: 'not null',
    submission_key: 'not null',
    created_at: 'not null',
    locale: 'not null',
    source: 'null',
    service: 'not null',
    name: 'not null',
    company: 'null',
    email: 'null',
    phone: 'null',
    wechat: 'null',
    message: 'not null',
    quote: 'null',
    consent_at: 'not null',
    status: 'not null',
    status_at: 'null',
    assignee_id: 'null',
    lane: 'null',
    first_answer_at: 'null',
  },
  mail_outbox: {
    id: 'not null',
    dedupe_key: 'null',
    kind: 'not null',
    created_at: 'not null',
    to_address: 'not null',
    reply_to: 'null',
    subject: 'not null',
    text_body: 'not null',
    headers: 'null',
    attachments: 'null',
    status: 'not null',
    attempts: 'not null',
    next_attempt_at: 'not null',
    claimed_until: 'null',
    last_error: 'null',
    sent_at: 'null',
  },
  news_articles: {
    id: 'not null',
    slug: 'not null',
    category: 'not null',
    status: 'not null',
    publish_at: 'null',
    corrected_on: 'null',
    only_locale: 'null',
    cover: 'null',
    live_revision_id: 'null',
    title_en: 'not null',
    summary_en: 'not null',
    body_en: 'not null',
    cover_alt_en: 'not null',
    author_en: 'not null',
    title_zh: 'not null',
    summary_zh: 'not null',
    body_zh: 'not null',
    cover_alt_zh: 'not null',
    author_zh: 'not null',
    tags_en: 'not null',
    tags_zh: 'not null',
    version: 'not null',
    created_at: 'not null',
    created_by: 'null',
    updated_at: 'not null',
    updated_by: 'null',
  },
  news_revisions: {
    id: 'not null',
    article_id: 'not null',
    version: 'not null',
    saved_at: 'not null',
    saved_by: 'null',
    kind: 'not null',
    content: 'not null',
  },
  news_redirects: {
    old_slug: 'not null',
    article_id: 'not null',
  },
  news_images: {
    id: 'not null',
    article_id: 'not null',
    name: 'not null',
    content_type: 'not null',
    width: 'not null',
    height: 'not null',
    size: 'not null',
    content: 'not null',
    created_at: 'not null',
    created_by: 'null',
  },
  lookup_counts: {
    day: 'not null',
    lane: 'not null',
    count: 'not null',
  },
  rate_limit_hits: {
    id: 'not null',
    bucket: 'not null',
    client_key: 'not null',
    created_at: 'not null',
  },
  content_state: {
    id: 'not null',
    version: 'not null',
    changed_at: 'not null',
  },
  backup_runs: {
    id: 'not null',
    started_at: 'not null',
    duration_ms: 'not null',
    outcome: 'not null',
    file: 'null',
    bytes: 'null',
    schema_version: 'null',
    error: 'null',
    removed: 'not null',
  },
  user: {
    id: 'not null',
    name: 'not null',
    email: 'not null',
    emailVerified: 'not null',
    image: 'null',
    createdAt: 'not null',
    updatedAt: 'not null',
    role: 'null',
    banned: 'null',
    banReason: 'null',
    banExpires: 'null',
    twoFactorEnabled: 'null',
  },
  session: {
    id: 'not null',
    expiresAt: 'not null',
    token: 'not null',
    createdAt: 'not null',
    updatedAt: 'not null',
    ipAddress: 'null',
    userAgent: 'null',
    userId: 'not null',
    impersonatedBy: 'null',
    twoFactorVerified: 'not null',
  },
  account: {
    id: 'not null',
    accountId: 'not null',
    providerId: 'not null',
    userId: 'not null',
    accessToken: 'null',
    refreshToken: 'null',
    idToken: 'null',
    accessTokenExpiresAt: 'null',
    refreshTokenExpiresAt: 'null',
    scope: 'null',
    password: 'null',
    createdAt: 'not null',
    updatedAt: 'not null',
  },
  verification: {
    id: 'not null',
    identifier: 'not null',
    value: 'not null',
    expiresAt: 'not null',
    createdAt: 'not null',
    updatedAt: 'not null',
  },
  twoFactor: {
    id: 'not null',
    secret: 'not null',
    backupCodes: 'not null',
    userId: 'not null',
    verified: 'null',
    failedVerificationCount: 'null',
    lockedUntil: 'null',
  },
  staff_invitations: {
    token_hash: 'not null',
    email: 'not null',
    role: 'not null',
    created_by: 'not null',
    created_at: 'not null',
    expires_at: 'not null',
    used_at: 'null',
  },
  audit_log: {
    id: 'not null',
    at: 'not null',
    actor_id: 'null',
    actor_email: 'null',
    action: 'not null',
    target_type: 'null',
    target_id: 'null',
    client_address: 'null',
    details: 'null',
  },
  staff_history: {
    id: 'not null',
    record_type: 'not null',
    record_id: 'not null',
    at: 'not null',
    actor_id: 'null',
    actor_name: 'null',
    kind: 'not null',
    details: 'not null',
  },
  tracking_shipments: {
    number: 'not null',
    reference: 'null',
    service: 'null',
    origin: 'null',
    destination: 'null',
    pieces: 'null',
    weight_kg: 'null',
    status: 'not null',
    status_at: 'null',
    last_mile_carrier: 'null',
    last_mile_number: 'null',
    ended_at: 'null',
    created_at: 'not null',
    updated_at: 'not null',
  },
  tracking_events: {
    number: 'not null',
    event_id: 'not null',
    month: 'not null',
    time_utc: 'not null',
    utc_offset_minutes: 'not null',
    status: 'not null',
    location: 'null',
    description: 'not null',
    code: 'null',
    params: 'null',
    description_zh: 'null',
    last_mile_carrier: 'null',
    last_mile_number: 'null',
    received_at: 'not null',
  },
  tracking_tokens: {
    name: 'not null',
    token_hash: 'not null',
    created_at: 'not null',
    last_used_at: 'null',
    revoked_at: 'null',
    created_by: 'null',
  },
  tracking_subscriptions: {
    id: 'not null',
    number: 'not null',
    email: 'not null',
    locale: 'not null',
    token_hash: 'not null',
    created_at: 'not null',
    confirmed_at: 'null',
    notified_status: 'null',
  },
  tracking_imports: {
    id: 'not null',
    at: 'not null',
    actor_id: 'null',
    actor_email: 'null',
    file_name: 'not null',
    rows: 'not null',
    shipments: 'not null',
    events: 'not null',
  },
} satisfies Declared;

type Schema = Record<string, Record<string, 'null' | 'not null'>>;

/** The tables and columns a migrated database has, each column 'null' or 'not null'. */
async function migratedSchema({ db, dialect }: Db): Promise<Schema> {
  const { rows: partitions } =
    dialect === 'postgres'
      ? await sql<{
          name: string;
        }>`select relname as name from pg_class where relispartition`.execute(db)
      : { rows: [] };
  const schema: Schema = {};
  for (const table of await db.introspection.getTables()) {
    if (partitions.some((p) => p.name === table.name)) continue;
    const { rows: keys } =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`select name from pragma_table_info(${table.name})
            where pk > 0`.execute(db)
        : { rows: [] };
    schema[table.name] = Object.fromEntries(
      table.columns.map((c) => [
        c.name,
        c.isNullable && !keys.some((k) => k.name === c.name) ? 'null' : 'not null',
      ]),
    );
  }
  return schema;
}

for (const setup of databaseSetups()) {
  describe(`the database types in ${setup.name}`, () => {
    const database = useDatabase(setup);

    it('declare every table and column the migrations make, and no other', async () => {
      expect(await migratedSchema(database.db())).toEqual(DECLARED);
    });
  });
}
