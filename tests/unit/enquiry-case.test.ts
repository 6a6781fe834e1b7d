import { describe, expect, it } from 'vitest';
import { historyOf } from '@/lib/console/history';
import { addEnquiryNote, assignEnquiry, enquiryDesk, setEnquiryStatus } from '@/lib/enquiries/case';
import { replySubject, replyToEnquiry } from '@/lib/enquiries/reply';
import { listAudit } from '@/lib/staff/audit';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-26T02:00:00Z');
const LATER = new Date('2026-11-26T03:00:00Z');
const ana = { id: 'u-ana', email: 'ana@bridgeway.example', name: 'Ana' };
const by = { staff: ana, clientAddress: '203.0.113.9' };

describe.each(databaseSetups())('an enquiry on the sales desk ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  const flag = (on: boolean) => (database.db().dialect === 'postgres' ? on : Number(on));
  let made = 0;

  async function user(id: string, name: string, role: string, banned = false) {
    await db()
      .insertInto('user')
      .values({
        id,
        name,
        email: `${id}@bridgeway.example`,
        emailVerified: flag(true),
        image: null,
        createdAt: NOW.toISOString(),
        updatedAt: NOW.toISOString(),
        role,
        banned: flag(banned),
        banReason: null,
        banExpires: null,
        twoFactorEnabled: flag(true),
      })
      .execute();
  }

  async function enquiry(over: { email?: string | null; locale?: string } = {}) {
    const reference = `K7M2Q${'23456789'[made++]}`;
    await db()
      .insertInto('enquiries')
      .values({
        reference,
        submission_key: `key-${reference}`,
        created_at: '2026-11-24T06:05:00.000Z',
        locale: over.locale ?? 'zh',
        source: '/contact',
        service: 'general',
        name: 'Li Wei',
        company: null,
        email: over.email === undefined ? 'li.wei@example.com' : over.email,
        phone: null,
        wechat: null,
        message: 'Forty cartons a month\nto ONT8.',
        quote: null,
        consent_at: '2026-11-24T06:05:00.000Z',
      })
      .execute();
    return reference;
  }

  const audit = (reference: string) =>
    listAudit(db(), { target: { type: 'enquiry', id: reference } });

  it('changes the status once, with its timeline and audit entries', async () => {
    const reference = await enquiry();
    expect(await setEnquiryStatus(db(), reference, 'quoted', by, NOW)).toBe('changed');
    expect(await setEnquiryStatus(db(), reference, 'quoted', by, LATER)).toBe('unchanged');
    expect(await setEnquiryStatus(db(), 'ZZZZZZ', 'quoted', by, NOW)).toBe('missing');
    const row = await db()
      .selectFrom('enquiries')
      .select(['status', 'status_at'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'quoted', status_at: NOW.toISOString() });
    const history = await historyOf(db(), { type: 'enquiry', id: reference });
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: 'status',
      actor: { id: ana.id, name: 'Ana' },
      details: { from: 'new', to: 'quoted' },
    });
    const entries = await audit(reference);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'enquiries.update',
      actor_email: ana.email,
      client_address: '203.0.113.9',
    });
    expect(JSON.parse(entries[0]!.details!)).toEqual({ status: { from: 'new', to: 'quoted' } });
  });

  it('assigns to an active colleague who handles enquiries, or to nobody', async () => {
    await user('u-sam', 'Sam', 'sales');
    await user('u-boss', 'Boss', 'admin');
    await user('u-hr', 'Hui', 'hr');
    await user('u-gone', 'Gone', 'sales', true);
    expect((await enquiryDesk(db())).map((s) => s.id)).toEqual(['u-boss', 'u-sam']);
    const reference = await enquiry();
    expect(await assignEnquiry(db(), reference, 'u-hr', by, NOW)).toBe('refused');
    expect(await assignEnquiry(db(), reference, 'u-gone', by, NOW)).toBe('refused');
    expect(await assignEnquiry(db(), reference, 'u-sam', by, NOW)).toBe('changed');
    expect(await assignEnquiry(db(), reference, 'u-sam', by, NOW)).toBe('unchanged');
    expect(await assignEnquiry(db(), reference, null, by, LATER)).toBe('changed');
    const history = await historyOf(db(), { type: 'enquiry', id: reference });
    expect(history.map((h) => h.details)).toEqual([
      { from: null, to: { id: 'u-sam', name: 'Sam' } },
      { from: { id: 'u-sam', name: 'Sam' }, to: null },
    ]);
    const entries = await audit(reference);
    expect(entries.map((e) => JSON.parse(e.details!))).toEqual([
      { assignee: { from: 'u-sam', to: null } },
      { assignee: { from: null, to: 'u-sam' } },
    ]);
  });

  it('keeps a note in the timeline and only its length in the audit log', async () => {
    const reference = await enquiry();
    expect(await addEnquiryNote(db(), reference, 'Called: wants DDP.', by, NOW)).toBe('changed');
    const [entry] = await historyOf(db(), { type: 'enquiry', id: reference });
    expect(entry).toMatchObject({ kind: 'note', details: { text: 'Called: wants DDP.' } });
    const [logged] = await audit(reference);
    expect(logged).toMatchObject({ action: 'enquiries.note' });
    expect(JSON.parse(logged!.details!)).toEqual({ length: 18 });
  });

  it('replies through the outbox in the visitor’s language and moves a new enquiry on', async () => {
    const reference = await enquiry({ locale: 'zh' });
    const reply = { subject: replySubject('zh', reference), text: '您好，报价见附件。' };
    expect(await replyToEnquiry(db(), reference, reply, by, NOW)).toBe('sent');
    expect(await replyToEnquiry(db(), reference, reply, by, LATER)).toBe('duplicate');
    const mails = await db()
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', '=', 'enquiry-reply')
      .where('dedupe_key', 'like', `enquiry-reply:${reference}:%`)
      .execute();
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toMatchObject({
      to_address: 'li.wei@example.com',
      reply_to: ana.email,
      subject: `回复：您的咨询 ${reference}`,
      status: 'pending',
    });
    expect(mail.text_body).toContain('您好，报价见附件。');
    expect(mail.text_body).toContain('您于 2026-11-24 写道：\n> Forty cartons a month\n> to ONT8.');
    const history = await historyOf(db(), { type: 'enquiry', id: reference });
    expect(history.map((h) => [h.kind, h.details])).toEqual([
      ['reply', { subject: reply.subject, text: reply.text, mailId: Number(mail.id) }],
      ['status', { from: 'new', to: 'contacted' }],
    ]);
    const logged = await audit(reference);
    expect(logged.map((e) => e.action).sort()).toEqual(['enquiries.reply', 'enquiries.update']);
    expect(logged.some((e) => e.details?.includes('li.wei'))).toBe(false);
  });

  it('refuses a reply to an enquiry without email, and keeps a later status', async () => {
    const phoneOnly = await enquiry({ email: null });
    const reply = { subject: replySubject('en', phoneOnly), text: 'Hello' };
    expect(await replyToEnquiry(db(), phoneOnly, reply, by, NOW)).toBe('noEmail');
    const quoted = await enquiry({ locale: 'en' });
    await setEnquiryStatus(db(), quoted, 'quoted', by, NOW);
    const english = { subject: replySubject('en', quoted), text: 'Here you are.' };
    expect(english.subject).toBe(`Re: your enquiry ${quoted}`);
    expect(await replyToEnquiry(db(), quoted, english, by, LATER)).toBe('sent');
    const row = await db()
      .selectFrom('enquiries')
      .select('status')
      .where('reference', '=', quoted)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('quoted');
  });

  it('notes the first answer for the numbers: a reply or a status change, not a note; never moved later', async () => {
    const answered = async (reference: string) =>
      (
        await db()
          .selectFrom('enquiries')
          .select('first_answer_at')
          .where('reference', '=', reference)
          .executeTakeFirstOrThrow()
      ).first_answer_at;
    const noted = await enquiry();
    await addEnquiryNote(db(), noted, 'Left a voicemail.', by, NOW);
    expect(await answered(noted)).toBeNull();
    await setEnquiryStatus(db(), noted, 'quoted', by, NOW);
    await setEnquiryStatus(db(), noted, 'won', by, LATER);
    expect(await answered(noted)).toBe(NOW.toISOString());
    const replied = await enquiry();
    const reply = { subject: replySubject('en', replied), text: 'Our offer is attached.' };
    await replyToEnquiry(db(), replied, reply, by, LATER);
    expect(await answered(replied)).toBe(LATER.toISOString());
  });

  it('keeps a reply’s subject on one line: no header can be added through it', async () => {
    const reference = await enquiry({ locale: 'en' });
    const reply = { subject: 'Hello\r\nBcc: everyone@example.com', text: 'Hi' };
    expect(await replyToEnquiry(db(), reference, reply, by, NOW)).toBe('sent');
    const mail = await db()
      .selectFrom('mail_outbox')
      .select(['subject', 'reply_to'])
      .where('dedupe_key', 'like', `enquiry-reply:${reference}:%`)
      .executeTakeFirstOrThrow();
    expect(mail).toEqual({ subject: 'Hello Bcc: everyone@example.com', reply_to: ana.email });
  });
});
