import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OperationNodeTransformer, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { countAttempt } from '@/lib/forms/store-once';
import { careersRateLimit, storeApplication, type StoredApplication } from '@/lib/careers/store';
import { applicationsCsv, listApplications } from '@/lib/careers/export';
import { eraseApplications, purgeExpired, retentionCutoffs } from '@/lib/careers/retention';
import { decryptResume, readResume } from '@/lib/careers/resume-files';
import { siteSecretKey } from '@/lib/crypto/site-key';
import { CLI_ADDRESS } from '@/lib/staff/audit';
import { testApplication } from '../support/application';
import { pdfBytes } from '../support/resume-bytes';
import { databaseSetups, useDatabase } from '../support/db';

/** An application whose message is the kind a careless store would run as SQL. */
const application = (over: Partial<StoredApplication> = {}, email?: string) =>
  testApplication(
    {
      message: 'Robert\'); DROP TABLE applications;-- and "quotes", 中文',
      ...(email ? { email } : {}),
    },
    // The résumé the assertions read back: pdfBytes() as it is.
    { resume: { bytes: new Uint8Array(pdfBytes()), format: 'pdf', name: 'cv.pdf' }, ...over },
  );

/** Makes every insert into application_files fail, as a disk error half-way would. */
const failFiles: KyselyPlugin = {
  transformQuery({ node }) {
    const transformer = new (class extends OperationNodeTransformer {})();
    if (node.kind === 'InsertQueryNode' && JSON.stringify(node.into).includes('application_files'))
      throw new Error('simulated failure writing the résumé');
    return transformer.transformNode(node) as RootOperationNode;
  },
  async transformResult({ result }) {
    return result;
  },
};

const cli = { actor: null, clientAddress: CLI_ADDRESS };

const setups = databaseSetups();

for (const setup of setups) {
  describe(`applications in ${setup.name}`, () => {
    const database = useDatabase(setup);
    const count = async (table: 'applications' | 'application_files') =>
      Number(
        (
          await database
            .db()
            .db.selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('stores an application with its résumé, text exactly as typed', async () => {
      const input = application();
      const now = new Date('2026-11-21T02:00:00Z');
      const outcome = await storeApplication(database.db(), input, now);
      expect(outcome).toMatchObject({ kind: 'stored', duplicate: false });
      const reference = outcome.kind === 'stored' ? outcome.reference : '';
      expect(reference).toMatch(/^BW-261121-[0-9A-Z]{6}$/);
      const row = await database
        .db()
        .db.selectFrom('applications')
        .selectAll()
        .where('id', '=', reference)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        name: '李晓明',
        message: input.application.message,
        position_id: 'full-stack-engineer-shenzhen',
        resume_type: 'application/pdf',
        resume_size: pdfBytes().length,
        created_at: now.toISOString(),
      });
      const file = await database
        .db()
        .db.selectFrom('application_files')
        .select('content')
        .where('application_id', '=', reference)
        .executeTakeFirstOrThrow();
      // Stored encrypted: the database alone does not give the résumé away.
      expect(Buffer.from(file.content).includes(pdfBytes().subarray(0, 16))).toBe(false);
      expect(decryptResume(file.content, reference, siteSecretKey()).equals(pdfBytes())).toBe(true);
      expect((await readResume(database.db().db, reference))?.equals(pdfBytes())).toBe(true);
    });

    it('stores nothing when the résumé key is not a key', async () => {
      const before = [await count('applications'), await count('application_files')];
      const key = process.env.RESUME_KEY;
      process.env.RESUME_KEY = 'not a key';
      try {
        await expect(storeApplication(database.db(), application(), new Date())).rejects.toThrow(
          /RESUME_KEY must hold a 256-bit key/,
        );
      } finally {
        process.env.RESUME_KEY = key;
      }
      expect([await count('applications'), await count('application_files')]).toEqual(before);
    });

    it('stores nothing when the résumé cannot be written', async () => {
      const before = [await count('applications'), await count('application_files')];
      const input = application();
      await expect(
        storeApplication(
          { ...database.db(), db: database.db().db.withPlugin(failFiles) },
          input,
          new Date(),
        ),
      ).rejects.toThrow(/simulated failure/);
      expect([await count('applications'), await count('application_files')]).toEqual(before);
      const found = await database
        .db()
        .db.selectFrom('applications')
        .select('id')
        .where('email', '=', input.application.email)
        .execute();
      expect(found).toEqual([]);
    });

    it('stores a resubmitted form once, even posted in parallel', async () => {
      const input = application();
      const first = await storeApplication(database.db(), input, new Date());
      const again = await Promise.all(
        Array.from({ length: 8 }, () => storeApplication(database.db(), input, new Date())),
      );
      for (const outcome of again) expect(outcome).toEqual({ ...first, duplicate: true });
      const rows = await database
        .db()
        .db.selectFrom('applications')
        .select('id')
        .where('email', '=', input.application.email)
        .execute();
      expect(rows).toHaveLength(1);
      // The same prerendered id from another person is another application.
      const other = await storeApplication(
        database.db(),
        application({ submissionId: input.submissionId }),
        new Date(),
      );
      expect(
        other.kind === 'stored' && other.reference !== (first.kind === 'stored' && first.reference),
      ).toBe(true);
    });

    it('stores a second, different application of the same person under the same prerendered id', async () => {
      const first = application({ submissionId: 'prerendered-id' });
      const other = (over: Partial<StoredApplication['application']>) => ({
        ...first,
        application: { ...first.application, ...over },
      });
      const a = await storeApplication(database.db(), first, new Date());
      const b = await storeApplication(
        database.db(),
        other({ position: 'open', message: 'Also open to a warehouse role.' }),
        new Date(),
      );
      const c = await storeApplication(
        database.db(),
        { ...first, resume: { ...first.resume, bytes: new Uint8Array(pdfBytes('Another CV')) } },
        new Date(),
      );
      const references = [a, b, c].map((o) =>
        o.kind === 'stored' && !o.duplicate ? o.reference : o,
      );
      expect(new Set(references).size).toBe(3);
      for (const r of references) expect(r).toMatch(/^BW-/);
    });

    it('allows 5 submissions per client in 10 minutes and says when to come back', async () => {
      const clientKey = `client-${randomUUID()}`;
      const t0 = Date.parse('2026-11-21T03:00:00Z');
      for (let i = 0; i < careersRateLimit().max; i++) {
        const outcome = await storeApplication(
          database.db(),
          application({ clientKey }),
          new Date(t0 + i * 60_000),
        );
        expect(outcome.kind).toBe('stored');
      }
      // At t0 + 5 min the oldest of the five leaves the window at t0 + 10 min: 5 minutes.
      const sixth = application({ clientKey });
      expect(await storeApplication(database.db(), sixth, new Date(t0 + 5 * 60_000))).toEqual({
        kind: 'rate-limited',
        retryAfterMinutes: 5,
      });
      expect(
        await countAttempt(
          database.db(),
          careersRateLimit(),
          clientKey,
          new Date(t0 + 9.5 * 60_000),
        ),
      ).toEqual({
        kind: 'rate-limited',
        retryAfterMinutes: 1,
      });
      // Another client is not affected; and just after the window the first client may post again.
      expect(
        (await storeApplication(database.db(), application(), new Date(t0 + 5 * 60_000))).kind,
      ).toBe('stored');
      expect(
        (await storeApplication(database.db(), sixth, new Date(t0 + 10 * 60_000 + 1))).kind,
      ).toBe('stored');
    });

    it('keeps the limit when many submissions of one client arrive at once', async () => {
      const clientKey = `client-${randomUUID()}`;
      const now = new Date();
      const outcomes = await Promise.all(
        Array.from({ length: 12 }, () =>
          storeApplication(database.db(), application({ clientKey }), now),
        ),
      );
      expect(outcomes.filter((o) => o.kind === 'stored')).toHaveLength(careersRateLimit().max);
      expect(outcomes.filter((o) => o.kind === 'rate-limited')).toHaveLength(
        12 - careersRateLimit().max,
      );
    });

    it('stores 100 parallel applications from different clients exactly once each', async () => {
      const before = await count('applications');
      const inputs = Array.from({ length: 100 }, () => application());
      const outcomes = await Promise.all(
        inputs.map((i) => storeApplication(database.db(), i, new Date())),
      );
      expect(outcomes.every((o) => o.kind === 'stored' && !o.duplicate)).toBe(true);
      expect(new Set(outcomes.map((o) => (o.kind === 'stored' ? o.reference : ''))).size).toBe(100);
      expect(await count('applications')).toBe(before + 100);
      expect(await count('application_files')).toBe(before + 100);
    });

    it('exports CSV for Excel: BOM, CRLF, quoted fields, formulas defused', async () => {
      const rows = await listApplications(database.db().db);
      const csv = applicationsCsv(rows);
      expect(csv.startsWith('\uFEFFid,created_at,')).toBe(true);
      expect(csv).toContain('李晓明');
      expect(csv).toContain('"Robert\'); DROP TABLE applications;-- and ""quotes"", 中文"');
      expect(csv.split('\r\n')).toHaveLength(rows.length + 2);
      expect(applicationsCsv([{ name: '=HYPERLINK("x")' }])).toContain(`"'=HYPERLINK(""x"")"`);
      const since = await listApplications(database.db().db, { since: '2999-01-01T00:00:00.000Z' });
      expect(since).toEqual([]);
    });

    it("finds and erases one applicant's applications, by email in any case or by reference", async () => {
      const email = `Erase.Me-${randomUUID()}@Example.com`;
      const store = async (input: StoredApplication) => {
        const outcome = await storeApplication(database.db(), input, new Date());
        return outcome.kind === 'stored' ? outcome.reference : '';
      };
      const first = await store(application({}, email));
      const second = await store(application({}, email.toLowerCase()));
      const other = await store(application());
      const found = await listApplications(database.db().db, { email: email.toUpperCase() });
      expect(found.map((r) => r.id).sort()).toEqual([first, second].sort());

      const before = await count('applications');
      expect(
        await eraseApplications(
          database.db().db,
          { email: ` ${email.toLowerCase()} ` },
          cli,
          new Date(),
        ),
      ).toEqual([first, second].sort());
      expect(await count('applications')).toBe(before - 2);
      expect(await count('application_files')).toBe(before - 2);
      expect(await readResume(database.db().db, first)).toBeUndefined();
      expect(await listApplications(database.db().db, { email })).toEqual([]);
      expect(await eraseApplications(database.db().db, { email }, cli, new Date())).toEqual([]);

      expect(
        await eraseApplications(database.db().db, { reference: other }, cli, new Date()),
      ).toEqual([other]);
      expect(
        await eraseApplications(database.db().db, { reference: other }, cli, new Date()),
      ).toEqual([]);
      expect(await count('applications')).toBe(before - 3);
    });

    // Last in this block: it deletes what the tests above stored long enough ago.
    it('deletes applications after 24 months and abuse-limit records after 24 hours', async () => {
      const now = new Date('2026-11-22T12:00:00Z');
      const store = async (at: string) => {
        const outcome = await storeApplication(database.db(), application(), new Date(at));
        return outcome.kind === 'stored' ? outcome.reference : '';
      };
      const expired = await store('2024-11-22T11:59:59.999Z');
      const kept = await store('2024-11-22T12:00:00.000Z');
      const attempts = () =>
        database
          .db()
          .db.selectFrom('rate_limit_hits')
          .select('created_at')
          .where('bucket', '=', 'careers')
          .execute();
      const before = { applications: await count('applications'), attempts: await attempts() };
      const oldAttempts = before.attempts.filter((a) => a.created_at < '2026-11-21T12:00:00.000Z');
      expect(oldAttempts.length).toBeGreaterThan(0);
      expect(before.attempts.length).toBeGreaterThan(oldAttempts.length);

      expect(retentionCutoffs(now)).toEqual({
        applications: '2024-11-22T12:00:00.000Z',
        attempts: '2026-11-21T12:00:00.000Z',
      });
      expect(await purgeExpired(database.db().db, now)).toEqual({
        applications: 1,
        attempts: oldAttempts.length,
      });
      const ids = (table: 'applications' | 'application_files', column: 'id' | 'application_id') =>
        database
          .db()
          .db.selectFrom(table)
          .select(column)
          .execute()
          .then((rows) => rows.map((r) => Object.values(r)[0]));
      expect(await ids('applications', 'id')).not.toContain(expired);
      expect(await ids('application_files', 'application_id')).not.toContain(expired);
      expect(await ids('applications', 'id')).toContain(kept);
      expect(await ids('application_files', 'application_id')).toContain(kept);
      expect(await count('applications')).toBe(before.applications - 1);
      expect(await count('application_files')).toBe(before.applications - 1);
      const left = await attempts();
      expect(left).toHaveLength(before.attempts.length - oldAttempts.length);
      expect(left.every((a) => a.created_at >= '2026-11-21T12:00:00.000Z')).toBe(true);
      // Nothing more to delete until time passes.
      expect(await purgeExpired(database.db().db, now)).toEqual({ applications: 0, attempts: 0 });
    });
  });
}

describe('database selection', () => {
  it('reads DATABASE_URL', async () => {
    const { databaseConfig } = await import('@/lib/db');
    expect(databaseConfig('postgres://u:p@localhost:5432/site')).toEqual({
      dialect: 'postgres',
      url: 'postgres://u:p@localhost:5432/site',
    });
    expect(databaseConfig('postgresql://localhost/site').dialect).toBe('postgres');
    expect(databaseConfig(undefined)).toMatchObject({
      dialect: 'sqlite',
      file: expect.stringMatching(/\.data\/bridgeway\.sqlite$/),
    });
    expect(databaseConfig('file:./tmp/x.sqlite')).toMatchObject({
      dialect: 'sqlite',
      file: expect.stringMatching(/tmp\/x\.sqlite$/),
    });
  });
});
