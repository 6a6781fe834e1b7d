import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '@/lib/db';
import { csvToBatch, parseCsv } from '@/lib/tracking/csv-import';
import { parseIngestBatch } from '@/lib/tracking/ingest';
import { readEnv } from '@/config/env';
import { purgeTracking, trackingRetentionDays } from '@/lib/tracking/retention';
import { ingestTracking } from '@/lib/tracking/store';
import { cliProcess } from '../support/cli';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-24T06:00:00Z');

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, after a BOM', () => {
    expect(parseCsv('\uFEFFa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",\n3,,""')).toEqual({
      ok: true,
      records: [
        ['a', 'b', 'c'],
        ['1', 'x, y', 'say "hi"'],
        ['2', 'two\nlines', ''],
        ['3', '', ''],
      ],
    });
    expect(parseCsv('a\rb\n')).toEqual({ ok: true, records: [['a'], ['b']] });
    expect(parseCsv('')).toEqual({ ok: true, records: [] });
  });

  it('refuses a misplaced quote with its row', () => {
    expect(parseCsv('a,b\n1,x"y\n')).toEqual({ ok: false, row: 2, error: 'quote' });
    expect(parseCsv('a,b\n1,"x"y\n')).toEqual({ ok: false, row: 2, error: 'quote' });
    expect(parseCsv('a,b\n1,2\n3,"open\n')).toEqual({ ok: false, row: 3, error: 'quote' });
  });
});

const HEADER =
  'number,id,time,status,location,description,reference,service,origin,destination,pieces,weightKg,lastMileCarrier,lastMileNumber';

describe('csvToBatch', () => {
  it('reads one event per row with the optional shipment and last-mile columns', () => {
    const result = csvToBatch(
      `${HEADER}\nBW7000001,1,2026-11-20T10:00:00+08:00,at_warehouse,"Shenzhen, CN",Received,PO-10001,BW-EC-US,SZX,US,2,3.5,,\n` +
        `bw7000001,2,2026-11-22T10:00:00-08:00,in_transit,,Handed over,,,,,,,UPS,1Z999AA10123456784\n`,
      NOW,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.batch.shipments).toEqual([
      {
        number: 'BW7000001',
        reference: 'PO-10001',
        service: 'BW-EC-US',
        origin: 'SZX',
        destination: 'US',
        pieces: 2,
        weightKg: 3.5,
      },
    ]);
    expect(result.batch.events.map((e) => [e.number, e.id, e.location, e.lastMile])).toEqual([
      ['BW7000001', '1', 'Shenzhen, CN', null],
      ['BW7000001', '2', null, { carrier: 'UPS', number: '1Z999AA10123456784' }],
    ]);
  });

  it('reports every problem with its row and column', () => {
    const result = csvToBatch(
      `${HEADER}\nBW7000002,1,2026-11-20,lost,,x,,BW-NOPE,,,two,,,\n` +
        `BW7000002,2,2026-11-20T10:00:00Z,in_transit,,,,,,,,,UPS,\n` +
        `BW7000002,3,2026-11-20T10:00:00Z,in_transit,,ok,,,,,,,,,extra\n`,
      NOW,
    );
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.map((e) => [e.row, e.column, e.error.key])).toEqual([
      [2, 'service', 'unknownService'],
      [2, 'pieces', 'integer'],
      [2, 'time', 'isoTime'],
      [2, 'status', 'trackingStatus'],
      // The rules across fields (a code or a description) come after each field's own.
      [3, 'lastMileNumber', 'required'],
      [3, 'description', 'required'],
      [4, '', 'csvCells'],
    ]);
    expect(csvToBatch('number,id,colour\n', NOW)).toMatchObject({
      ok: false,
      errors: [
        { row: 1, column: 'colour', error: { key: 'csvColumn' } },
        { row: 1, column: 'time', error: { key: 'csvMissingColumn' } },
        { row: 1, column: 'status', error: { key: 'csvMissingColumn' } },
        { row: 1, column: 'description', error: { key: 'csvMissingColumn' } },
      ],
    });
  });

  it('numbers rows past the API’s 1,000 events per batch', () => {
    const rows = Array.from(
      { length: 1200 },
      (_, i) => `BW7000003,${i},2026-11-20T10:00:00Z,in_transit,,${i === 1100 ? '' : 'ok'}`,
    );
    const result = csvToBatch(
      `number,id,time,status,location,description\n${rows.join('\n')}`,
      NOW,
    );
    expect(!result.ok && result.errors.map((e) => [e.row, e.column])).toEqual([
      [1102, 'description'],
    ]);
  });
});

for (const setup of databaseSetups()) {
  describe(`tracking retention in ${setup.name}`, () => {
    const database = useDatabase(setup);

    it('deletes shipments delivered or returned more than the retention ago, with their events', async () => {
      const event = (number: string, time: string, status: string) => ({
        number,
        id: `${number}-${status}`,
        time,
        status,
        description: status,
      });
      const ingest = async (events: ReturnType<typeof event>[], at: string) => {
        const parsed = parseIngestBatch({ events }, NOW);
        if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
        await ingestTracking(database.db().db, parsed.batch, new Date(at));
      };
      // Stored in March, April and now: on PostgreSQL, in three monthly partitions.
      // On its way since long ago: kept, and with it its month.
      await ingest([event('BW7100004', '2026-03-01T10:00:00Z', 'in_transit')], '2026-03-02T00:00Z');
      await ingest(
        [
          event('BW7100001', '2026-04-01T10:00:00Z', 'delivered'),
          event('BW7100002', '2026-04-01T10:00:00Z', 'returned'),
        ],
        '2026-04-02T00:00Z',
      );
      await ingest([event('BW7100003', '2026-11-01T10:00:00Z', 'delivered')], NOW.toISOString());
      expect(trackingRetentionDays(undefined)).toBe(180);
      expect(
        trackingRetentionDays(readEnv({ TRACKING_RETENTION_DAYS: '30' }).TRACKING_RETENTION_DAYS),
      ).toBe(30);
      expect(() => readEnv({ TRACKING_RETENTION_DAYS: 'soon' })).toThrow('TRACKING_RETENTION_DAYS');
      const postgres = setup.name === 'PostgreSQL';
      expect(await purgeTracking(database.db().db, NOW, 180)).toEqual({
        shipments: 2,
        // April has no shipment left: its partition goes whole (SQLite deleted them one by one).
        months: postgres ? ['2026-04'] : [],
        before: '2026-05-28T06:00:00.000Z',
      });
      const left = await database
        .db()
        .db.selectFrom('tracking_shipments')
        .select('number')
        .orderBy('number')
        .execute();
      expect(left.map((r) => r.number)).toEqual(['BW7100003', 'BW7100004']);
      const events = await database
        .db()
        .db.selectFrom('tracking_events')
        .select(['number', 'month'])
        .orderBy('number')
        .execute();
      expect(events).toEqual([
        { number: 'BW7100003', month: '2026-11' },
        { number: 'BW7100004', month: '2026-03' },
      ]);
      if (postgres) {
        const { rows } = await sql<{ name: string }>`select c.relname as name from pg_inherits i
          join pg_class c on c.oid = i.inhrelid where i.inhparent = 'tracking_events'::regclass
          order by 1`.execute(database.db().db);
        expect(rows.map((r) => r.name)).toEqual([
          'tracking_events_2026_03',
          'tracking_events_2026_11',
        ]);
      }
      // Nothing more to drop: the months left still have shipments.
      expect(await purgeTracking(database.db().db, NOW, 180)).toMatchObject({
        shipments: 0,
        months: [],
      });
    });
  });
}

describe('npm run tracking', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bw-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const { run, runWithTsx } = cliProcess('scripts/tracking.ts');
  const env = () => ({ ...process.env, DATABASE_URL: join(dir, 'cli.sqlite') });
  const cli = (...args: string[]) => run(args, env());

  it('makes, lists and revokes tokens; imports a CSV all or nothing', async () => {
    // The first command as `npm run tracking` starts it.
    const made = runWithTsx(['token', 'create', 'erp'], env());
    expect(made.status).toBe(0);
    expect(made.stdout.trim()).toMatch(/^bwt_\S{43}$/);
    expect(cli('token', 'create', 'erp').status).toBe(2);
    expect(cli('token', 'list').stdout).toMatch(/^erp {2}made .* UTC {2}last used —\n$/);

    const good = join(dir, 'good.csv');
    writeFileSync(
      good,
      `\uFEFF${HEADER}\r\nBW7200001,1,2026-11-20T10:00:00+08:00,at_warehouse,"Shenzhen, CN",Received,,BW-EC-US,,US,,,,\r\n`,
    );
    const bad = join(dir, 'bad.csv');
    writeFileSync(
      bad,
      `${HEADER}\nBW7200002,1,2026-11-20T10:00:00+08:00,at_warehouse,,ok,,,,,,,,\nBW7200002,2,tomorrow,in_transit,,ok,,,,,,,,\n`,
    );
    const refused = cli('import', bad);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('row 3, time: Enter the time in ISO 8601');
    expect(refused.stderr).toContain('nothing was imported');
    const imported = cli('import', good);
    expect(imported.stdout).toContain('1 new event(s), 0 already stored, 1 shipment(s)');
    expect(cli('import', good).stdout).toContain('0 new event(s), 1 already stored');

    expect(cli('token', 'revoke', 'erp').stdout).toContain('revoked');
    expect(cli('token', 'list').stdout).toContain('REVOKED');
    const opened = await openDatabase({ dialect: 'sqlite', file: join(dir, 'cli.sqlite') });
    await opened.ready;
    const numbers = await opened.db.selectFrom('tracking_shipments').select('number').execute();
    await opened.db.destroy();
    expect(numbers).toEqual([{ number: 'BW7200001' }]);
    expect(cli('purge').stdout).toMatch(
      /^0 shipment\(s\) delivered or returned before .* \(180 days\)/,
    );
  }, 120_000);
});
