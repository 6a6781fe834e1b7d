import { describe, expect, it } from 'vitest';
import { readEnv } from '@/config/env';
import { siteConfig } from '@/config/site';
import type { EnquiryInput } from '@/lib/enquiries/schema';
import { oneLine } from '@/lib/enquiries/mail';
import { quoteSnapshot } from '@/lib/enquiries/snapshot';
import { storeEnquiry, type NewEnquiry } from '@/lib/enquiries/store';
import { salesInbox } from '@/lib/mail/config';
import { deliverDueMail, retryDelayMs } from '@/lib/mail/outbox';
import { card } from '@/lib/shipping/rate-card';
import { databaseSetups, useDatabase, useSmtp } from '../support/db';
import { readMail } from '../support/smtp';

const NOW = new Date('2026-12-01T03:00:00Z');
const FROM = 'BridgeWay <no-reply@bridgeway.example>';
const INBOX = 'sales@bridgeway.example';

const quote = quoteSnapshot(
  new URLSearchParams('from=SZX&to=ONT8&qty=2&len=50&wid=40&hei=30&wt=12'),
  'BW-AIR-US-FBA',
  card,
  NOW,
);
if (!quote.ok) throw new Error(quote.reason);

const enquiry = (over: Partial<EnquiryInput> = {}): EnquiryInput => ({
  name: 'Li Wei',
  company: 'Shenzhen Trading',
  email: 'li.wei@example.com',
  phone: '+8613912345678',
  wechat: '',
  service: 'fbaHeadShipping',
  message: 'We ship 40 cartons a month.\n<b>Please call</b> =SUM(A1)',
  consent: 'on',
  ...over,
});

let n = 0;
const input = (over: Partial<NewEnquiry> = {}): NewEnquiry => ({
  enquiry: enquiry(),
  locale: 'en',
  source: '/query-price/results?from=SZX&to=ONT8',
  quote: quote.snapshot,
  submissionId: `mail-test-${++n}`,
  clientKey: `mail-client-${n}`,
  salesInbox: INBOX,
  ...over,
});

describe('mail texts', () => {
  it('keep header values on one line', () => {
    expect(oneLine('Li\r\nBcc: victim@example.com\u2028x')).toBe('Li Bcc: victim@example.com x');
  });

  it('read SALES_INBOX once, an address or nothing; anything else stops the start', () => {
    expect(salesInbox(readEnv({}))).toBeNull();
    expect(salesInbox(readEnv({ SALES_INBOX: ' sales@bridgeway.example ' }))).toBe(INBOX);
    for (const bad of ['sales', 'a@b.example\r\nBcc: c@d.example'])
      expect(() => readEnv({ SALES_INBOX: bad })).toThrow('SALES_INBOX must be an email address');
  });
});

for (const setup of databaseSetups()) {
  describe(`enquiry mails through SMTP (${setup.name})`, () => {
    const database = useDatabase(setup);
    const { smtp, transport } = useSmtp();
    const db = () => database.db().db;
    const store = async (over: Partial<NewEnquiry> = {}) => {
      const outcome = await storeEnquiry(database.db(), input(over), NOW);
      if (outcome.kind !== 'stored') throw new Error(outcome.kind);
      return outcome.reference;
    };
    const received = (to: string) => {
      const mail = smtp().received.find((m) => m.to.includes(to));
      if (!mail) throw new Error(`no mail to ${to}`);
      return readMail(mail.raw);
    };

    it('mails sales the enquiry and its quote, Reply-To the visitor', async () => {
      const reference = await store();
      expect(await deliverDueMail(db(), transport(), FROM, NOW)).toEqual({
        sent: 2,
        retried: 0,
        failed: 0,
      });
      const sales = received(INBOX);
      expect(sales.headers['reply-to']).toBe('li.wei@example.com');
      expect(sales.headers.subject).toBe(`Quote request ${reference}: BW-AIR-US-FBA – Li Wei`);
      for (const line of [
        `Reference: ${reference}.`,
        'Name: Li Wei',
        'Company: Shenzhen Trading',
        'Phone: +8613912345678',
        'WeChat: —',
        'Service: FBA head-haul',
        'Language: English',
        'Came from: /query-price/results?from=SZX&to=ONT8',
        'Received: 2026-12-01 11:00 (UTC+8)',
        // What the visitor typed, as text.
        '<b>Please call</b> =SUM(A1)',
        'Route: Shenzhen → ONT8 (United States)\n',
        'Line: Air FBA line US (BW-AIR-US-FBA, Air freight)',
        'Cartons: 2',
        'Chargeable: 24 kg',
        `rate card ${quote.snapshot.rateCardVersion}`,
        'Price valid until: Dec 15, 2026',
        'Price search: from=SZX&to=ONT8&goods=general&units=metric&qty=2&len=50&wid=40&hei=30&wt=12',
        // The enquiry's page in the console, where sales answer it.
        `in the console: ${siteConfig.appUrl}/console/enquiries/${reference}\n`,
      ])
        expect(sales.text).toContain(line);
      expect(sales.text).toMatch(/Total: CN¥1,175\.28 \(≈ \$165\.07\)/);
      expect(sales.text).toMatch(/Freight: 24 kg × CN¥41\.50\/kg: CN¥996\.00/);
      // 24 kg by air: 0.024 t × (35 × 0.12522 + 11,645 × 0.66646 + 136 × 0.12522) = 186.8 kg.
      expect(sales.text).toContain(
        'Estimated emissions: ≈ 190 kg CO₂e (well-to-wheel estimate, ISO 14083)\n',
      );
    });

    it('confirms to the visitor in English, with the reference, the next steps and the quote', async () => {
      const reference = await store();
      await deliverDueMail(db(), transport(), FROM, NOW);
      const mail = received('li.wei@example.com');
      expect(mail.headers.subject).toBe(`BridgeWay has your enquiry: reference ${reference}`);
      expect(mail.headers['reply-to']).toBeUndefined();
      expect(mail.text).toContain(`Your reference is ${reference}`);
      expect(mail.text).toContain('within one business day');
      expect(mail.text).toContain('Mon–Sat, 09:00–18:30 (UTC+8)');
      expect(mail.text).toMatch(/Total: CN¥1,175\.28/);
      expect(mail.text).toContain('Estimated emissions: ≈ 190 kg CO₂e (well-to-wheel estimate');
      // Nothing the visitor typed goes back to the address they gave.
      expect(mail.text).not.toContain('Li Wei');
      expect(mail.text).not.toContain('Please call');
      expect(mail.text).not.toContain('Price search');
    });

    it('confirms in Chinese to a visitor of the Chinese site', async () => {
      const reference = await store({ locale: 'zh', quote: null });
      await deliverDueMail(db(), transport(), FROM, NOW);
      const mail = received('li.wei@example.com');
      expect(mail.headers.subject).toBe(`桥途已收到您的咨询，编号 ${reference}`);
      expect(mail.text).toContain(`您的咨询编号是 ${reference}`);
      expect(mail.text).toContain('咨询业务：FBA头程');
      expect(mail.text).toContain('一个工作日内');
      expect(mail.text).toContain('桥途国际物流');
      expect(mail.text).not.toContain('合计');
      // Sales still reads it in English, with the visitor's language named.
      expect(received(INBOX).text).toContain('Language: Chinese');
    });

    it('gives the quote and its emissions in Chinese to a visitor of the Chinese site', async () => {
      await store({ locale: 'zh' });
      await deliverDueMail(db(), transport(), FROM, NOW);
      const mail = received('li.wei@example.com');
      expect(mail.text).toContain('预估碳排放：约 190 kg CO₂e（油井到车轮估算，ISO 14083）\n');
      expect(mail.text).toContain('参考时效：');
      // Sales read the same figure in English.
      expect(received(INBOX).text).toContain('Estimated emissions: ≈ 190 kg CO₂e');
    });

    it('keeps a name with a line break out of the headers', async () => {
      await store({ enquiry: enquiry({ name: 'Li\r\nBcc: victim@example.com' }) });
      await deliverDueMail(db(), transport(), FROM, NOW);
      const raw = smtp().received.find((m) => m.to.includes(INBOX))!.raw;
      const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
      expect(head).not.toMatch(/^bcc:/im);
      expect(smtp().received.flatMap((m) => m.to)).not.toContain('victim@example.com');
      expect(readMail(raw).headers.subject).toContain('Li Bcc: victim@example.com');
    });

    it('delivers both mails once the SMTP server, refusing at first, accepts again', async () => {
      const reference = await store();
      smtp().control.refuse = true;
      expect(await deliverDueMail(db(), transport(), FROM, NOW)).toEqual({
        sent: 0,
        retried: 2,
        failed: 0,
      });
      expect(smtp().received).toEqual([]);
      smtp().control.refuse = false;
      const later = new Date(NOW.getTime() + retryDelayMs(1));
      expect(await deliverDueMail(db(), transport(), FROM, later)).toEqual({
        sent: 2,
        retried: 0,
        failed: 0,
      });
      expect(received(INBOX).headers.subject).toContain(reference);
      expect(received('li.wei@example.com').headers.subject).toContain(reference);
      // Sent once: nothing is due any more.
      expect(await deliverDueMail(db(), transport(), FROM, later)).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
      });
    });
  });
}
