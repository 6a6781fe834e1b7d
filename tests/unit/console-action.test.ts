import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { request } from '../support/staff-request';
import { asLocale } from '@/i18n/routing';
import {
  ActionRefusal,
  consoleAction,
  formAction,
  postAction,
  type ActionActor,
  type ActionState,
} from '@/lib/console/action';
import { recordDeskChange } from '@/lib/console/history';
import type { Database } from '@/lib/db/types';
import type { Kysely } from 'kysely';
import { databaseSetups, useDatabase } from '../support/db';

// The console's one action shape (src/lib/console/action.ts): the guard before anything, one
// parse, the feature's function in one transaction, the answer after it. The guard is the
// session module's (its own tests and the permission matrix hold it); here it stands in, saying
// who asked and refusing as it would (the sign-in's redirect, the 403), so that what the helper
// does before and after it can be watched.
vi.mock('next/navigation', async () =>
  (await import('../support/staff-request')).throwingNavigation(),
);
const guard = { refuse: undefined as 'signedOut' | 'role' | undefined, asked: [] as string[] };
vi.mock('@/lib/staff/session', () => ({
  requireStaffAction: async (form: FormData, permission: string) => {
    guard.asked.push(permission);
    if (guard.refuse === 'signedOut') throw new Error('redirect /console/sign-in?next=%2Fconsole');
    if (guard.refuse === 'role') throw new Error('forbidden');
    const staff = { id: 'u-sam', email: 'sam@bridgeway.example', name: 'Sam', role: 'sales' };
    return { staff, locale: asLocale(String(form.get('locale'))), clientAddress: '192.0.2.7' };
  },
}));

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ locale: 'zh', back: '/console', ...fields }))
    form.set(name, value);
  return form;
};

/** A desk change (a note on an enquiry): its timeline entry and its audit entry. */
const note = (db: Kysely<Database>, by: ActionActor, now: Date, reference: string) =>
  recordDeskChange(db, { type: 'enquiry', id: reference }, by, now, {
    kind: 'note',
    history: { text: 'called back' },
    action: 'enquiries.note',
  });

describe.each(databaseSetups())('a console action ($name)', (setup) => {
  const database = useDatabase(setup);
  const rows = async () => {
    const { db } = database.db();
    const count = async (table: 'audit_log' | 'staff_history') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return { audit: await count('audit_log'), history: await count('staff_history') };
  };

  // What the schema read and the feature's function and the reply were given.
  let parsed: unknown[];
  let ran: { input: unknown; by: ActionActor; now: Date }[];
  const schema = z
    .object({ reference: z.string().min(1), count: z.coerce.number().int() })
    .transform((input) => {
      parsed.push(input);
      return { ...input, reference: input.reference.toUpperCase() };
    });

  beforeEach(() => {
    request.db = database.db();
    guard.refuse = undefined;
    guard.asked = [];
    parsed = [];
    ran = [];
  });

  const noteAction = (then: 'return' | 'refuse' | 'fail' = 'return') =>
    consoleAction(
      'enquiries.update',
      schema,
      async (db, input, by, now) => {
        ran.push({ input, by, now });
        await note(db, by, now, input.reference);
        if (then === 'refuse') throw new ActionRefusal('unchanged');
        if (then === 'fail') throw new Error('the disk is full');
        return 'changed' as const;
      },
      (result) => result,
    );

  it('asks the guard first: signed out or refused, the form is not even read', async () => {
    const before = await rows();
    for (const refuse of ['signedOut', 'role'] as const) {
      guard.refuse = refuse;
      await expect(noteAction()(formOf({ reference: 'bw-1', count: '2' }))).rejects.toThrow(
        refuse === 'role' ? 'forbidden' : 'redirect /console/sign-in',
      );
    }
    expect(guard.asked).toEqual(['enquiries.update', 'enquiries.update']);
    expect(parsed).toEqual([]);
    expect(ran).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('asks the permission the form’s button needs', async () => {
    const action = consoleAction(
      (form) => (form.get('intent') === 'publish' ? 'news.publish' : 'news.edit'),
      z.object({}),
      async () => 'done',
      () => 'answered',
    );
    await action(formOf({ intent: 'publish' }));
    await action(formOf({}));
    expect(guard.asked).toEqual(['news.publish', 'news.edit']);
  });

  it('gives a refused form to the reply, naming the first bad field, and changes nothing', async () => {
    const before = await rows();
    const result = await noteAction()(formOf({ reference: 'bw-1', count: 'many' }));
    expect(result).toMatchObject({ ok: false, problem: 'count' });
    expect(!result.ok && result.issues.map((i) => i.path.join('.'))).toEqual(['count']);
    expect(ran).toEqual([]);
    expect(await rows()).toEqual(before);
  });

  it('gives the feature’s function the parsed input, who asks and the time, then the reply its outcome', async () => {
    const before = await rows();
    const result = await noteAction()(formOf({ reference: 'bw-2', count: '3' }));
    expect(result).toEqual({
      ok: true,
      input: { reference: 'BW-2', count: 3 },
      outcome: 'changed',
    });
    expect(parsed).toEqual([{ reference: 'bw-2', count: 3 }]);
    const [call] = ran;
    expect(call?.input).toEqual({ reference: 'BW-2', count: 3 });
    expect(call?.by).toMatchObject({
      staff: { id: 'u-sam', email: 'sam@bridgeway.example' },
      locale: 'zh',
      clientAddress: '192.0.2.7',
      dialect: database.db().dialect,
    });
    expect(call?.now).toBeInstanceOf(Date);
    expect(await rows()).toEqual({ audit: before.audit + 1, history: before.history + 1 });
    const entry = await database
      .db()
      .db.selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', 'BW-2')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_id: 'u-sam', client_address: '192.0.2.7' });
  });

  it('keeps nothing of a change whose function fails or refuses after writing', async () => {
    const before = await rows();
    await expect(noteAction('fail')(formOf({ reference: 'bw-3', count: '1' }))).rejects.toThrow(
      'the disk is full',
    );
    expect(await rows()).toEqual(before);
    const refused = await noteAction('refuse')(formOf({ reference: 'bw-3', count: '1' }));
    expect(refused).toEqual({ ok: false, problem: 'unchanged', issues: [] });
    expect(ran).toHaveLength(2);
    expect(await rows()).toEqual(before);
  });

  it('answers a desk form with its state, and a list’s post by going back with what happened', async () => {
    const desk = formAction(
      'enquiries.update',
      schema,
      async () => 'changed',
      (result, { form }): ActionState =>
        result.ok
          ? { status: 'done', message: `saved ${result.input.reference}` }
          : {
              status: 'refused',
              message: result.problem,
              values: { note: String(form.get('note')) },
            },
    );
    // useActionState's (state, form).
    expect(desk.length).toBe(2);
    expect(await desk({ status: 'idle' }, formOf({ reference: 'bw-4', count: '1' }))).toEqual({
      status: 'done',
      message: 'saved BW-4',
    });
    expect(await desk({ status: 'idle' }, formOf({ count: '1', note: 'typed' }))).toEqual({
      status: 'refused',
      message: 'reference',
      values: { note: 'typed' },
    });

    const post = postAction(
      'enquiries.update',
      schema,
      async () => 'moved',
      (result) =>
        result.ok
          ? { page: '/console/positions', done: 'moved', params: { id: 'a b' }, hash: 'opening-a' }
          : { page: '/console/positions', problem: result.problem },
    );
    // A plain form's (form).
    expect(post.length).toBe(1);
    await expect(post(formOf({ reference: 'bw-5', count: '1' }))).rejects.toThrow(
      'redirect /zh/console/positions?done=moved&id=a+b#opening-a',
    );
    await expect(post(formOf({ reference: 'bw-5', count: 'x', locale: 'en' }))).rejects.toThrow(
      'redirect /console/positions?problem=count',
    );
  });
});
