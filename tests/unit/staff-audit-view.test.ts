import { describe, expect, it } from 'vitest';
import { decodeCursor } from '@/lib/console/keyset';
import { auditPage, listAudit, recordAudit } from '@/lib/staff/audit';
import { auditCsv, auditQueryOf, auditSearch } from '@/lib/staff/audit-view';
import { databaseSetups, useDatabase } from '../support/db';

describe('the audit screen’s address', () => {
  it('reads Beijing dates into instants, `to` including its whole day', () => {
    const { form, filters } = auditQueryOf(
      new URLSearchParams({
        actor: ' Boss@BridgeWay.example ',
        action: 'staff.',
        targetId: 'K7M2QX',
        from: '2026-12-01',
        to: '2026-12-02',
      }),
    );
    expect(filters).toEqual({
      actorEmail: 'boss@bridgeway.example',
      action: 'staff.',
      target: { id: 'K7M2QX' },
      since: '2026-11-30T16:00:00.000Z',
      until: '2026-12-02T16:00:00.000Z',
    });
    expect(auditSearch(form, { after: 'x' })).toBe(
      'actor=boss%40bridgeway.example&action=staff.&targetId=K7M2QX&from=2026-12-01&to=2026-12-02&after=x',
    );
  });

  it('leaves out dates that are not dates', () => {
    const { form, filters } = auditQueryOf({ from: '2026-13-45', to: 'yesterday' });
    expect([form.from, form.to, filters]).toEqual(['', '', {}]);
  });
});

describe.each(databaseSetups())('audit pages ($name)', (setup) => {
  const database = useDatabase(setup);

  it('pages newest first by keyset, with the filters, and exports them as CSV', async () => {
    const { db } = database.db();
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 5; i++)
        await recordAudit(trx, {
          // Two entries share a time: the id orders them.
          at: new Date(Date.UTC(2026, 11, 1, 0, Math.min(i, 3))),
          actor: { id: 'u1', email: 'boss@bridgeway.example' },
          action: i % 2 ? 'staff.disable' : 'staff.invite',
          target: { type: 'user', id: `u${i}` },
          clientAddress: '192.0.2.1',
          details: { n: i },
        });
    });
    const first = await auditPage(db, { action: 'staff.' }, { size: 2 });
    expect(first.rows.map((r) => r.target_id)).toEqual(['u4', 'u3']);
    // The screen gets the details read, as recordAudit was given them.
    expect(first.rows.map((r) => r.details)).toEqual([{ n: 4 }, { n: 3 }]);
    const second = await auditPage(
      db,
      { action: 'staff.' },
      { size: 2, cursor: decodeCursor(first.next) },
    );
    expect(second.rows.map((r) => r.target_id)).toEqual(['u2', 'u1']);
    const last = await auditPage(
      db,
      { action: 'staff.' },
      { size: 2, cursor: decodeCursor(second.next) },
    );
    expect([last.rows.map((r) => r.target_id), last.next]).toEqual([['u0'], undefined]);
    expect((await listAudit(db, { action: 'staff.disable' })).map((r) => r.target_id)).toEqual([
      'u3',
      'u1',
    ]);

    const csv = auditCsv(await listAudit(db, { target: { id: 'u1' } }));
    expect(csv).toBe(
      '\uFEFFat (UTC),actor,action,target type,target,client address,details\r\n' +
        '2026-12-01T00:01:00.000Z,boss@bridgeway.example,staff.disable,user,u1,192.0.2.1,"{""n"":1}"\r\n',
    );
  });
});
