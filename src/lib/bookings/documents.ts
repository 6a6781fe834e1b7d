import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { zipSync } from 'fflate';
import { siteSecretKey } from '@/lib/crypto/site-key';
import { fromJson } from '@/lib/db/json';
import { inTransaction } from '@/lib/db/transaction';
import type { BookingDocumentsTable, Database } from '@/lib/db/types';
import { recordDeskAudit, type DeskActor } from '@/lib/console/history';
import { FILE_MIME_TYPES, sniffFile, type FileType } from '@/lib/files/file-type';
import { openFile, sealFile } from '@/lib/files/sealed';
import {
  consumeRateLimit,
  rateLimited,
  type RateLimit,
  type RateLimited,
} from '@/lib/http/rate-limit';
import { enqueueMail } from '@/lib/mail/outbox';
import type { Job } from '@/lib/jobs/scheduler';
import { recordAccountAudit } from '@/lib/staff/audit';
import type { Departure } from '@/lib/shipping/schedule';
import { bookingLabelsPdf } from './label-pdfs';
import { LABEL_FORMATS } from './labels';
import { documentsMail } from './documents-mail';
import { findBooking, type Booking } from './find';
import { shipperLocale } from '@/lib/accounts/records';

/**
 * A booking's documents (docs/bookings.md, "Documents"): the shipper uploads them from their
 * account, the desk accepts each or asks for a new one, and what a booking still needs before its
 * cut-off is the operations desk's "needs attention" list and one reminder mail.
 */

export const DOCUMENT_KINDS = ['invoice', 'packing-list', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
const isDocumentKind = (value: string): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(value);

/** What a booking's document may be, by its bytes (src/lib/files/file-type.ts). */
export const DOCUMENT_TYPES = ['pdf', 'xlsx', 'csv', 'jpg', 'png'] as const satisfies FileType[];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENTS_PER_BOOKING = 20;
/** A rejection's reason, shown to the shipper and mailed to them. */
export const DOCUMENT_REASON_MAX = 500;
/** A booking whose required documents are missing this close to its cut-off needs attention. */
export const ATTENTION_HOURS = 48;
/** Uploads per account an hour, refused ones too (each is a file of up to 10 MB read). */
export const DOCUMENT_UPLOAD_LIMIT: RateLimit = {
  bucket: 'booking-documents',
  max: 30,
  windowMs: 3600_000,
};
/**
 * A booking's departure is the next one of its channel when it is booked, at most three weeks
 * ahead (src/lib/bookings/route.ts, departureFor): bookings older than this are past their cut-off.
 */
const CUTOFF_WITHIN_DAYS = 30;

/**
 * The documents every booking needs before its cut-off, whatever its service: each service of the
 * rate card carries goods through export and import customs, which ask for the commercial invoice
 * and the packing list. "Other" is never required.
 */
export const REQUIRED_DOCUMENTS: readonly DocumentKind[] = ['invoice', 'packing-list'];

export type DocumentStatus = 'submitted' | 'accepted' | 'rejected';
export type BookingDocument = Omit<Selectable<BookingDocumentsTable>, 'content'> & {
  kind: DocumentKind;
  type: DocumentType;
  status: DocumentStatus;
};

/** Why an upload was refused, as the pages' BookingDocuments.problem keys. */
export type UploadProblem =
  'empty' | 'tooLarge' | 'type' | 'unpacked' | 'kind' | 'cancelled' | 'full';

/** The type of an uploaded file by its bytes (never its name), or why it is refused. */
export function checkDocumentFile(
  bytes: Uint8Array,
): { ok: true; type: DocumentType } | { ok: false; problem: UploadProblem } {
  if (bytes.byteLength === 0) return { ok: false, problem: 'empty' };
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const sniffed = sniffFile(bytes);
  if ('refused' in sniffed) return { ok: false, problem: sniffed.refused };
  const type = sniffed.type;
  return (DOCUMENT_TYPES as readonly string[]).includes(type)
    ? { ok: true, type: type as DocumentType }
    : { ok: false, problem: 'type' };
}

/** A file name fit to show: no folders, no control characters, at most 200 characters. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'document';
}

/**
 * The name a download is saved as: the shown name with the extension of the type its bytes are
 * (a PDF uploaded as "scan.png" downloads as "scan.pdf", which opens as what it is).
 */
export function downloadName(document: Pick<BookingDocument, 'name' | 'type'>): string {
  const stem = document.name.replace(/\.[a-z0-9]{1,5}$/i, '') || 'document';
  return `${stem}.${document.type}`;
}

const columns = [
  'id',
  'booking_reference',
  'kind',
  'name',
  'type',
  'size',
  'status',
  'reason',
  'uploaded_at',
  'uploaded_by',
  'reviewed_at',
  'reviewed_by',
] as const;

/** The documents of the bookings `references`, newest first (without their files). */
export async function documentsOf(
  db: Kysely<Database>,
  references: readonly string[],
): Promise<BookingDocument[]> {
  if (references.length === 0) return [];
  const rows = await db
    .selectFrom('booking_documents')
    .select(columns)
    .where('booking_reference', 'in', references)
    .orderBy('uploaded_at', 'desc')
    .orderBy('id')
    .execute();
  return rows as BookingDocument[];
}

/** A booking's documents, newest first (without their files). */
export const bookingDocuments = (db: Kysely<Database>, reference: string) =>
  documentsOf(db, [reference]);

export type RequiredState = { kind: DocumentKind; state: 'missing' | DocumentStatus };

/**
 * Each required document's state: its newest upload's review, or `missing`. A document still
 * needed is `missing` or `rejected` (the desk asked for a new one).
 */
export function requiredState(documents: BookingDocument[]): RequiredState[] {
  return REQUIRED_DOCUMENTS.map((kind) => ({
    kind,
    state: documents.find((d) => d.kind === kind)?.status ?? 'missing',
  }));
}

export const stillNeeded = (state: RequiredState) =>
  state.state === 'missing' || state.state === 'rejected';

export type UploadOutcome =
  { kind: 'stored'; id: string } | { kind: 'refused'; problem: UploadProblem } | RateLimited;

/**
 * Stores a shipper's upload for one of their bookings, with its audit entry, in one transaction:
 * the account's upload limit first, then the file (type by its bytes, size), the booking (a
 * cancelled one takes no document) and its count (DOCUMENTS_PER_BOOKING). A refusal stores no
 * document (nor any part of one).
 */
export async function uploadDocument(
  db: Kysely<Database>,
  input: {
    booking: Pick<Booking, 'reference' | 'cancelled_at'>;
    account: { id: string };
    kind: string;
    name: string;
    bytes: Uint8Array;
    clientAddress: string | null;
  },
  now: Date,
  key: Buffer = siteSecretKey(),
): Promise<UploadOutcome> {
  return inTransaction(db, async (trx) => {
    const budget = await consumeRateLimit(
      trx,
      DOCUMENT_UPLOAD_LIMIT,
      `account:${input.account.id}`,
      now,
    );
    if (!budget.ok) return rateLimited(budget.retryAfterSeconds);
    const refused = (problem: UploadProblem): UploadOutcome => ({ kind: 'refused', problem });
    const kind = input.kind;
    if (!isDocumentKind(kind)) return refused('kind');
    const file = checkDocumentFile(input.bytes);
    if (!file.ok) return refused(file.problem);
    const booking = await trx
      .selectFrom('bookings')
      .select(['reference', 'cancelled_at'])
      .where('reference', '=', input.booking.reference)
      .executeTakeFirst();
    if (!booking || booking.cancelled_at) return refused('cancelled');
    const { count } = await trx
      .selectFrom('booking_documents')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('booking_reference', '=', booking.reference)
      .executeTakeFirstOrThrow();
    if (Number(count) >= DOCUMENTS_PER_BOOKING) return refused('full');
    const id = randomBytes(16).toString('base64url');
    await trx
      .insertInto('booking_documents')
      .values({
        id,
        booking_reference: booking.reference,
        kind,
        name: displayName(input.name),
        type: file.type,
        size: input.bytes.byteLength,
        content: sealFile(input.bytes, id, key),
        status: 'submitted',
        reason: null,
        uploaded_at: now.toISOString(),
        uploaded_by: input.account.id,
        reviewed_at: null,
        reviewed_by: null,
      })
      .execute();
    await recordAccountAudit(trx, input, now, {
      action: 'bookings.documents.upload',
      target: { type: 'booking', id: booking.reference },
      details: { document: id, kind: input.kind, type: file.type, size: input.bytes.byteLength },
    });
    return { kind: 'stored', id };
  });
}

export type ReviewOutcome = 'changed' | 'unchanged' | 'missing' | 'cancelled';

/**
 * The desk's review of one of a booking's documents: accepted, or rejected with the reason the
 * shipper is mailed (in their language, with the link to the booking in their account). The
 * change (who and when are kept on the document), its audit entry and the mail commit together.
 */
export async function reviewDocument(
  db: Kysely<Database>,
  input: { reference: string; id: string; decision: 'accept' | 'reject'; reason?: string },
  by: DeskActor,
  now: Date,
): Promise<ReviewOutcome> {
  return inTransaction(db, async (trx) => {
    const booking = await findBooking(trx, input.reference);
    const document = booking
      ? await trx
          .selectFrom('booking_documents')
          .select(columns)
          .where('id', '=', input.id)
          .where('booking_reference', '=', booking.reference)
          .executeTakeFirst()
      : undefined;
    if (!booking || !document) return 'missing';
    if (booking.cancelled_at) return 'cancelled';
    const status: DocumentStatus = input.decision === 'accept' ? 'accepted' : 'rejected';
    const reason = status === 'rejected' ? (input.reason ?? '').trim() : null;
    if (document.status === status && document.reason === reason) return 'unchanged';
    await trx
      .updateTable('booking_documents')
      .set({ status, reason, reviewed_at: now.toISOString(), reviewed_by: by.staff.id })
      .where('id', '=', document.id)
      .execute();
    await recordDeskAudit(trx, by, now, {
      action: 'bookings.documents.review',
      target: { type: 'booking', id: booking.reference },
      details: { document: document.id, kind: document.kind, status },
    });
    if (status === 'rejected' && booking.email)
      await enqueueMail(
        trx,
        documentsMail(
          {
            booking,
            locale: await shipperLocale(trx, booking),
            which: 'requested',
            kinds: [document.kind],
            reason: reason ?? '',
          },
          `booking-document-rejected:${document.id}:${now.getTime()}`,
        ),
        now,
      );
    return 'changed';
  });
}

export type DocumentFile = { name: string; type: DocumentType; mime: string; bytes: Buffer };

/** A stored document's file as it was uploaded (its id is authenticated with it). */
const openDocument = (row: { id: string; content: Uint8Array }, key: Buffer) =>
  openFile(row.content, row.id, key, `the booking document ${row.id}`);

async function fileOf(
  row: (Pick<BookingDocument, 'id' | 'name' | 'type'> & { content: Uint8Array }) | undefined,
  key: Buffer,
): Promise<DocumentFile | undefined> {
  if (!row) return undefined;
  return {
    name: downloadName(row),
    type: row.type,
    mime: FILE_MIME_TYPES[row.type],
    bytes: openDocument(row, key),
  };
}

/**
 * A document of one of the shipper's bookings (the booking's address is the account's, as
 * src/lib/accounts/records.ts matches); another account's document by its id is undefined (404).
 */
export async function accountDocument(
  db: Kysely<Database>,
  email: string,
  id: string,
  key: Buffer = siteSecretKey(),
): Promise<DocumentFile | undefined> {
  const row = await db
    .selectFrom('booking_documents as d')
    .innerJoin('bookings as b', 'b.reference', 'd.booking_reference')
    .select(['d.id', 'd.name', 'd.type', 'd.content'])
    .where('d.id', '=', id)
    .where(sql<string>`lower(trim(${sql.ref('b.email')}))`, '=', email)
    .executeTakeFirst();
  return fileOf(row as Parameters<typeof fileOf>[0], key);
}

/** A document of the booking `reference` for the desk, its download audited. */
export async function deskDocument(
  db: Kysely<Database>,
  reference: string,
  id: string,
  by: DeskActor,
  now: Date,
  key: Buffer = siteSecretKey(),
): Promise<DocumentFile | undefined> {
  const row = await db
    .selectFrom('booking_documents')
    .select(['id', 'name', 'type', 'content', 'kind'])
    .where('id', '=', id)
    .where('booking_reference', '=', reference)
    .executeTakeFirst();
  const file = await fileOf(row as Parameters<typeof fileOf>[0], key);
  if (!file) return undefined;
  await recordDeskAudit(db, by, now, {
    action: 'bookings.documents.download',
    target: { type: 'booking', id: reference },
    details: { document: id },
  });
  return file;
}

/**
 * The booking's carton labels (both formats, unless it is cancelled: nothing to print) and every
 * document as one ZIP (fflate), named `<waybill>-documents.zip`; the download is audited.
 */
export async function bookingBundle(
  db: Kysely<Database>,
  booking: Booking,
  by: DeskActor,
  now: Date,
  key: Buffer = siteSecretKey(),
): Promise<{ name: string; bytes: Uint8Array }> {
  const files: Record<string, Uint8Array> = {};
  if (!booking.cancelled_at)
    for (const format of LABEL_FORMATS)
      files[`labels/${booking.waybill}-labels-${format}.pdf`] = await bookingLabelsPdf(
        db,
        booking,
        format,
        now,
      );
  const rows = await db
    .selectFrom('booking_documents')
    .select(['id', 'name', 'type', 'content', 'kind', 'status', 'uploaded_at'])
    .where('booking_reference', '=', booking.reference)
    .orderBy('uploaded_at')
    .orderBy('id')
    .execute();
  rows.forEach((row, index) => {
    const file = row as typeof row & { type: DocumentType };
    // The number keeps two files of the same name apart; the name is never a folder.
    const name = downloadName(file).replace(/[\\/:*?"<>|]/g, '_');
    files[`documents/${String(index + 1).padStart(2, '0')}-${row.kind}-${row.status}-${name}`] =
      openDocument(row, key);
  });
  await recordDeskAudit(db, by, now, {
    action: 'bookings.documents.download',
    target: { type: 'booking', id: booking.reference },
    details: { bundle: true, documents: rows.length },
  });
  return { name: `${booking.waybill}-documents.zip`, bytes: zipSync(files, { level: 6 }) };
}

/** The instant a departure's cut-off falls (its date and time are China time, UTC+8). */
export function cutoffInstant(departure: Departure): Date {
  return new Date(`${departure.cutoff.date}T${departure.cutoff.time}:00+08:00`);
}

export type AttentionRow = {
  reference: string;
  waybill: string;
  customer: string;
  email: string | null;
  locale: string;
  cutoff: string;
  missing: DocumentKind[];
};

/**
 * Bookings that need the desk's attention at `now`: standing (not cancelled), with a cut-off
 * within ATTENTION_HOURS from now and not yet passed, and a required document still missing
 * (none uploaded, or the newest rejected). Soonest cut-off first. The console's count is this
 * list's length.
 */
export async function documentsAttention(db: Kysely<Database>, now: Date): Promise<AttentionRow[]> {
  const since = new Date(now.getTime() - CUTOFF_WITHIN_DAYS * 86_400_000).toISOString();
  const bookings = await db
    .selectFrom('bookings')
    .select(['reference', 'waybill', 'customer', 'email', 'locale', 'departure'])
    .where('cancelled_at', 'is', null)
    .where('departure', 'is not', null)
    .where('created_at', '>=', since)
    .execute();
  const due = bookings.flatMap((b) => {
    const cutoff = cutoffInstant(fromJson(b.departure!));
    const hours = (cutoff.getTime() - now.getTime()) / 3600_000;
    return hours > 0 && hours <= ATTENTION_HOURS ? [{ ...b, cutoff }] : [];
  });
  if (due.length === 0) return [];
  const documents = await documentsOf(
    db,
    due.map((b) => b.reference),
  );
  return due
    .map((b) => {
      const mine = documents.filter((d) => d.booking_reference === b.reference);
      const missing = requiredState(mine)
        .filter(stillNeeded)
        .map((s) => s.kind);
      return {
        reference: b.reference,
        waybill: b.waybill,
        customer: b.customer,
        email: b.email,
        locale: b.locale,
        cutoff: b.cutoff.toISOString(),
        missing,
      };
    })
    .filter((row) => row.missing.length > 0)
    .sort((a, b) => a.cutoff.localeCompare(b.cutoff) || a.reference.localeCompare(b.reference));
}

/**
 * Mails each booking of the attention list with an address its ONE reminder: the reminder's row
 * (primary key: the booking) is the claim, inserted with the mail in one transaction, so a second
 * run, or another instance's at the same moment, finds it taken and mails nothing.
 */
export async function remindMissingDocuments(db: Kysely<Database>, now: Date): Promise<number> {
  let mailed = 0;
  for (const row of await documentsAttention(db, now)) {
    if (!row.email) continue;
    const sent = await inTransaction(db, async (trx) => {
      const claimed = await trx
        .insertInto('booking_document_reminders')
        .values({ booking_reference: row.reference, sent_at: now.toISOString() })
        .onConflict((oc) => oc.column('booking_reference').doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      const booking = await findBooking(trx, row.reference);
      if (!booking) throw new Error(`The booking ${row.reference} of a claimed reminder is gone`);
      return enqueueMail(
        trx,
        documentsMail(
          {
            booking,
            locale: await shipperLocale(trx, booking),
            which: 'reminder',
            kinds: row.missing,
            cutoff: row.cutoff,
          },
          `booking-documents-reminder:${row.reference}`,
        ),
        now,
      );
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

/**
 * The reminders' job: every 15 minutes, so a booking is reminded soon after it comes within 48
 * hours of its cut-off. The scheduler runs it under the housekeeping lock (one instance at a
 * time); the claim above makes it once even without.
 */
export const bookingDocumentJobs: readonly Job[] = [
  {
    name: 'booking document reminders',
    everyMs: 15 * 60_000,
    async run(db, now) {
      const mailed = await remindMissingDocuments(db, now);
      return mailed ? `mailed ${mailed} booking document reminder(s)` : null;
    },
  },
];
