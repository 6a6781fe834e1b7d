import { sql, type Kysely } from 'kysely';
import { bookingsMessages } from '@/lib/bookings/messages';
import { fromJson, toJson } from '@/lib/db/json';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/types';
import { salesMailKey } from '@/lib/enquiries/mail';
import { eraseEnquiries } from '@/lib/enquiries/retention';
import { eraseMail } from '@/lib/mail/outbox';
import { recordAccountAudit } from '@/lib/staff/audit';
import { documentsOf } from '@/lib/bookings/documents';
import { findShipments } from '@/lib/tracking/lookup';
import { subscriptionsOf, unsubscribeAddress } from '@/lib/tracking/subscriptions';
import { CODE_ADDRESS_LIMIT } from './codes';
import type { CustomerSession } from './sessions';

/**
 * "Your data" (docs/accounts.md): everything the site holds about a shipper's account, as one
 * JSON document, and the account's deletion. Records are the account's by its verified address,
 * lower case and trimmed, as everywhere in the account.
 */

/**
 * The account's own tables: rows keyed by `account_id`, exported as stored and deleted with the
 * account. A new table of the account's (saved quotes, the address book) is one line here.
 */
export const ACCOUNT_TABLES: readonly string[] = ['saved_quotes', 'customer_addresses'];

type Account = Pick<CustomerSession, 'accountId' | 'email'>;

const emailKeyOf = (column: string) => sql<string>`lower(trim(${sql.ref(column)}))`;

/** The rows of one of ACCOUNT_TABLES that are the account's. */
async function ownRows(db: Kysely<Database>, table: string, accountId: string) {
  const result = await sql<Record<string, unknown>>`select * from ${sql.table(
    table,
  )} where account_id = ${accountId}`.execute(db);
  return result.rows;
}

/** Everything held about an account, for its download. */
export async function accountExport(db: Kysely<Database>, account: Account, now: Date) {
  const row = await db
    .selectFrom('customer_accounts')
    .selectAll()
    .where('id', '=', account.accountId)
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('customer_sessions')
    .select(['created_at', 'seen_at', 'user_agent'])
    .where('account_id', '=', account.accountId)
    .orderBy('created_at')
    .execute();
  const enquiries = await db
    .selectFrom('enquiries')
    .selectAll()
    .where(emailKeyOf('email'), '=', account.email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  // As stored, less the desk's internal keys and the hash of the booking page's link.
  const bookings = await db
    .selectFrom('bookings')
    .select([
      'reference',
      'enquiry_reference',
      'waybill',
      'created_at',
      'locale',
      'email',
      'customer',
      'origin',
      'service',
      'destination',
      'destination_detail',
      'cartons',
      'carton_weights',
      'departure',
      'quote',
      'link_expires_at',
      'cancelled_at',
    ])
    .where(emailKeyOf('email'), '=', account.email)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const { shipments } = await findShipments(
    db,
    bookings.map((b) => b.waybill),
    now,
  );
  // Each booking's conversation (who wrote, when, the text; a staff member only as "staff").
  const messages = await bookingsMessages(
    db,
    bookings.map((b) => b.reference),
  );
  // Each booking's documents as the account's pages show them (the files are on those pages).
  const documents = await documentsOf(
    db,
    bookings.map((b) => b.reference),
  );
  const mails = await db
    .selectFrom('mail_outbox')
    .select(['kind', 'created_at', 'subject', 'status', 'sent_at'])
    .where(emailKeyOf('to_address'), '=', account.email)
    .orderBy('id')
    .execute();
  const own: Record<string, unknown[]> = {};
  for (const table of ACCOUNT_TABLES) own[table] = await ownRows(db, table, account.accountId);

  return {
    exportedAt: now.toISOString(),
    account: {
      email: row.email,
      language: row.locale,
      createdAt: row.created_at,
      lastSignInAt: row.signed_in_at,
    },
    sessions: sessions.map((s) => ({
      signedInAt: s.created_at,
      lastSeenAt: s.seen_at,
      browser: s.user_agent,
    })),
    // What the visitor sent, and what the desk set: the record less its internal keys.
    quoteRequests: enquiries.map((e) => ({
      reference: e.reference,
      sentAt: e.created_at,
      language: e.locale,
      page: e.source,
      service: e.service,
      name: e.name,
      company: e.company,
      email: e.email,
      phone: e.phone,
      wechat: e.wechat,
      message: e.message,
      consentAt: e.consent_at,
      status: e.status,
      statusAt: e.status_at,
      quote: fromJson(e.quote),
    })),
    // With the parcel's trail.
    bookings: bookings.map((b) => {
      const shipment = shipments.find((s) => s.number === b.waybill);
      return {
        ...b,
        destination_detail: fromJson(b.destination_detail),
        carton_weights: fromJson(b.carton_weights),
        departure: fromJson(b.departure),
        quote: fromJson(b.quote),
        parcel: shipment ? { status: shipment.status, events: shipment.events } : null,
        messages: messages
          .filter((m) => m.booking === b.reference)
          .map((m) => ({ at: m.at, author: m.author, text: m.text })),
        documents: documents
          .filter((d) => d.booking_reference === b.reference)
          .map((d) => ({
            kind: d.kind,
            name: d.name,
            type: d.type,
            size: d.size,
            status: d.status,
            reason: d.reason,
            uploadedAt: d.uploaded_at,
            reviewedAt: d.reviewed_at,
          })),
      };
    }),
    trackingSubscriptions: await subscriptionsOf(db, account.email),
    mails,
    ...own,
  };
}

/**
 * Deletes an account, in one transaction: the account, its sessions and codes, its own tables,
 * its status-mail subscriptions; its quote requests as their retention deletes them; its
 * bookings kept as business records without the customer's name and address (their carton
 * labels, which print the name, are drawn again without it); its mails emptied. One audit
 * entry, the account as actor, with counts only.
 */
export async function deleteAccount(
  db: Kysely<Database>,
  account: Account,
  clientAddress: string | null,
  now: Date,
): Promise<{ quoteRequests: number; bookings: number }> {
  return inTransaction(db, async (trx) => {
    const email = account.email;
    const enquiries = await eraseEnquiries(trx, email);
    // Bookings stay as business records, without who booked them: no address, name, contact or
    // phone, and no own address as the destination (an address-book entry's street).
    const bookings = await trx
      .updateTable('bookings')
      .set({ email: null, customer: '', contact: null, phone: null })
      .where(emailKeyOf('email'), '=', email)
      .returning(['reference', 'destination_detail'])
      .execute();
    for (const booking of bookings) {
      const detail = fromJson(booking.destination_detail);
      if (!('address' in detail)) continue;
      delete detail.address;
      await trx
        .updateTable('bookings')
        .set({ destination_detail: toJson(detail) })
        .where('reference', '=', booking.reference)
        .execute();
    }
    const references = bookings.map((b) => b.reference);
    // Their timelines: the account named by its address, and the destination's street.
    await trx
      .updateTable('staff_history')
      .set({ actor_name: null })
      .where('actor_id', '=', `account:${account.accountId}`)
      .execute();
    const entries =
      references.length === 0
        ? []
        : await trx
            .selectFrom('staff_history')
            .select(['id', 'details'])
            .where('record_type', '=', 'booking')
            .where('record_id', 'in', references)
            .execute();
    for (const entry of entries) {
      const details = fromJson(entry.details);
      const { destination } = details;
      if (typeof destination !== 'object' || destination === null || !('address' in destination))
        continue;
      Reflect.deleteProperty(destination, 'address');
      await trx
        .updateTable('staff_history')
        .set({ details: toJson(details) })
        .where('id', '=', entry.id)
        .execute();
    }
    if (references.length > 0)
      await trx.deleteFrom('booking_labels').where('reference', 'in', references).execute();
    await eraseMail(trx, { to: email, dedupeKeys: enquiries.map(salesMailKey) });
    await unsubscribeAddress(trx, email);
    for (const table of ACCOUNT_TABLES)
      await sql`delete from ${sql.table(table)} where account_id = ${account.accountId}`.execute(
        trx,
      );
    await trx.deleteFrom('customer_codes').where('email', '=', email).execute();
    // The sign-in's per-address limit keys its hits by the address itself.
    await trx
      .deleteFrom('rate_limit_hits')
      .where('bucket', '=', CODE_ADDRESS_LIMIT.bucket)
      .where('client_key', '=', email)
      .execute();
    await trx.deleteFrom('customer_sessions').where('account_id', '=', account.accountId).execute();
    await trx.deleteFrom('customer_accounts').where('id', '=', account.accountId).execute();
    await recordAccountAudit(trx, { account: { id: account.accountId }, clientAddress }, now, {
      action: 'account.delete',
      target: { type: 'account', id: account.accountId },
      details: { quoteRequests: enquiries.length, bookings: references.length },
    });
    return { quoteRequests: enquiries.length, bookings: references.length };
  });
}
