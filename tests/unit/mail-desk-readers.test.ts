import { describe, expect, it } from 'vitest';
import { enqueueMail } from '@/lib/mail/outbox';
import { waitingMailPage } from '@/lib/mail/report';
import { retryFailedMail } from '@/lib/mail/retry';
import { databaseSetups, useDatabase } from '../support/db';

const NOW = new Date('2026-11-24T06:00:00Z');
const LATER = new Date('2026-11-24T07:00:00Z');

describe.each(databaseSetups())('the mail desk by role on $name', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;

  /** A failed mail of `kind`, its last error naming the recipient; its id. */
  async function failed(kind: string, to: string): Promise<number> {
    await enqueueMail(db(), { kind, to, subject: `About ${kind}`, text: 't' }, NOW);
    const row = await db()
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 8, last_error: `550 <${to}>: mailbox unavailable` })
      .where('to_address', '=', to)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }
  const statusOf = async (id: number) =>
    (
      await db()
        .selectFrom('mail_outbox')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it("refuses operations a retry of HR's application mail (with the résumé) and of sales' mail", async () => {
    const hr = await failed('careers-application', 'hr@bridgeway.example');
    const sales = await failed('enquiry-sales', 'sales@bridgeway.example');
    const tracking = await failed('tracking-status', 'buyer@example.com');

    expect(await retryFailedMail(db(), LATER, hr, 'operations')).toEqual({
      retried: [],
      refused: [hr],
    });
    expect(await statusOf(hr)).toBe('failed');
    expect(await retryFailedMail(db(), LATER, 'all', 'operations')).toEqual({
      retried: [tracking],
      refused: [hr, sales],
    });
    expect([await statusOf(hr), await statusOf(sales), await statusOf(tracking)]).toEqual([
      'failed',
      'failed',
      'pending',
    ]);
    // An administrator may read every kind, so retries them.
    expect(await retryFailedMail(db(), LATER, hr, 'admin')).toEqual({
      retried: [hr],
      refused: [],
    });
    expect(await statusOf(hr)).toBe('pending');
  });

  it('shows operations no error (which names the recipient) of a kind they may not read', async () => {
    const hr = await failed('careers-application', 'hr2@bridgeway.example');
    const tracking = await failed('tracking-confirm', 'buyer2@example.com');
    const forOperations = await waitingMailPage(db(), 'operations');
    const row = (id: number) => forOperations.rows.find((m) => m.id === id);
    expect(row(hr)).toMatchObject({
      kind: 'careers-application',
      readable: false,
      lastError: null,
    });
    expect(JSON.stringify(forOperations)).not.toContain('hr2@bridgeway.example');
    expect(row(tracking)).toMatchObject({
      readable: true,
      lastError: '550 <buyer2@example.com>: mailbox unavailable',
    });
    const forAdmin = await waitingMailPage(db(), 'admin');
    expect(forAdmin.rows.find((m) => m.id === hr)?.lastError).toContain('hr2@bridgeway.example');
  });
});
