import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { env, type Env } from '@/config/env';
import { careersOntoOutbox } from './migration-0004';
import { staffTables } from './migration-0005';
import { consoleDesks } from './migration-0006';
import { trackingEventCodes } from './migration-0007';
import { publishingTables } from './migration-0008';
import { consoleTrust } from './migration-0009';
import { trackingTokenMakers } from './migration-0010';
import { trackingMonths } from './migration-0011';
import { backupRuns } from './migration-0012';
import { bookings } from './migration-0013';
import { waybillNumbers } from './migration-0014';
import { bookingLinkExpiry } from './migration-0015';
import { customerAccounts } from './migration-0016';
import { accountQuotesAddresses } from './migration-0017';
import { bookingDocuments } from './migration-0018';
import { bookingMessages } from './migration-0019';
import { lookupCounts } from './migration-0021';
import { numbersColumns } from './migration-0022';
import { trackingStateInPlace } from './migration-0023';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The schema's history, oldest first. The same migrations run on SQLite and PostgreSQL; only the
 * binary column type and the auto-increment key differ. Add a new entry; never edit a shipped one.
 */
function migrations(
  dialect: Dialect,
  settings: Pick<Env, 'CAREERS_INBOX'>,
): Record<string, Migration> {
  const binary = dialect === 'postgres' ? sql`bytea` : sql`blob`;
  return {
    '0001_applications': {
      async up(db: Kysely<unknown>) {
        await db.schema
          .createTable('applications')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('submission_key', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('position_id', 'text', (c) => c.notNull())
          .addColumn('position_title', 'text', (c) => c.notNull())
          .addColumn('city', 'text', (c) => c.notNull())
          .addColumn('experience', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('consent_at', 'text', (c) => c.notNull())
          .addColumn('resume_name', 'text', (c) => c.notNull())
          .addColumn('resume_type', 'text', (c) => c.notNull())
          .addColumn('resume_size', 'integer', (c) => c.notNull())
          .addColumn('mail_status', 'text', (c) => c.notNull())
          .addColumn('mail_attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('mail_error', 'text')
          .execute();
        await db.schema
          .createIndex('applications_created_at')
          .on('applications')
          .column('created_at')
          .execute();
        await db.schema
          .createTable('application_files')
          .addColumn('application_id', 'text', (c) =>
            c.primaryKey().references('applications.id').onDelete('cascade'),
          )
          .addColumn('content', binary, (c) => c.notNull())
          .execute();
        await db.schema
          .createTable('submission_attempts')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('client_key', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('submission_attempts_client')
          .on('submission_attempts')
          .columns(['client_key', 'created_at'])
          .execute();
      },
    },
    '0002_tracking': {
      async up(db: Kysely<unknown>) {
        const real = dialect === 'postgres' ? sql`double precision` : sql`real`;
        // Shipments and their events. No consignee data: no names, addresses, phones.
        await db.schema
          .createTable('tracking_shipments')
          .addColumn('number', 'text', (c) => c.primaryKey())
          .addColumn('reference', 'text')
          .addColumn('service', 'text')
          .addColumn('origin', 'text')
          .addColumn('destination', 'text')
          .addColumn('pieces', 'integer')
          .addColumn('weight_kg', real)
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('status_at', 'text')
          .addColumn('last_mile_carrier', 'text')
          .addColumn('last_mile_number', 'text')
          .addColumn('ended_at', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('tracking_shipments_reference')
          .on('tracking_shipments')
          .column('reference')
          .execute();
        await db.schema
          .createIndex('tracking_shipments_last_mile')
          .on('tracking_shipments')
          .column('last_mile_number')
          .execute();
        await db.schema
          .createIndex('tracking_shipments_ended')
          .on('tracking_shipments')
          .column('ended_at')
          .execute();
        await db.schema
          .createTable('tracking_events')
          .addColumn('number', 'text', (c) =>
            c.notNull().references('tracking_shipments.number').onDelete('cascade'),
          )
          .addColumn('event_id', 'text', (c) => c.notNull())
          .addColumn('time_utc', 'text', (c) => c.notNull())
          .addColumn('utc_offset_minutes', 'integer', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('location', 'text')
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('last_mile_carrier', 'text')
          .addColumn('last_mile_number', 'text')
          .addColumn('received_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('tracking_events_pk', ['number', 'event_id'])
          .execute();
        await db.schema
          .createIndex('tracking_events_number_time')
          .on('tracking_events')
          .columns(['number', 'time_utc'])
          .execute();
        await db.schema
          .createTable('tracking_tokens')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('last_used_at', 'text')
          .addColumn('revoked_at', 'text')
          .execute();
        await db.schema
          .createTable('tracking_subscriptions')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('number', 'text', (c) =>
            c.notNull().references('tracking_shipments.number').onDelete('cascade'),
          )
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('token_hash', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('confirmed_at', 'text')
          .addColumn('notified_status', 'text')
          .addUniqueConstraint('tracking_subscriptions_number_email', ['number', 'email'])
          .execute();
        // Requests counted per client and bucket for rate limits every instance shares.
        await db.schema
          .createTable('rate_limit_hits')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('bucket', 'text', (c) => c.notNull())
          .addColumn('client_key', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('rate_limit_hits_client')
          .on('rate_limit_hits')
          .columns(['bucket', 'client_key', 'created_at'])
          .execute();
        // Mails written in the same transaction as what they report, sent by a worker.
        await db.schema
          .createTable('mail_outbox')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('dedupe_key', 'text', (c) => c.unique())
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('to_address', 'text', (c) => c.notNull())
          .addColumn('reply_to', 'text')
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('text_body', 'text', (c) => c.notNull())
          .addColumn('headers', 'text')
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('claimed_until', 'text')
          .addColumn('last_error', 'text')
          .addColumn('sent_at', 'text')
          .execute();
        await db.schema
          .createIndex('mail_outbox_due')
          .on('mail_outbox')
          .columns(['status', 'next_attempt_at'])
          .execute();
      },
    },
    '0003_enquiries': {
      async up(db: Kysely<unknown>) {
        // Enquiries and quote requests; deleted after ENQUIRY_RETENTION_DAYS.
        await db.schema
          .createTable('enquiries')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
            dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
          )
          .addColumn('reference', 'text', (c) => c.notNull().unique())
          .addColumn('submission_key', 'text', (c) => c.notNull().unique())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('source', 'text')
          .addColumn('service', 'text', (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('company', 'text')
          .addColumn('email', 'text')
          .addColumn('phone', 'text')
          .addColumn('wechat', 'text')
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('quote', 'text')
          .addColumn('consent_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema
          .createIndex('enquiries_created_at')
          .on('enquiries')
          .column('created_at')
          .execute();
      },
    },
    '0004_careers_outbox': careersOntoOutbox(settings.CAREERS_INBOX),
    '0005_staff': staffTables(dialect),
    '0006_console_desks': consoleDesks(dialect),
    '0007_tracking_event_codes': trackingEventCodes,
    '0008_publishing': publishingTables(dialect),
    '0009_console_trust': consoleTrust(dialect),
    '0010_tracking_token_makers': trackingTokenMakers,
    '0011_tracking_months': trackingMonths(dialect),
    '0012_backup_runs': backupRuns(dialect),
    '0013_bookings': bookings(dialect),
    '0014_waybill_numbers': waybillNumbers,
    '0015_booking_link_expiry': bookingLinkExpiry,
    '0016_customer_accounts': customerAccounts(dialect),
    '0017_account_quotes_addresses': accountQuotesAddresses(dialect),
    '0018_booking_documents': bookingDocuments(dialect),
    '0019_booking_messages': bookingMessages(dialect),
    '0021_lookup_counts': lookupCounts,
    '0022_numbers_columns': numbersColumns(dialect),
    '0023_tracking_state_in_place': trackingStateInPlace(dialect),
  };
}

/** The names of every migration this code knows, oldest first: the schema versions it can open. */
export function migrationNames(): string[] {
  return Object.keys(migrations('sqlite', { CAREERS_INBOX: undefined })).sort();
}

export function migrationProvider(
  dialect: Dialect,
  settings: Pick<Env, 'CAREERS_INBOX'> = env(),
): MigrationProvider {
  return { getMigrations: async () => migrations(dialect, settings) };
}
