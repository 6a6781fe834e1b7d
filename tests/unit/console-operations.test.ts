import { describe, expect, it } from 'vitest';
import { enqueueMail } from '@/lib/mail/outbox';
import { waitingMailPage } from '@/lib/mail/report';
import { retryFailedMail } from '@/lib/mail/retry';
import { decodeCursor } from '@/lib/console/keyset';
import { listAudit } from '@/lib/staff/audit';
import { importTrackingCsv, recentImports } from '@/lib/tracking/imports';
import {
  authenticateToken,
  createTokenRecorded,
  listTokens,
  revokeTokenRecorded,
} from '@/lib/tracking/tokens';
import { shipmentTrail } from '@/lib/tracking/trail';
import { databaseSetups, insertStaff, useDatabase } from '../support/db';

const NOW = new Date('2026-11-24T06:00:00Z');
const HEADER = 'number,id,time,status,location,description,lastMileCarrier,lastMileNumber';
const GOOD = [
  HEADER,
  'BW90000001,e1,2026-11-20T10:00:00+08:00,at_warehouse,Shenzhen,Received,,',
  'BW90000001,e2,2026-11-23T09:30:00-08:00,out_for_delivery,Ontario US,Handed over,UPS,1Z999',
  'BW90000002,e1,2026-11-21T02:15:00Z,in_transit,,Departed,,',
].join('\n');
const staff = { id: 'u1', email: 'ops@bridgeway.example' };

describe.each(databaseSetups())('console operations on $name', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;

  it('imports a CSV all or nothing, records it and its audit entry in the same transaction', async () => {
    const bad = await importTrackingCsv(
      db(),
      { name: 'bad.csv', text: `${GOOD}\nBW90000003,e1,yesterday,lost,,x,,` },
      { actor: staff, clientAddress: '203.0.113.9' },
      NOW,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.errors.map((e) => [e.row, e.column])).toEqual([
        [5, 'time'],
        [5, 'status'],
      ]);
    expect(await recentImports(db())).toEqual([]);
    expect(await db().selectFrom('tracking_events').select('number').execute()).toEqual([]);

    const good = await importTrackingCsv(
      db(),
      { name: 'today.csv', text: GOOD },
      { actor: staff, clientAddress: '203.0.113.9' },
      NOW,
    );
    expect(good).toMatchObject({ ok: true, rows: 3, shipments: 2, events: { new: 3 } });
    const cli = await importTrackingCsv(
      db(),
      { name: 'again.csv', text: GOOD },
      { actor: null, clientAddress: 'cli' },
      new Date(NOW.getTime() + 60_000),
    );
    expect(cli).toMatchObject({ ok: true, events: { new: 0, duplicate: 3 } });
    const imports = await recentImports(db());
    expect(imports.map((i) => [i.fileName, i.actorEmail, i.rows, i.shipments, i.events])).toEqual([
      ['again.csv', null, 3, 2, 0],
      ['today.csv', staff.email, 3, 2, 3],
    ]);
    const audit = await listAudit(db(), { action: 'tracking.import' });
    expect(audit.map((a) => [a.actor_email, a.client_address, a.target_id])).toEqual([
      [null, 'cli', String(imports[0]!.id)],
      [staff.email, '203.0.113.9', String(imports[1]!.id)],
    ]);
  });

  it("shows a shipment's trail with its subscriptions counted, never their addresses", async () => {
    const trail = await shipmentTrail(db(), 'BW90000001', NOW);
    expect(trail?.events.map((e) => [e.id, e.time, e.lastMile])).toEqual([
      ['e2', '2026-11-23T09:30:00-08:00', { carrier: 'UPS', number: '1Z999' }],
      ['e1', '2026-11-20T10:00:00+08:00', null],
    ]);
    expect(trail?.subscriptions).toEqual({ confirmed: 0, pending: 0 });
    for (const [id, confirmed] of [
      ['s1', NOW.toISOString()],
      ['s2', null],
      ['s3', null],
    ] as const)
      await db()
        .insertInto('tracking_subscriptions')
        .values({
          id,
          number: 'BW90000001',
          email: `${id}@example.com`,
          locale: 'en',
          token_hash: id,
          created_at: NOW.toISOString(),
          confirmed_at: confirmed,
          notified_status: null,
        })
        .execute();
    const counted = await shipmentTrail(db(), 'BW90000001', NOW);
    expect(counted?.subscriptions).toEqual({ confirmed: 1, pending: 2 });
    expect(JSON.stringify(counted)).not.toContain('@example.com');
    expect(await shipmentTrail(db(), 'BW99999999', NOW)).toBeUndefined();
  });

  it('makes and revokes tokens with an audit entry naming the token, never the secret', async () => {
    await insertStaff(database.db(), { ...staff, role: 'operations' }, NOW);
    const by = { actor: staff, clientAddress: '203.0.113.9' };
    const made = await createTokenRecorded(db(), 'wms-east', by, NOW);
    if (!made.ok) throw new Error(made.error);
    expect(await createTokenRecorded(db(), 'wms-east', by, NOW)).toEqual({
      ok: false,
      error: 'exists',
    });
    expect(await authenticateToken(db(), `Bearer ${made.token}`, NOW)).toBe('wms-east');
    expect(await revokeTokenRecorded(db(), 'wms-east', by, NOW)).toBe(true);
    expect(await revokeTokenRecorded(db(), 'wms-east', by, NOW)).toBe(false);
    expect(await authenticateToken(db(), `Bearer ${made.token}`, NOW)).toBeNull();
    expect((await listTokens(db()))[0]).toMatchObject({
      name: 'wms-east',
      revokedAt: NOW.toISOString(),
    });
    const audit = await listAudit(db(), { action: 'tracking.tokens' });
    expect(audit.map((a) => [a.target_id, a.details])).toEqual([
      ['wms-east', '{"change":"revoke"}'],
      ['wms-east', '{"change":"create"}'],
    ]);
    expect(JSON.stringify(audit)).not.toContain(made.token);
  });

  it('pages the unsent mails newest first and retries failed ones from zero tries', async () => {
    for (let i = 0; i < 5; i++)
      await enqueueMail(
        db(),
        { kind: 'tracking-status', to: `r${i}@example.com`, subject: 's', text: 't' },
        new Date(NOW.getTime() + i * 1000),
      );
    const ids = (await db().selectFrom('mail_outbox').select('id').orderBy('id').execute()).map(
      (r) => Number(r.id),
    );
    await db()
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 8, last_error: 'refused' })
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    const first = await waitingMailPage(db(), 'operations', { size: 3 });
    expect(first.rows.map((m) => m.id)).toEqual([ids[4], ids[3], ids[2]]);
    expect(JSON.stringify(first)).not.toContain('@example.com');
    const second = await waitingMailPage(db(), 'operations', {
      size: 3,
      cursor: decodeCursor(first.next),
    });
    expect(second.rows.map((m) => [m.id, m.status, m.attempts])).toEqual([
      [ids[1], 'failed', 8],
      [ids[0], 'failed', 8],
    ]);
    expect(second.next).toBeUndefined();

    const later = new Date(NOW.getTime() + 3600_000);
    const retry = (which: number | 'all') => retryFailedMail(db(), later, which, 'operations');
    expect(await retry(ids[2]!)).toEqual({ retried: [], refused: [] });
    expect(await retry(ids[0]!)).toEqual({ retried: [ids[0]], refused: [] });
    expect(await retry('all')).toEqual({ retried: [ids[1]], refused: [] });
    const rows = await db()
      .selectFrom('mail_outbox')
      .select(['status', 'attempts', 'next_attempt_at'])
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    expect(rows).toEqual([
      { status: 'pending', attempts: 0, next_attempt_at: later.toISOString() },
      { status: 'pending', attempts: 0, next_attempt_at: later.toISOString() },
    ]);
  });
});
