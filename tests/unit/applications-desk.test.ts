import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { storeApplication } from '@/lib/careers/store';
import {
  addApplicationNote,
  deleteApplication,
  deskPositions,
  downloadResume,
  listDesk,
  setApplicationStatus,
  showApplication,
} from '@/lib/careers/desk';
import { historyOf } from '@/lib/console/history';
import { listAudit } from '@/lib/staff/audit';
import { testApplication } from '../support/application';
import { pdfBytes } from '../support/resume-bytes';
import { hrActor } from '../support/actor';
import { databaseSetups, useDatabase } from '../support/db';

const hr = hrActor;

/** An application to `position` (titled after it), mailed to HR's inbox. */
const application = (position: string, email?: string) =>
  testApplication(
    { position, positionTitle: `Title of ${position}`, ...(email ? { email } : {}) },
    { mailTo: 'hr-inbox@example.com' },
  );

for (const setup of databaseSetups()) {
  describe(`the applications desk in ${setup.name}`, () => {
    const database = useDatabase(setup);
    const db = () => database.db().db;
    const store = async (position: string, at: string, email?: string) => {
      const outcome = await storeApplication(
        database.db(),
        application(position, email),
        new Date(at),
      );
      if (outcome.kind !== 'stored') throw new Error(outcome.kind);
      return outcome.reference;
    };

    it('lists by position and status newest first, page by page', async () => {
      const a = await store('desk-a', '2026-11-01T01:00:00Z');
      const b = await store('desk-b', '2026-11-02T01:00:00Z');
      const c = await store('desk-a', '2026-11-03T01:00:00Z');
      const d = await store('desk-a', '2026-11-03T01:00:00Z');
      const [d1, d2] = [c, d].sort().reverse();
      const first = await listDesk(db(), { position: 'desk-a' }, 2);
      expect(first.rows.map((r) => r.id)).toEqual([d1, d2]);
      const second = await listDesk(db(), { position: 'desk-a', cursor: first.next }, 2);
      expect(second.rows.map((r) => r.id)).toEqual([a]);
      expect(second.next).toBeUndefined();

      expect(await setApplicationStatus(db(), { id: b, status: 'interview' }, hr, new Date())).toBe(
        'changed',
      );
      const interviews = await listDesk(db(), { status: 'interview' });
      expect(interviews.rows.map((r) => r.id)).toEqual([b]);
      expect(interviews.rows[0]).toMatchObject({
        name: '李晓明',
        city: '深圳',
        status: 'interview',
      });

      const positions = await deskPositions(db(), [{ id: 'desk-b', title: 'Open B' }]);
      expect(positions).toContainEqual({ id: 'desk-b', title: 'Open B' });
      expect(positions).toContainEqual({ id: 'desk-a', title: 'Title of desk-a' });
      expect(positions.filter((p) => p.id === 'desk-b')).toHaveLength(1);
    });

    it('keeps status changes and notes in the timeline, the audit log without personal data', async () => {
      const email = `${randomUUID()}@example.com`;
      const id = await store('desk-c', '2026-11-04T01:00:00Z', email);
      const at = new Date('2026-11-05T02:00:00Z');
      expect(await setApplicationStatus(db(), { id, status: 'reviewing' }, hr, at)).toBe('changed');
      expect(await setApplicationStatus(db(), { id, status: 'reviewing' }, hr, at)).toBe(
        'unchanged',
      );
      expect(await setApplicationStatus(db(), { id: 'BW-0', status: 'offer' }, hr, at)).toBe(
        'missing',
      );
      expect(await addApplicationNote(db(), { id, text: 'Call 李晓明 back' }, hr, at)).toBe(
        'changed',
      );
      expect(await addApplicationNote(db(), { id: 'BW-0', text: 'x' }, hr, at)).toBe('missing');
      expect((await showApplication(db(), id))?.status).toBe('reviewing');

      const timeline = await historyOf(db(), { type: 'application', id });
      expect(timeline.map((h) => [h.kind, h.details, h.actor.name])).toEqual([
        ['status', { from: 'new', to: 'reviewing' }, 'Hanna HR'],
        ['note', { text: 'Call 李晓明 back' }, 'Hanna HR'],
      ]);
      const audit = await listAudit(db(), { target: { type: 'application', id } });
      expect(audit.map((e) => e.action).sort()).toEqual([
        'applications.note',
        'applications.update',
      ]);
      expect(JSON.stringify(audit)).not.toMatch(/李晓明|Call/);
      expect(JSON.stringify(audit)).not.toContain(email);
      expect(audit.every((e) => e.client_address === hr.clientAddress)).toBe(true);
    });

    it('hands the résumé decrypted and records the download', async () => {
      const email = `${randomUUID()}@example.com`;
      const id = await store('desk-d', '2026-11-06T01:00:00Z', email);
      const file = await downloadResume(db(), id, hr, new Date());
      expect(file).toMatchObject({ name: '简历 cv.pdf', type: 'application/pdf' });
      expect(file?.bytes.equals(pdfBytes(email))).toBe(true);
      const audit = await listAudit(db(), { action: 'applications.downloadResume' });
      expect(audit[0]).toMatchObject({
        target_id: id,
        actor_email: 'hr@example.com',
        details: null,
      });
      expect(await downloadResume(db(), 'BW-0', hr, new Date())).toBeUndefined();
    });

    it('deletes on request: record, résumé, timeline and queued HR mail; the audit keeps the id', async () => {
      const email = `${randomUUID()}@example.com`;
      const id = await store('desk-e', '2026-11-07T01:00:00Z', email);
      await addApplicationNote(db(), { id, text: 'note' }, hr, new Date());
      const outbox = () =>
        db()
          .selectFrom('mail_outbox')
          .select('id')
          .where('dedupe_key', '=', `application:${id}`)
          .execute();
      expect(await outbox()).toHaveLength(1);

      expect(await deleteApplication(db(), id, hr, new Date())).toBe(true);
      expect(await showApplication(db(), id)).toBeUndefined();
      const files = await db()
        .selectFrom('application_files')
        .select('application_id')
        .where('application_id', '=', id)
        .execute();
      expect(files).toEqual([]);
      expect(await historyOf(db(), { type: 'application', id })).toEqual([]);
      expect(await outbox()).toEqual([]);
      const [entry] = await listAudit(db(), {
        action: 'applications.delete',
        target: { type: 'application', id },
      });
      expect(entry).toMatchObject({
        actor_email: 'hr@example.com',
        client_address: hr.clientAddress,
      });
      expect(JSON.stringify(entry)).not.toContain(email);
      expect(JSON.stringify(entry)).not.toContain('李晓明');
      expect(await deleteApplication(db(), id, hr, new Date())).toBe(false);
    });
  });
}
