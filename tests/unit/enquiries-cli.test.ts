import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db';
import { enquiriesCsv } from '@/lib/enquiries/export';
import { quoteSnapshot } from '@/lib/enquiries/snapshot';
import { storeEnquiry } from '@/lib/enquiries/store';
import { card } from '@/lib/shipping/rate-card';
import { cliProcess } from '../support/cli';

const NOW = new Date();
/** A day the demo rate card is in force, for the quote; the enquiries are stored now. */
const QUOTED = new Date('2026-12-01T03:00:00Z');

describe('npm run enquiries', () => {
  let dir: string;
  let file: string;
  const references: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'bw-enquiries-cli-'));
    file = join(dir, 'cli.sqlite');
    const database = await openDatabase({ dialect: 'sqlite', file });
    const { db, ready } = database;
    await ready;
    const quote = quoteSnapshot(
      new URLSearchParams('from=SZX&to=ONT8&qty=2&len=50&wid=40&hei=30&wt=12'),
      'BW-AIR-US-FBA',
      card,
      QUOTED,
    );
    if (!quote.ok) throw new Error(quote.reason);
    const base = {
      company: '',
      phone: '',
      wechat: '',
      service: 'storehouse' as const,
      consent: 'on' as const,
    };
    const stored = [
      await storeEnquiry(
        database,
        {
          enquiry: {
            ...base,
            name: '=HYPERLINK("http://evil.example","点我")',
            email: 'a@example.com',
            message: '-2+3 cartons, "fragile"\nsecond line',
          },
          locale: 'zh',
          source: '/storehouse',
          quote: null,
          submissionId: 'cli-1',
          clientKey: 'cli',
          salesInbox: 'sales@bridgeway.example',
        },
        new Date(NOW.getTime() - 60_000),
      ),
      await storeEnquiry(
        database,
        {
          enquiry: {
            ...base,
            name: '李伟',
            email: '',
            wechat: 'liwei_sz',
            service: 'fbaHeadShipping',
            message: 'Quote for ONT8, please.',
          },
          locale: 'en',
          source: null,
          quote: quote.snapshot,
          submissionId: 'cli-2',
          clientKey: 'cli',
          salesInbox: null,
        },
        NOW,
      ),
    ];
    for (const s of stored) if (s.kind === 'stored') references.push(s.reference);
    await db.destroy();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const { run, runWithTsx } = cliProcess('scripts/enquiries.ts');
  const cli = (...args: string[]) => run(args, { ...process.env, DATABASE_URL: file });

  it('lists, shows and exports the enquiries', () => {
    expect(references).toHaveLength(2);
    // The first command as `npm run enquiries` starts it.
    const list = runWithTsx(['list'], { ...process.env, DATABASE_URL: file });
    expect(list.status).toBe(0);
    const lines = list.stdout.split('\n');
    expect(lines[0]).toMatch(/^reference +received \(UTC\) +service +name +contact +quote$/);
    expect(lines[2]).toMatch(
      new RegExp(`^${references[0]} .* storehouse +=HYPERLINK.* a@example\\.com +—$`),
    );
    expect(lines[3]).toMatch(
      new RegExp(`^${references[1]} .* fbaHeadShipping +李伟 +WeChat liwei_sz +BW-AIR-US-FBA$`),
    );
    expect(list.stdout).toContain('2 enquiry(ies).');
    expect(cli('list', '--since', '2999-01-01').stdout).toContain('No enquiries.');
    expect(cli('list', '--since', 'yesterday').status).toBe(2);

    const show = cli('show', references[1]!.toLowerCase());
    expect(show.status).toBe(0);
    expect(show.stdout).toContain('name        李伟');
    expect(show.stdout).toContain('Quote for ONT8, please.');
    expect(show.stdout).toContain('Line: Air FBA line US (BW-AIR-US-FBA, Air freight)');
    expect(show.stdout).toMatch(/Total: CN¥1,175\.28/);
    const missing = cli('show', 'ZZZZZZ');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('no enquiry ZZZZZZ');

    const out = join(dir, 'enquiries.csv');
    const exported = cli('export', out);
    expect(exported.status).toBe(0);
    expect(exported.stderr).toContain(`2 enquiry(ies) written to ${out}`);
    const csv = readFileSync(out, 'utf8');
    expect(csv.startsWith('\uFEFFreference,received (UTC),language,service,name,')).toBe(true);
    const rows = csv.slice(1).split('\r\n');
    // The formula is text, the quotes doubled, the line break kept inside its quoted field.
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""点我"")"`);
    expect(rows[1]).toContain(`"'-2+3 cartons, ""fragile""\nsecond line"`);
    expect(rows[2]).toContain(
      ',李伟,,,,liwei_sz,"Quote for ONT8, please.",,BW-AIR-US-FBA,1175.28,',
    );
    expect(cli('export').stdout).toBe(csv);
  }, 120_000);

  it('shows the outbox without addresses, and purges by ENQUIRY_RETENTION_DAYS', () => {
    const outbox = cli('outbox');
    expect(outbox.status).toBe(0);
    expect(outbox.stdout).toContain('enquiry-confirm pending: 1');
    expect(outbox.stdout).toContain('enquiry-sales pending: 1');
    expect(outbox.stdout).toMatch(/\n1 +enquiry-sales +pending +0 /);
    expect(outbox.stdout).not.toContain('@');

    expect(cli('purge').stdout).toMatch(
      /^0 enquiry\(ies\) received before .* deleted \(730 days\)/,
    );
    const purged = run(['purge'], {
      ...process.env,
      DATABASE_URL: file,
      ENQUIRY_RETENTION_DAYS: '0',
    });
    expect(purged.stdout).toMatch(/^2 enquiry\(ies\) received before .* deleted \(0 days\)/);
    expect(cli('list').stdout).toContain('No enquiries.');
  }, 120_000);

  it('exports the header row alone when there is nothing', () => {
    expect(enquiriesCsv([])).toBe(
      '\uFEFFreference,received (UTC),language,service,name,company,email,phone,wechat,message,came from,quote line,quote total (CNY),quote valid until,price search,status,assigned to\r\n',
    );
  });
});
