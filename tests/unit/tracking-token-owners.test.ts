import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { trackingTokenMakers } from '@/lib/db/migration-0010';
import { inTransaction } from '@/lib/db/transaction';
import { listAudit, recordAudit } from '@/lib/staff/audit';
import { receiveTrackingEvents } from '@/lib/tracking/api';
import {
  authenticateToken,
  createTokenRecorded,
  listTokens,
  revokeTokensOf,
} from '@/lib/tracking/tokens';
import { databaseSetups, insertStaff, useDatabase } from '../support/db';

const NOW = new Date('2026-11-24T06:00:00Z');
const LATER = new Date('2026-11-25T06:00:00Z');
const ops = { id: 'u-ops', email: 'ops@bridgeway.example' };
const other = { id: 'u-other', email: 'other@bridgeway.example' };
const admin = { id: 'u-admin', email: 'admin@bridgeway.example' };

describe.each(databaseSetups())('ingest tokens and their makers on $name', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;
  const disable = (id: string) =>
    db()
      .updateTable('user')
      .set({ banned: database.db().dialect === 'postgres' ? true : 1 })
      .where('id', '=', id)
      .execute();
  const make = async (name: string, actor: typeof ops | null) => {
    const made = await createTokenRecorded(
      db(),
      name,
      { actor, clientAddress: actor ? '203.0.113.9' : 'cli' },
      NOW,
    );
    if (!made.ok) throw new Error(made.error);
    return made.token;
  };

  it('lists each token with the member who made it (none for the CLI)', async () => {
    await insertStaff(database.db(), { ...ops, role: 'operations' }, NOW);
    await insertStaff(database.db(), { ...other, role: 'operations' }, NOW);
    await insertStaff(database.db(), { ...admin, role: 'admin' }, NOW);
    await make('ops-wms', ops);
    await make('cli-erp', null);
    const listed = await listTokens(db());
    expect(listed.map((t) => [t.name, t.createdBy])).toEqual([
      ['cli-erp', null],
      ['ops-wms', { email: ops.email, disabled: false }],
    ]);
  });

  it('refuses at ingest a token whose maker is disabled, even when it was never revoked', async () => {
    const secret = await make('ops-scanner', ops);
    const cli = await make('cli-scanner', null);
    const post = (token: string) =>
      receiveTrackingEvents(
        new Request('http://localhost/api/tracking/events', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ events: [] }),
        }),
        db(),
        NOW,
      );
    expect(await authenticateToken(db(), `Bearer ${secret}`, NOW)).toBe('ops-scanner');
    await disable(ops.id);
    expect(await authenticateToken(db(), `Bearer ${secret}`, NOW)).toBeNull();
    expect((await post(secret)).status).toBe(401);
    // A token made on the server's command line has no maker to disable.
    expect(await authenticateToken(db(), `Bearer ${cli}`, NOW)).toBe('cli-scanner');
    expect((await listTokens(db())).find((t) => t.name === 'ops-scanner')?.createdBy).toEqual({
      email: ops.email,
      disabled: true,
    });
  });

  it("revokes a member's active tokens with an audit entry each, in the caller's transaction", async () => {
    await make('other-a', other);
    await make('other-b', other);
    await make('admin-a', admin);
    expect(
      await revokeTokensOf(db(), other.id, { actor: admin, clientAddress: '198.51.100.4' }, NOW),
    ).toEqual(['other-a', 'other-b']);
    const stillActive = async () =>
      (await listTokens(db())).filter((t) => !t.revokedAt).map((t) => t.name);
    // Nothing revoked when the caller's transaction (the disable) fails afterwards.
    await expect(
      inTransaction(db(), async (trx) => {
        await revokeTokensOf(trx, admin.id, { actor: ops, clientAddress: null }, LATER);
        throw new Error('the disable failed');
      }),
    ).rejects.toThrow('the disable failed');
    expect(await stillActive()).toContain('admin-a');

    const revoked = await inTransaction(db(), (trx) =>
      revokeTokensOf(trx, other.id, { actor: admin, clientAddress: '198.51.100.4' }, LATER),
    );
    expect(revoked).toEqual([]);
    expect(await stillActive()).toContain('admin-a');
    expect(await stillActive()).not.toContain('other-a');
    expect(await stillActive()).not.toContain('other-b');
    const audit = await listAudit(db(), { action: 'tracking.tokens' });
    const revocations = audit
      .filter((a) => a.details?.includes('revoke'))
      .map((a) => [a.target_id, a.actor_email, a.client_address, a.details, a.at]);
    expect(revocations).toEqual([
      [
        'other-b',
        admin.email,
        '198.51.100.4',
        '{"change":"revoke","reason":"makerDisabled"}',
        NOW.toISOString(),
      ],
      [
        'other-a',
        admin.email,
        '198.51.100.4',
        '{"change":"revoke","reason":"makerDisabled"}',
        NOW.toISOString(),
      ],
    ]);
  });
});

describe.each(databaseSetups())('migration 0009 on $name', (setup) => {
  const database = useDatabase(setup);

  it('gives each token made before it its maker, from the audit entry made with the token', async () => {
    const db = database.db().db;
    // The table as it was before 0009.
    await db.schema.alterTable('tracking_tokens').dropColumn('created_by').execute();
    const T1 = '2026-11-01T00:00:00.000Z';
    const T2 = '2026-11-02T00:00:00.000Z';
    const made = async (name: string, at: string, actor: typeof ops | null, change = 'create') => {
      await recordAudit(db, {
        at: new Date(at),
        actor,
        action: 'tracking.tokens',
        target: { type: 'tracking_token', id: name },
        clientAddress: actor ? '203.0.113.9' : 'cli',
        details: { change },
      });
    };
    await sql`insert into tracking_tokens (name, token_hash, created_at, last_used_at, revoked_at)
      values ('wms', 'h1', ${T2}, null, null), ('erp', 'h2', ${T1}, null, null),
        ('cli', 'h3', ${T1}, null, null), ('unknown', 'h4', ${T1}, null, null)`.execute(db);
    // 'wms' was made by ops, revoked, then made again by other under the same name.
    await made('wms', T1, ops);
    await made('wms', T1, ops, 'revoke');
    await made('wms', T2, other);
    await made('erp', T1, admin);
    await made('erp', T2, ops, 'revoke');
    await made('cli', T1, null);
    await trackingTokenMakers.up(db);
    const rows = await db
      .selectFrom('tracking_tokens')
      .select(['name', 'created_by'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'cli', created_by: null },
      { name: 'erp', created_by: admin.id },
      { name: 'unknown', created_by: null },
      { name: 'wms', created_by: other.id },
    ]);
  });
});
