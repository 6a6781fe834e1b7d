import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EnquiryService, EnquiryState } from '@/lib/enquiries/schema';

// The action's Next.js surroundings: the request's headers, after() and redirect().
const request = vi.hoisted(() => ({ address: '203.0.113.7' }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers({ 'x-forwarded-for': request.address }),
}));
vi.mock('next/server', () => ({ after: () => undefined }));
vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw Object.assign(new Error('redirect'), { url });
  },
}));

const dir = mkdtempSync(join(tmpdir(), 'bw-enquiry-action-'));
process.env.DATABASE_URL = join(dir, 'action.sqlite');
process.env.SALES_INBOX = 'sales@bridgeway.example';

const { submitEnquiry } = await import('@/lib/enquiries/action');
const { getDb } = await import('@/lib/db');

const idle: EnquiryState = { status: 'idle' };
const service: EnquiryService = 'storehouse';

function form(fields: Record<string, string>) {
  const data = new FormData();
  const all = {
    locale: 'zh',
    submissionId: 'b6f1f6c2-1d7e-4f44-9d3c-0c1f5b0d2a11',
    website: '',
    source: '/storehouse',
    name: 'Li Wei',
    email: 'li.wei@example.com',
    service,
    message: 'Forty cartons a month to Ontario.',
    consent: 'on',
    ...fields,
  };
  for (const [k, v] of Object.entries(all)) data.set(k, v);
  return data;
}

/** The page the action led to, or the state it answered with. */
async function submit(data: FormData): Promise<string | EnquiryState> {
  try {
    return await submitEnquiry(idle, data);
  } catch (error) {
    const url = (error as { url?: string }).url;
    if (url) return url;
    throw error;
  }
}

const count = async () =>
  Number(
    (
      await (
        await getDb()
      ).db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('submitEnquiry', () => {
  beforeAll(async () => {
    await getDb();
  });
  afterAll(async () => {
    await (await getDb()).db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores an enquiry once and leads to the confirmation page with its reference', async () => {
    const data = form({});
    const sent = await submit(data);
    expect(sent).toMatch(/^\/zh\/contact\/sent\?ref=[2-9A-HJ-NP-Z]{6}$/);
    expect(await submit(data)).toBe(sent);
    expect(await count()).toBe(1);
    const row = await (
      await getDb()
    ).db
      .selectFrom('enquiries')
      .select(['reference', 'locale', 'source', 'quote'])
      .executeTakeFirstOrThrow();
    expect(sent).toBe(`/zh/contact/sent?ref=${row.reference}`);
    expect(row).toMatchObject({ locale: 'zh', source: '/storehouse', quote: null });
  });

  it('answers what to correct, keeping what was typed and the submission id', async () => {
    const state = await submit(form({ locale: 'en', email: '', message: 'short' }));
    expect(state).toEqual({
      status: 'invalid',
      errors: { contact: 'contactRequired', message: 'messageTooShort' },
      values: {
        name: 'Li Wei',
        email: '',
        service: 'storehouse',
        message: 'short',
      },
      submissionId: 'b6f1f6c2-1d7e-4f44-9d3c-0c1f5b0d2a11',
    });
    expect(await count()).toBe(1);
  });

  it('prices a quote request again on the server and drops an outside source', async () => {
    // A day the demo rate card is in force (only the clock's date is faked).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T03:00:00Z') });
    const sent = await submit(
      form({
        submissionId: 'quote-request-0001',
        quote: 'from=SZX&to=ONT8&qty=2&len=50&wid=40&hei=30&wt=12',
        offer: 'BW-AIR-US-FBA',
        totalFen: '1',
        source: 'https://evil.example/',
      }),
    );
    vi.useRealTimers();
    const reference = String(sent).split('ref=')[1]!;
    const row = await (
      await getDb()
    ).db
      .selectFrom('enquiries')
      .select(['quote', 'source'])
      .where('reference', '=', reference)
      .executeTakeFirstOrThrow();
    expect(row.source).toBeNull();
    // The rate card's price, whatever the form said.
    expect(JSON.parse(row.quote!)).toMatchObject({
      channel: { code: 'BW-AIR-US-FBA' },
      totalFen: 117528,
      quotedAt: '2026-12-01T03:00:00.000Z',
    });
  });

  it('thanks a bot that fills the honeypot and stores nothing', async () => {
    const before = await count();
    const sent = await submit(form({ website: 'http://spam.example', submissionId: 'bot-0001' }));
    expect(sent).toMatch(/^\/zh\/contact\/sent\?ref=[2-9A-HJ-NP-Z]{6}$/);
    expect(await count()).toBe(before);
  });

  it('refuses the sixth post of a client in 10 minutes, saying when to try again', async () => {
    request.address = '198.51.100.9';
    for (let i = 0; i < 5; i++)
      expect(await submit(form({ submissionId: `limit-test-000${i}` }))).toMatch(/ref=/);
    expect(await submit(form({ submissionId: 'limit-test-0009' }))).toMatchObject({
      status: 'rate-limited',
      retryAfterMinutes: 10,
    });
  });

  it('takes a second, different enquiry from the same person posting the prerendered id', async () => {
    request.address = '192.0.2.44';
    const before = await count();
    const first = await submit(
      form({ submissionId: 'prerendered-0001', email: 'same@example.com' }),
    );
    const second = await submit(
      form({
        submissionId: 'prerendered-0001',
        email: 'same@example.com',
        name: 'Wang Fang',
        message: 'A second question: pallets to LAX9?',
      }),
    );
    expect(first).toMatch(/ref=/);
    expect(second).toMatch(/ref=/);
    expect(second).not.toBe(first);
    expect(await count()).toBe(before + 2);
  });
});
