import type { Kysely } from 'kysely';
import { redirect } from 'next/navigation';
import type { z } from 'zod';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { searchParam, type SearchParams } from '@/lib/http/search-params';
import { ActionRefusal } from './refusal';

export { ActionRefusal };
import type { Dialect } from '@/lib/db/migrations';
import { inTransaction } from '@/lib/db/transaction';
import type { Database } from '@/lib/db/types';
import type { Permission } from '@/lib/staff/permissions';
import { requireStaffAction, type StaffMember } from '@/lib/staff/session';

/**
 * The console's one shape of a Server Action, in the spirit of saas-starter's
 * `validatedAction`: every console action is `consoleAction(permission, schema, run, reply)`.
 *
 * 1. The guard first (`requireStaffAction`): signed out, a role without `permission` or a sign-in
 *    too old for it ends there, before the form is even read.
 * 2. The form, parsed once by `schema` (zod; async transforms may read an uploaded file).
 * 3. `run`, the feature's function `(db, input, by, now)`, in ONE transaction that this helper
 *    opens: the change, its timeline and its audit entry commit together or not at all (a
 *    feature function opens its own with `inTransaction`, so the CLI can call it too). A refusal
 *    it decides after writing throws `ActionRefusal`: everything is rolled back.
 * 4. `reply`, after the commit, with the parsed input and the outcome, or the refusal.
 *
 * One answer for each kind of form (docs/console.md, "Forms"):
 * - a desk or editor form (`formAction`, with useActionState): an `ActionState` — `done` with
 *   its message, or `refused` with the message and what was typed, to show again. When the
 *   change makes, moves or removes the page itself, the reply goes to where it is now, with
 *   `?done=` (`goBack`).
 * - a list's button (`postAction`, a plain post): back to the list with `?done=<what>` or
 *   `?problem=<why>` in the address, which the page says in its language. Both work without
 *   JavaScript.
 */

/** Who makes the change, from the guard: the staff member, the page's language, the address. */
export type ActionActor = {
  staff: StaffMember;
  locale: Locale;
  clientAddress: string;
  /** The database's kind (a feature binding a library to the transaction needs it). */
  dialect: Dialect;
};

/** What a reply knows besides the result: the actor and the form as posted (its hidden fields). */
export type ReplyContext = ActionActor & { form: FormData };

export type ActionResult<Input, Outcome> =
  | { ok: true; input: Input; outcome: Outcome }
  /**
   * Refused: by the schema (`problem` is the first bad field's name, `issues` all of them), or by
   * the feature's function (`problem` is the ActionRefusal's reason, no issues).
   */
  | { ok: false; problem: string; issues: readonly z.core.$ZodIssue[] };

type Run<Input, Outcome> = (
  db: Kysely<Database>,
  input: Input,
  by: ActionActor,
  now: Date,
) => Promise<Outcome>;

type Reply<Input, Outcome, Answer> = (
  result: ActionResult<Input, Outcome>,
  context: ReplyContext,
) => Answer | Promise<Answer>;

/** A form's fields as an object for the schema (a field sent twice: its last value). */
const fieldsOf = (form: FormData) => Object.fromEntries(form.entries());

/**
 * The pipeline every console action runs; `permission` may depend on the form's button (the
 * news editor's Save asks `news.edit`, its Publish `news.publish`).
 */
export function consoleAction<Schema extends z.ZodType, Outcome, Answer>(
  permission: Permission | ((form: FormData) => Permission),
  schema: Schema,
  run: Run<z.output<Schema>, Outcome>,
  reply: Reply<z.output<Schema>, Outcome, Answer>,
): (form: FormData) => Promise<Answer> {
  return async (form) => {
    const asked = typeof permission === 'function' ? permission(form) : permission;
    const guard = await requireStaffAction(form, asked);
    const { db, dialect } = await getDb();
    const by: ActionActor = { ...guard, dialect };
    const context: ReplyContext = { ...by, form };
    const parsed = await schema.safeParseAsync(fieldsOf(form));
    if (!parsed.success) {
      const { issues } = parsed.error;
      return reply({ ok: false, problem: String(issues[0]?.path[0] ?? 'input'), issues }, context);
    }
    const now = new Date();
    let outcome: Outcome;
    try {
      outcome = await inTransaction(db, (trx) => run(trx, parsed.data, by, now));
    } catch (error) {
      if (!(error instanceof ActionRefusal)) throw error;
      return reply({ ok: false, problem: error.reason, issues: [] }, context);
    }
    return reply({ ok: true, input: parsed.data, outcome }, context);
  };
}

/** The answer of a desk or editor form (useActionState); a feature's state adds its own fields. */
export type ActionState = {
  status: 'idle' | 'done' | 'refused';
  /** What was done or why not, in the page's language. */
  message?: string;
  /** What was typed, given back with a refusal (React empties a form after its action). */
  values?: Record<string, string>;
};

/** The text fields `names` of a form as typed, to give back with a refusal. */
export function typedValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '')]));
}

/** A desk form's refusal: its `message`, with the text fields `names` given back as typed. */
export function refusedForm(
  form: FormData,
  names: readonly string[],
  message: string,
): ActionState {
  return { status: 'refused', message, values: typedValues(form, names) };
}

/** A desk or editor form's action: `(state, form) => state`, for useActionState. */
export function formAction<Schema extends z.ZodType, Outcome, State extends ActionState>(
  permission: Permission | ((form: FormData) => Permission),
  schema: Schema,
  run: Run<z.output<Schema>, Outcome>,
  reply: Reply<z.output<Schema>, Outcome, State>,
): (state: State, form: FormData) => Promise<State> {
  const action = consoleAction(permission, schema, run, reply);
  return async (_state, form) => action(form);
}

/** Where a post sends the browser: a console page (unprefixed) and what happened there. */
export type Back = { page: string; hash?: string; params?: Record<string, string> } & (
  { done: string } | { problem: string }
);

/** Sends the browser to `back.page` in `locale`, saying what happened in the address. */
export function goBack(locale: Locale, back: Back): never {
  const said: Record<string, string> =
    'done' in back ? { done: back.done } : { problem: back.problem };
  const query = new URLSearchParams({ ...said, ...back.params });
  redirect(`${localizedPath(back.page, locale)}?${query}${back.hash ? `#${back.hash}` : ''}`);
}

/** A list's button: `(form) => never`, answered by going back with `?done=` or `?problem=`. */
export function postAction<Schema extends z.ZodType, Outcome>(
  permission: Permission | ((form: FormData) => Permission),
  schema: Schema,
  run: Run<z.output<Schema>, Outcome>,
  reply: Reply<z.output<Schema>, Outcome, Back>,
): (form: FormData) => Promise<never> {
  const action = consoleAction(permission, schema, run, async (result, context) =>
    goBack(context.locale, await reply(result, context)),
  );
  return async (form) => action(form);
}

/** What the address of a page a post went back to says: `done` or `problem` (a key), if any. */
export function answerIn(query: SearchParams): { done?: string; problem?: string } {
  return { done: searchParam(query, 'done', 40), problem: searchParam(query, 'problem', 40) };
}
