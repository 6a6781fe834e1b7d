import { randomBytes } from 'node:crypto';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountDocument,
  bookingBundle,
  bookingDocuments,
  checkDocumentFile,
  deskDocument,
  DOCUMENT_UPLOAD_LIMIT,
  DOCUMENTS_PER_BOOKING,
  documentsAttention,
  downloadName,
  remindMissingDocuments,
  requiredState,
  reviewDocument,
  uploadDocument,
} from '@/lib/bookings/documents';
import { accountExport } from '@/lib/accounts/data';
import { documentDownload } from '@/lib/bookings/document-download';
import { findBooking } from '@/lib/bookings/find';
import { cancelBooking } from '@/lib/bookings/store';
import { openDatabase } from '@/lib/db';
import { toJson } from '@/lib/db/json';
import { sniffFile, XLSX_MAX_UNPACKED_BYTES } from '@/lib/files/file-type';
import { bookEnquiry, bookingQuote, insertEnquiry } from '../support/booking';
import { databaseSetups, useDatabase } from '../support/db';
import { exeBytes, pdfBytes } from '../support/resume-bytes';

/** A small workbook as Excel writes one: [Content_Types].xml and the xl/ parts. */
function xlsxBytes(): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    '_rels/.rels': strToU8('<Relationships/>'),
    'xl/workbook.xml': strToU8('<workbook/>'),
    'xl/worksheets/sheet1.xml': strToU8('<worksheet/>'),
  });
}

/**
 * The same workbook whose ZIP directory declares its sheet unpacks to 4 GB (a bomb's shape: the
 * directory is all a checker reads, and nothing is unpacked to find out).
 */
function bombXlsxBytes(): Uint8Array {
  const bytes = new Uint8Array(xlsxBytes());
  const view = new DataView(bytes.buffer);
  for (let i = 0; i + 46 <= bytes.length; i++)
    if (view.getUint32(i, true) === 0x02014b50) {
      const nameLength = view.getUint16(i + 28, true);
      const name = new TextDecoder().decode(bytes.subarray(i + 46, i + 46 + nameLength));
      if (name === 'xl/worksheets/sheet1.xml') view.setUint32(i + 24, 0xfffffff0, true);
    }
  return bytes;
}

const png = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const jpg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]);
const html = () =>
  Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

describe('a document is known by its bytes, never its name', () => {
  it('takes PDF, XLSX, CSV, JPG and PNG', () => {
    expect(checkDocumentFile(pdfBytes())).toEqual({ ok: true, type: 'pdf' });
    expect(checkDocumentFile(xlsxBytes())).toEqual({ ok: true, type: 'xlsx' });
    expect(checkDocumentFile(Buffer.from('sku,qty\nA-1,20\n货物,3\n'))).toEqual({
      ok: true,
      type: 'csv',
    });
    expect(checkDocumentFile(jpg())).toEqual({ ok: true, type: 'jpg' });
    expect(checkDocumentFile(png())).toEqual({ ok: true, type: 'png' });
  });

  it('refuses HTML (renamed .pdf or .csv), executables, DOCX, a plain ZIP, binary "text"', () => {
    expect(checkDocumentFile(html())).toEqual({ ok: false, problem: 'type' });
    expect(checkDocumentFile(Buffer.from('a,b\n<svg onload=alert(1)>'))).toEqual({
      ok: false,
      problem: 'type',
    });
    expect(checkDocumentFile(exeBytes())).toEqual({ ok: false, problem: 'type' });
    expect(checkDocumentFile(zipSync({ 'word/document.xml': strToU8('<w/>') }))).toEqual({
      ok: false,
      problem: 'type',
    });
    expect(checkDocumentFile(zipSync({ 'photo.jpg': jpg() }))).toEqual({
      ok: false,
      problem: 'type',
    });
    expect(checkDocumentFile(Buffer.from('a,b\u0000c'))).toEqual({ ok: false, problem: 'type' });
    expect(checkDocumentFile(Buffer.from([0x61, 0x2c, 0xc3, 0x28]))).toEqual({
      ok: false,
      problem: 'type',
    });
  });

  it('refuses a workbook whose directory declares a bomb-sized unpacking, and nothing empty or over 10 MB', () => {
    expect(sniffFile(bombXlsxBytes())).toEqual({ refused: 'unpacked' });
    expect(0xfffffff0).toBeGreaterThan(XLSX_MAX_UNPACKED_BYTES);
    expect(checkDocumentFile(bombXlsxBytes())).toEqual({ ok: false, problem: 'unpacked' });
    expect(checkDocumentFile(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
    const big = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    expect(checkDocumentFile(big)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('downloads a PDF uploaded as .png under the name of what it is', () => {
    expect(downloadName({ name: 'scan.png', type: 'pdf' })).toBe('scan.pdf');
    expect(downloadName({ name: '装箱单.xlsx', type: 'xlsx' })).toBe('装箱单.xlsx');
  });

  it('answers a download as an attachment the browser never sniffs', () => {
    const response = documentDownload({
      name: '发票 "1".pdf',
      mime: 'application/pdf',
      bytes: pdfBytes(),
    });
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="__ _1_.pdf"; filename*=UTF-8''%E5%8F%91%E7%A5%A8%20%221%22.pdf`,
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });
});

const OWNER = 'shipper@example.com';
const staff = { id: 'u-ops', email: 'ops@bridgeway.example', name: 'Ops' };
const by = { staff, clientAddress: '192.0.2.1' };

describe.each(databaseSetups())('booking documents ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  const now = new Date('2026-11-20T02:00:00Z');
  let serial = 0;
  /** The audit entries of `action` on booking `reference`, oldest first. */
  const auditOf = (action: string, reference: string) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', reference)
      .orderBy('id')
      .execute();

  /** A booking of OWNER's whose cut-off is `hours` after `now` (its departure set so). */
  async function booking(hours: number | null, email: string | null = OWNER) {
    serial += 1;
    const reference = `D0C${String(serial).padStart(3, '0')}`;
    await insertEnquiry(db(), { reference, quote: bookingQuote(now), email, locale: 'en' });
    const made = await bookEnquiry(db(), reference, 2, by, now);
    const cutoff = hours === null ? null : new Date(now.getTime() + hours * 3600_000);
    const china = cutoff && new Date(cutoff.getTime() + 8 * 3600_000).toISOString();
    await db()
      .updateTable('bookings')
      .set({
        departure: china
          ? toJson({
              etd: china.slice(0, 10),
              cutoff: { date: china.slice(0, 10), time: china.slice(11, 16) },
              eta: ['2026-12-20', '2026-12-28'],
            })
          : null,
      })
      .where('reference', '=', made.reference)
      .execute();
    return (await findBooking(db(), made.reference))!;
  }

  const account = { id: 'acct-1' };
  const upload = (
    reference: string,
    kind: string,
    bytes: Uint8Array,
    name = 'file.pdf',
    who = account,
  ) =>
    uploadDocument(
      db(),
      {
        booking: { reference, cancelled_at: null },
        account: who,
        kind,
        name,
        bytes,
        clientAddress: '192.0.2.9',
      },
      now,
    );
  const documentRows = async (reference: string) =>
    db()
      .selectFrom('booking_documents')
      .selectAll()
      .where('booking_reference', '=', reference)
      .execute();

  beforeAll(async () => {
    await db()
      .insertInto('customer_accounts')
      .values({
        id: account.id,
        email: OWNER,
        locale: 'zh',
        created_at: now.toISOString(),
        signed_in_at: now.toISOString(),
      })
      .execute();
  });

  it('stores a PDF renamed .png as a PDF, encrypted, for the owner only', async () => {
    const b = await booking(100);
    const stored = await upload(
      b.reference,
      'invoice',
      pdfBytes('Invoice 1'),
      '../../etc/发票.png',
    );
    if (stored.kind !== 'stored') throw new Error(JSON.stringify(stored));
    const [row] = await documentRows(b.reference);
    expect(row).toMatchObject({
      type: 'pdf',
      name: '发票.png',
      status: 'submitted',
      kind: 'invoice',
    });
    // Sealed in the database: no PDF header in what is stored.
    expect(Buffer.from(row!.content).includes(Buffer.from('%PDF'))).toBe(false);
    const file = await accountDocument(db(), OWNER, stored.id);
    expect(file?.name).toBe('发票.pdf');
    expect(file?.mime).toBe('application/pdf');
    expect(file?.bytes.equals(pdfBytes('Invoice 1'))).toBe(true);
    // Another account's document by its id: nothing (a 404), however the address is written.
    expect(await accountDocument(db(), 'someone.else@example.com', stored.id)).toBeUndefined();
    expect(await accountDocument(db(), OWNER, 'no-such-document')).toBeUndefined();
    const audit = await auditOf('bookings.documents.upload', b.reference);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe('account:acct-1');
    expect(audit[0]!.details).not.toContain('发票');
    // The account's data export names it (the file itself is on the booking's page).
    const exported = await accountExport(db(), { accountId: account.id, email: OWNER }, now);
    expect(exported.bookings.find((x) => x.reference === b.reference)?.documents).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        name: '发票.png',
        type: 'pdf',
        status: 'submitted',
      }),
    ]);
  });

  it('leaves nothing behind for a refused file or a cancelled booking', async () => {
    const b = await booking(100);
    expect(await upload(b.reference, 'invoice', html(), 'invoice.pdf')).toEqual({
      kind: 'refused',
      problem: 'type',
    });
    expect(await upload(b.reference, 'invoice', bombXlsxBytes(), 'list.xlsx')).toEqual({
      kind: 'refused',
      problem: 'unpacked',
    });
    expect(await upload(b.reference, 'passport', pdfBytes())).toEqual({
      kind: 'refused',
      problem: 'kind',
    });
    await cancelBooking(db(), b.reference, by, now);
    expect(await upload(b.reference, 'invoice', pdfBytes())).toEqual({
      kind: 'refused',
      problem: 'cancelled',
    });
    expect(await documentRows(b.reference)).toHaveLength(0);
    const audit = await auditOf('bookings.documents.upload', b.reference);
    expect(audit).toHaveLength(0);
  });

  it(`holds at most ${DOCUMENTS_PER_BOOKING} documents a booking, and limits an account's uploads`, async () => {
    const b = await booking(100);
    const busy = { id: 'acct-busy' };
    for (let i = 0; i < DOCUMENTS_PER_BOOKING; i++)
      expect((await upload(b.reference, 'other', png(), `p${i}.png`, busy)).kind).toBe('stored');
    expect(await upload(b.reference, 'other', png(), 'one-more.png', busy)).toEqual({
      kind: 'refused',
      problem: 'full',
    });
    // Refused uploads count too: each is a file read.
    for (let i = DOCUMENTS_PER_BOOKING + 1; i < DOCUMENT_UPLOAD_LIMIT.max; i++)
      await upload(b.reference, 'other', html(), 'x.html', busy);
    expect((await upload(b.reference, 'other', png(), 'over.png', busy)).kind).toBe('rate-limited');
    expect(await documentRows(b.reference)).toHaveLength(DOCUMENTS_PER_BOOKING);
  });

  it("the desk's review: accepted, or a new one asked for with a mail in the shipper's language", async () => {
    const b = await booking(100);
    const other = await booking(100);
    const invoice = await upload(b.reference, 'invoice', pdfBytes());
    const list = await upload(b.reference, 'packing-list', xlsxBytes(), 'list.xlsx');
    if (invoice.kind !== 'stored' || list.kind !== 'stored') throw new Error('not stored');
    expect(requiredState(await bookingDocuments(db(), b.reference))).toEqual([
      { kind: 'invoice', state: 'submitted' },
      { kind: 'packing-list', state: 'submitted' },
    ]);
    const review = (id: string, decision: 'accept' | 'reject', reference = b.reference) =>
      reviewDocument(db(), { reference, id, decision, reason: 'Carton count differs' }, by, now);
    expect(await review(invoice.id, 'accept')).toBe('changed');
    expect(await review(invoice.id, 'accept')).toBe('unchanged');
    // Another booking's document by its id is not found there.
    expect(await review(list.id, 'reject', other.reference)).toBe('missing');
    expect(await review(list.id, 'reject')).toBe('changed');
    expect(requiredState(await bookingDocuments(db(), b.reference))).toEqual([
      { kind: 'invoice', state: 'accepted' },
      { kind: 'packing-list', state: 'rejected' },
    ]);
    const mails = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'booking-document-requested')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe(OWNER);
    // The account's language (zh), the reason, and the booking's page in the account.
    expect(mails[0]!.subject).toContain(b.reference);
    expect(mails[0]!.text_body).toContain('装箱单');
    expect(mails[0]!.text_body).toContain('Carton count differs');
    expect(mails[0]!.text_body).toContain(`/zh/account/bookings/${b.reference}`);
    const audit = await auditOf('bookings.documents.review', b.reference);
    expect(audit.map((a) => JSON.parse(a.details!).status)).toEqual(['accepted', 'rejected']);
  });

  it('gives the desk a document and everything as one ZIP, each download audited', async () => {
    const b = await booking(100);
    const stored = await upload(b.reference, 'invoice', pdfBytes('Bundle'), 'inv/oice.pdf');
    await upload(b.reference, 'packing-list', Buffer.from('sku,qty\nA,1\n'), 'list.csv');
    if (stored.kind !== 'stored') throw new Error('not stored');
    expect(await deskDocument(db(), 'BK000000', stored.id, by, now)).toBeUndefined();
    const file = await deskDocument(db(), b.reference, stored.id, by, now);
    expect(file?.bytes.equals(pdfBytes('Bundle'))).toBe(true);
    const bundle = await bookingBundle(db(), b, by, now);
    expect(bundle.name).toBe(`${b.waybill}-documents.zip`);
    const names = Object.keys(unzipSync(bundle.bytes));
    // Numbered in upload order (these two were uploaded at the same instant).
    expect(names.filter((n) => n.startsWith('documents/')).map((n) => n.slice(10, 13))).toEqual([
      '01-',
      '02-',
    ]);
    expect(names.map((n) => n.replace(/^documents\/\d\d-/, 'documents/')).sort()).toEqual([
      `documents/invoice-submitted-oice.pdf`,
      `documents/packing-list-submitted-list.csv`,
      `labels/${b.waybill}-labels-a4.pdf`,
      `labels/${b.waybill}-labels-label.pdf`,
    ]);
    const downloads = await auditOf('bookings.documents.download', b.reference);
    expect(downloads).toHaveLength(2);
  });

  it('lists a booking lacking documents within 48 hours of its cut-off, and mails ONE reminder', async () => {
    await db().deleteFrom('mail_outbox').execute();
    const soon = await booking(47);
    const later = await booking(49);
    const passed = await booking(-1);
    const none = await booking(null);
    const complete = await booking(30);
    await upload(complete.reference, 'invoice', pdfBytes());
    await upload(complete.reference, 'packing-list', pdfBytes());
    const listed = await documentsAttention(db(), now);
    const mine = [soon, later, passed, none, complete].map((b) => b.reference);
    const refs = listed.map((row) => row.reference).filter((r) => mine.includes(r));
    expect(refs).toEqual([soon.reference]);
    expect(listed.find((row) => row.reference === soon.reference)?.missing).toEqual([
      'invoice',
      'packing-list',
    ]);

    const reminders = async () =>
      db()
        .selectFrom('mail_outbox')
        .select(['to_address', 'subject', 'text_body', 'dedupe_key'])
        .where('kind', '=', 'booking-documents-reminder')
        .execute();
    // Two instances at the same moment: one mail per booking. (Several instances share a
    // PostgreSQL; SQLite is one server's file, whose two connections here take turns.)
    const second = await openDatabase(database.config());
    await second.ready;
    try {
      const runs = [
        () => remindMissingDocuments(db(), now),
        () => remindMissingDocuments(second.db, now),
      ];
      if (setup.name === 'PostgreSQL') await Promise.all(runs.map((run) => run()));
      else for (const run of runs) await run();
    } finally {
      await second.db.destroy();
    }
    const mailed = (await reminders()).filter((m) => m.subject.includes(soon.reference));
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.text_body).toContain(`/zh/account/bookings/${soon.reference}`);
    expect((await reminders()).some((m) => m.subject.includes(later.reference))).toBe(false);
    // Once: a later run mails that booking nothing more; the other booking's turn comes at 48 h.
    const twoHoursOn = new Date(now.getTime() + 2 * 3600_000);
    await remindMissingDocuments(db(), twoHoursOn);
    const after = await reminders();
    expect(after.filter((m) => m.subject.includes(soon.reference))).toHaveLength(1);
    expect(after.filter((m) => m.subject.includes(later.reference))).toHaveLength(1);
    expect(after.some((m) => m.subject.includes(complete.reference))).toBe(false);
  });

  it('takes a booking off the list once its documents are in, and back when one is refused', async () => {
    const b = await booking(20);
    await upload(b.reference, 'invoice', pdfBytes());
    const list = await upload(b.reference, 'packing-list', jpg(), 'list.jpg');
    if (list.kind !== 'stored') throw new Error('not stored');
    const listed = async () =>
      (await documentsAttention(db(), now)).some((row) => row.reference === b.reference);
    expect(await listed()).toBe(false);
    await reviewDocument(
      db(),
      { reference: b.reference, id: list.id, decision: 'reject', reason: 'Unreadable photo' },
      by,
      now,
    );
    expect(await listed()).toBe(true);
  });
});
