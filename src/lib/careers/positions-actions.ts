'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { requireStaffAction } from '@/lib/staff/session';
import { POSITION_STATUSES, type Opening, type OpeningProblem } from './opening';
import { createOpening, moveOpening, setOpeningStatus, updateOpening } from './openings';
import { openingFormFields, openingOfForm } from './opening-form';

/**
 * The job openings desk's forms (issue 29), which work without JavaScript: each checks the
 * session and the permission first, then makes the change with its audit entry and the content
 * version's bump (./openings.ts) and sends the browser back with what happened in the address.
 * The editor's save is a useActionState action: a refusal comes back with the text as sent.
 */

export type OpeningFormState = {
  problems?: OpeningProblem[];
  /** Someone saved since: who and when; `version` is theirs (saving again replaces it). */
  conflict?: { by: string | null; at: string; version: number };
  /** The fields as sent, to put back into the form. */
  values?: Record<string, string>;
  notFound?: true;
};

const saveForm = z.object({
  id: z.string().trim().max(80).default(''),
  version: z.coerce.number().int().min(0).default(0),
});
const statusForm = z.object({
  id: z.string().trim().min(1).max(80),
  status: z.enum(POSITION_STATUSES),
});
const moveForm = z.object({
  id: z.string().trim().min(1).max(80),
  direction: z.enum(['up', 'down']),
});

const fields = (form: FormData) => Object.fromEntries(form.entries());
function list(locale: Locale, query: string): never {
  redirect(`${localizedPath('/console/positions', locale)}?${query}`);
}
function editor(locale: Locale, id: string, query: string): never {
  redirect(`${localizedPath(`/console/positions/${encodeURIComponent(id)}`, locale)}?${query}`);
}

/** Saves the editor's form: a new opening (no id) or a change of the version it loaded. */
export async function saveOpening(
  _state: OpeningFormState,
  form: FormData,
): Promise<OpeningFormState> {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'positions.edit');
  const values = Object.fromEntries(
    openingFormFields.map((name) => [name, String(form.get(name) ?? '')]),
  );
  const keys = saveForm.safeParse(fields(form));
  if (!keys.success) return { notFound: true, values };
  const opening: Opening = openingOfForm(values);
  const { db } = await getDb();
  const actor = { staff, clientAddress };
  const { id, version } = keys.data;
  const outcome = id
    ? await updateOpening(db, { id, version, opening }, actor, new Date())
    : await createOpening(db, opening, actor, new Date());
  if (outcome.ok) editor(locale, outcome.id, id ? 'saved=updated' : 'saved=created');
  if ('problems' in outcome) return { problems: outcome.problems, values };
  if ('conflict' in outcome) return { conflict: outcome.conflict, values };
  return { notFound: true, values };
}

/** Opens or closes an opening from the list or the editor (`back` says which). */
export async function changeOpeningStatus(form: FormData) {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'positions.edit');
  const input = statusForm.safeParse(fields(form));
  if (!input.success) list(locale, 'problem=status');
  const { db } = await getDb();
  const outcome = await setOpeningStatus(db, input.data, { staff, clientAddress }, new Date());
  const id = encodeURIComponent(input.data.id);
  const query = outcome.ok
    ? `saved=${input.data.status}&id=${id}`
    : `problem=${'problems' in outcome ? 'incomplete' : 'status'}&id=${id}`;
  if (form.get('back') === '/console/positions') list(locale, query);
  editor(locale, input.data.id, query);
}

/** Moves an opening one place up or down the join-us page. */
export async function moveOpeningAction(form: FormData) {
  const { staff, locale, clientAddress } = await requireStaffAction(form, 'positions.edit');
  const input = moveForm.safeParse(fields(form));
  if (!input.success) list(locale, 'problem=move');
  const { db } = await getDb();
  await moveOpening(db, input.data, { staff, clientAddress }, new Date());
  list(locale, `moved=${encodeURIComponent(input.data.id)}#opening-${input.data.id}`);
}
