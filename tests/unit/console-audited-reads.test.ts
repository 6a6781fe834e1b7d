import { describe, expect, it } from 'vitest';
import { exportEnquiriesRecorded } from '@/lib/enquiries/export';
import { enqueueMail } from '@/lib/mail/outbox';
import { retryFailedMailRecorded } from '@/lib/mail/retry';
import { listAudit } from '@/lib/staff/audit';
import { auditQueryOf, exportAuditRecorded } from '@/lib/staff/audit-view';
import { databaseSetups, useDatabase } from '../support/db';

// What the console's actions and routes used to record themselves and their features
// now record, in the transaction of what they do: a mail retried, the two CSV exports.
const NOW = new Date('2026-12-01T01:00:00Z');
const by = {
  staff: { id: 'u-admin', email: 'boss@bridgeway.example', name: 'Boss' },
  clientAddress: '192.0.2.8',
};

describe.each(databaseSetups())('the console’s audited reads and retries ($name)', (setup) => {
  const database = useDatabase(setup);
  const db = () => database.db().db;

  it('retries failed mails with one mail.retry entry each, and none for a mail not failed', async () => {
    for (const to of ['a@example.com', 'b@example.com', 'c@example.com'])
      await enqueueMail(db(), { kind: 'tracking-status', to, subject: 's', text: 't' }, NOW);
    const ids = (await db().selectFrom('mail_outbox').select('id').orderBy('id').execute()).map(
      (r) => Number(r.id),
    );
    await db()
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: 8 })
      .where('id', 'in', ids.slice(0, 2))
      .execute();
    const actor = { actor: by.staff, role: 'admin', clientAddress: by.clientAddress };
    expect(await retryFailedMailRecorded(db(), ids[2]!, actor, NOW)).toEqual({
      retried: [],
      refused: [],
    });
    expect(await retryFailedMailRecorded(db(), 'all', actor, NOW)).toEqual({
      retried: ids.slice(0, 2),
      refused: [],
    });
    const entries = await listAudit(db(), { action: 'mail.retry' });
    expect(entries.map((e) => [e.target_id, e.actor_email, e.client_address]).sort()).toEqual(
      ids.slice(0, 2).map((id) => [String(id), 'boss@bridgeway.example', '192.0.2.8']),
    );
  });

  it('exports the enquiries of the filters, recording the count and no searched words', async () => {
    await db()
      .insertInto('enquiries')
      .values(
        ['EXPRT1', 'EXPRT2'].map((reference, i) => ({
          reference,
          submission_key: `export-${i}`,
          created_at: NOW.toISOString(),
          consent_at: NOW.toISOString(),
          locale: 'en',
          service: 'general',
          name: i === 0 ? 'Anna Berg' : 'Li Wei',
          message: 'A message long enough.',
        })),
      )
      .execute();
    const csv = await exportEnquiriesRecorded(db(), { text: 'Anna Berg' }, by, NOW);
    expect(csv).toContain('EXPRT1');
    expect(csv).not.toContain('EXPRT2');
    const [entry] = await listAudit(db(), { action: 'enquiries.export' });
    expect(JSON.parse(entry!.details!)).toEqual({ filters: { text: 'given' }, rows: 1 });
    expect(entry!.details).not.toContain('Anna');
    expect(entry).toMatchObject({ actor_id: 'u-admin', client_address: '192.0.2.8' });
  });

  it('exports the audit log of the filters, the export itself recorded with them', async () => {
    const query = auditQueryOf(new URLSearchParams({ action: 'mail.' }));
    const csv = await exportAuditRecorded(db(), query, by, NOW);
    expect(csv.trim().split('\n')).toHaveLength(3);
    expect(csv).not.toContain('enquiries.export');
    const [entry] = await listAudit(db(), { action: 'audit.export' });
    expect(JSON.parse(entry!.details!)).toMatchObject({ action: 'mail.', entries: 2 });
  });
});
