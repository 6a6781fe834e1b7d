// The restore drill: a database holding every kind of record the site keeps, backed up
// while another process keeps writing to it, restored into an empty database: every table the
// same (row count and a hash of the rows), the writer's rows a gap-free prefix of what it wrote,
// the article's image served byte for byte by the site's own route, the staff member's password
// accepted and the second factor asked for.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GET as newsMedia } from '@/app/news-media/[articleId]/[file]/route';
import { openDatabase, type DatabaseConfig, type Db } from '@/lib/db';
import { makeBackup, restoreBackup } from '@/lib/db/backup';
import { storeApplication } from '@/lib/careers/store';
import { quoteSnapshot } from '@/lib/enquiries/snapshot';
import { storeEnquiry } from '@/lib/enquiries/store';
import { card } from '@/lib/shipping/rate-card';
import { recordAudit } from '@/lib/staff/audit';
import { handleAuthRequest } from '@/lib/staff/sign-in';
import { createStaffAccount } from '@/lib/staff/staff';
import { ingestTracking } from '@/lib/tracking/store';
import { parseDemoShipments } from '@/lib/tracking/demo-data';
import { emptyDatabases, tableContents } from '../support/backup';
import { databaseSetups } from '../support/db';
import { pdfBytes } from '../support/resume-bytes';

const SECRET = 'a-drill-secret-of-more-than-32-characters';
const PASSWORD = 'harbour crane lantern 42';
const NOW = new Date('2026-11-27T03:00:00Z');
const dir = mkdtempSync(join(tmpdir(), 'bw-drill-'));
const newDatabase = emptyDatabases();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a database holds, the drill's writer's rows apart. */
const contents = (database: Db) => tableContents(database, (row) => row.action !== 'drill.write');

/** One of everything the site keeps, through the features' own functions. */
async function fill(database: Db) {
  const { db } = database;
  const quote = quoteSnapshot(
    new URLSearchParams('from=SZX&to=ONT8&qty=2&len=50&wid=40&hei=30&wt=12'),
    'BW-AIR-US-FBA',
    card,
    NOW,
  );
  if (!quote.ok) throw new Error('no quote');
  const enquiry = await storeEnquiry(
    database,
    {
      enquiry: {
        name: '李伟',
        company: '桥途',
        email: 'li.wei@example.com',
        phone: '',
        wechat: '',
        service: 'fbaHeadShipping',
        message: 'Forty cartons a month to ONT8.',
        consent: 'on',
      },
      locale: 'zh',
      source: '/query-price',
      quote: quote.snapshot,
      submissionId: randomUUID(),
      clientKey: 'drill',
      salesInbox: 'sales@bridgeway.example',
    },
    NOW,
  );
  expect(enquiry.kind).toBe('stored');
  const application = await storeApplication(
    database,
    {
      application: {
        name: 'Ana Lima',
        email: 'ana@example.com',
        phone: '+8613800138000',
        position: 'full-stack-engineer-shenzhen',
        positionTitle: 'Full-stack engineer',
        city: 'Shenzhen',
        experience: '3-5',
        message: 'I build logistics software.',
        resume: { name: 'cv.pdf', size: 100, type: 'application/pdf' },
        consent: 'on',
      },
      resume: { bytes: new Uint8Array(pdfBytes('Drill résumé')), format: 'pdf', name: 'cv.pdf' },
      locale: 'en',
      submissionId: randomUUID(),
      clientKey: 'drill',
      mailTo: 'hr@bridgeway.example',
    },
    NOW,
  );
  expect(application.kind).toBe('stored');
  const { user } = await createStaffAccount(
    database,
    { email: 'drill.admin@bridgeway.example', password: PASSWORD, name: 'Drill', role: 'admin' },
    { secret: SECRET },
  );
  // An authenticator: its (encrypted) secret and backup codes, as the set-up stores them.
  await db
    .insertInto('twoFactor')
    .values({
      id: randomUUID(),
      userId: user.id,
      secret: 'sealed-secret',
      backupCodes: 'sealed-codes',
    })
    .execute();
  await db
    .updateTable('user')
    .set({ twoFactorEnabled: database.dialect === 'postgres' ? true : 1 })
    .where('id', '=', user.id)
    .execute();
  await recordAudit(db, {
    at: NOW,
    actor: { id: user.id, email: 'drill.admin@bridgeway.example' },
    action: 'staff.invite',
    target: { type: 'user', id: user.id },
    clientAddress: '203.0.113.7',
  });
  const demo = parseDemoShipments(
    JSON.parse(readFileSync('data/tracking/demo-shipments.json', 'utf8')),
    NOW,
  );
  if (!demo.ok) throw new Error('demo shipments');
  await ingestTracking(db, demo.batch, NOW);
  const counts = await contents(database);
  // Every kind of record is there: the seed news (articles, revisions, images), positions, and
  // what was just stored, the outbox's mails included.
  for (const table of [
    'enquiries',
    'applications',
    'application_files',
    'user',
    'account',
    'twoFactor',
    'audit_log',
    'tracking_shipments',
    'tracking_events',
    'mail_outbox',
    'news_articles',
    'news_revisions',
    'news_images',
    'positions',
  ])
    expect(Number(counts[table]!.split(':')[0]), table).toBeGreaterThan(0);
}

/** Another process appending audit entries 1, 2, 3… until stopped: the writer the copy runs beside. */
function startWriter(config: DatabaseConfig) {
  const code =
    config.dialect === 'sqlite'
      ? `const D = require('better-sqlite3'); const db = new D(process.argv[1]);
         db.pragma('busy_timeout = 10000');
         const put = db.prepare("insert into audit_log (at, action, details) values (?, 'drill.write', ?)");
         let n = 0; setInterval(() => { n++; put.run(new Date().toISOString(), String(n)); process.stdout.write(n + '\\n'); }, 2);`
      : `const { Client } = require('pg'); const c = new Client({ connectionString: process.argv[1] });
         c.connect().then(async () => { for (let n = 1; ; n++) {
           await c.query("insert into audit_log (at, action, details) values ($1, 'drill.write', $2)", [new Date().toISOString(), String(n)]);
           process.stdout.write(n + '\\n'); } });`;
  const child = spawn(
    process.execPath,
    ['-e', code, config.dialect === 'sqlite' ? config.file : config.url],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let written = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    const last = chunk.toString().trim().split('\n').at(-1);
    if (last) written = Number(last);
  });
  return {
    written: () => written,
    async until(count: number) {
      while (written < count) await new Promise((resolve) => setTimeout(resolve, 5));
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

const writerRows = async ({ db }: Db) =>
  (await db.selectFrom('audit_log').select('details').where('action', '=', 'drill.write').execute())
    .map((r) => Number(r.details))
    .sort((a, b) => a - b);

for (const setup of databaseSetups()) {
  describe(`the restore drill on ${setup.name}`, () => {
    it('restores every record of a database written to during the backup', async () => {
      const sourceConfig = await newDatabase(setup.name);
      const source = await openDatabase(sourceConfig);
      await source.ready;
      const writer = startWriter(sourceConfig);
      try {
        await fill(source);
        const before = await contents(source);
        await writer.until(20);
        const backup = await makeBackup(sourceConfig, { dir: join(dir, setup.name) });
        const atBackup = writer.written();
        await writer.until(atBackup + 20);
        await writer.stop();

        const intoConfig = await newDatabase(setup.name);
        await restoreBackup(backup.file, intoConfig);
        const restored = await openDatabase(intoConfig);
        await restored.ready;
        try {
          expect(await contents(restored)).toEqual(before);
          // What the writer had committed when the copy began, and nothing torn: 1…k, no gap.
          const rows = await writerRows(restored);
          expect(rows.length).toBeGreaterThanOrEqual(20);
          expect(rows).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
          expect(rows.length).toBeLessThan((await writerRows(source)).length);

          // The site on the restored database: the article's image, byte for byte, by its route.
          const image = await restored.db
            .selectFrom('news_images as i')
            .innerJoin('news_articles as a', 'a.id', 'i.article_id')
            .select(['a.slug', 'i.name', 'i.id'])
            .orderBy('i.id')
            .limit(1)
            .executeTakeFirstOrThrow();
          const original = await source.db
            .selectFrom('news_images')
            .select('content')
            .where('id', '=', image.id)
            .executeTakeFirstOrThrow();
          const key = Symbol.for('bridgeway.db');
          const holder = globalThis as { [key]?: Promise<Db> };
          holder[key] = Promise.resolve(restored);
          try {
            const response = await newsMedia(new Request('http://localhost/'), {
              params: Promise.resolve({ articleId: image.slug, file: image.name }),
            });
            expect(response.status).toBe(200);
            expect(Buffer.from(await response.arrayBuffer())).toEqual(
              Buffer.from(original.content),
            );
          } finally {
            delete holder[key];
          }

          // The staff member's password opens the restored console's sign-in, which asks for
          // the authenticator's code next.
          const signIn = await handleAuthRequest(
            new Request('http://localhost:3000/api/auth/sign-in/email', {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                origin: 'http://localhost:3000',
                'x-forwarded-for': '203.0.113.8',
              },
              body: JSON.stringify({ email: 'drill.admin@bridgeway.example', password: PASSWORD }),
            }),
            restored,
            SECRET,
            new Date(),
          );
          expect(signIn.status).toBe(200);
          expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
        } finally {
          await restored.db.destroy();
        }
      } finally {
        await writer.stop().catch(() => {});
        await source.db.destroy();
      }
    });
  });
}
