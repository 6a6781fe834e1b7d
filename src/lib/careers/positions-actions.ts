'use server';

import { z } from 'zod';
import {
  formAction,
  goBack,
  postAction,
  typedValues,
  type ActionState,
  type Back,
} from '@/lib/console/action';
import { POSITION_STATUSES, type OpeningProblem } from './opening';
import { createOpening, moveOpening, setOpeningStatus, updateOpening } from './openings';
import { openingFormFields, openingOfForm } from './opening-form';

/**
 * The job openings desk's forms, of the console's one action shape
 * (src/lib/console/action.ts): each change with its audit entry and the content version's bump
 * (./openings.ts). The editor's save is a form that keeps its text (a refusal comes back with
 * the text as sent; a save goes to the opening's page); a list's Up/Down and Open/Close are
 * posts that go back with what happened in the address.
 */

export type OpeningFormState = ActionState & {
  problems?: OpeningProblem[];
  /** Someone saved since: who and when; `version` is theirs (saving again replaces it). */
  conflict?: { by: string | null; at: string; version: number };
  notFound?: true;
};

const openingId = z.string().trim().min(1).max(80);

/** The editor's form: the opening's id (none for a new one), its version, and its fields. */
const openingForm = z
  .looseObject({
    id: z.string().trim().max(80).default(''),
    version: z.coerce.number().int().min(0).default(0),
  })
  .transform(({ id, version, ...fields }) => ({
    id,
    version,
    opening: openingOfForm(
      Object.fromEntries(openingFormFields.map((name) => [name, String(fields[name] ?? '')])),
    ),
  }));

/** Saves the editor's form: a new opening (no id) or a change of the version it loaded. */
export const saveOpening = formAction(
  'positions.edit',
  openingForm,
  (db, { id, version, opening }, by, now) =>
    id ? updateOpening(db, { id, version, opening }, by, now) : createOpening(db, opening, by, now),
  (result, { locale, form }): OpeningFormState => {
    const values = typedValues(form, openingFormFields);
    if (!result.ok) return { status: 'refused', notFound: true, values };
    const { outcome } = result;
    if (outcome.ok)
      return goBack(locale, {
        page: `/console/positions/${encodeURIComponent(outcome.id)}`,
        done: result.input.id ? 'updated' : 'created',
      });
    if ('problems' in outcome) return { status: 'refused', problems: outcome.problems, values };
    if ('conflict' in outcome) return { status: 'refused', conflict: outcome.conflict, values };
    return { status: 'refused', notFound: true, values };
  },
);

const LIST = '/console/positions';

/** Opens or closes an opening from the list or the editor (`back` says which). */
export const changeOpeningStatus = postAction(
  'positions.edit',
  z.object({ id: openingId, status: z.enum(POSITION_STATUSES) }),
  (db, input, by, now) => setOpeningStatus(db, input, by, now),
  (result, { form }): Back => {
    if (!result.ok) return { page: LIST, problem: 'status' };
    const { input, outcome } = result;
    const page =
      form.get('back') === LIST ? LIST : `/console/positions/${encodeURIComponent(input.id)}`;
    const params = { id: input.id };
    if (outcome.ok) return { page, done: input.status, params };
    return { page, problem: 'problems' in outcome ? 'incomplete' : 'status', params };
  },
);

/** Moves an opening one place up or down the join-us page. */
export const moveOpeningAction = postAction(
  'positions.edit',
  z.object({ id: openingId, direction: z.enum(['up', 'down']) }),
  (db, input, by, now) => moveOpening(db, input, by, now),
  (result): Back =>
    result.ok && result.outcome
      ? {
          page: LIST,
          done: 'moved',
          params: { id: result.input.id },
          hash: `opening-${result.input.id}`,
        }
      : { page: LIST, problem: 'move' },
);
