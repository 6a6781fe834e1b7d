'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { localizedPath } from '@/i18n/routing';
import {
  formAction,
  goBack,
  refusedForm,
  type ActionResult,
  type ActionState,
  type ReplyContext,
} from '@/lib/console/action';
import { NOTE_MAX } from '@/lib/console/history';
import { addApplicationNote, deleteApplication, setApplicationStatus } from './desk';
import { APPLICATION_STATUSES } from './status';

/**
 * The applications desk's forms, desk forms of the console's one action shape
 * (src/lib/console/action.ts), as on an enquiry's page: each change with its timeline and audit
 * entry (src/lib/careers/desk.ts), then what was done or why not beside the form, in the staff
 * member's language; the typed note is kept after a refusal.
 */

const id = z.string().trim().min(1).max(40);

/** A desk form's answer: `saved` when it was done, else `refusal` (ConsoleApplications keys). */
function answer(saved: 'statusSaved' | 'noteSaved', refusal: 'statusInvalid' | 'noteInvalid') {
  return async (
    result: ActionResult<{ id: string }, string>,
    { locale, form }: ReplyContext,
  ): Promise<ActionState> => {
    const t = await getTranslations({ locale, namespace: 'ConsoleApplications' });
    if (!result.ok || result.outcome === 'missing')
      return refusedForm(form, ['text'], t(refusal, { max: NOTE_MAX }));
    revalidatePath(localizedPath(`/console/applications/${result.input.id}`, locale));
    return { status: 'done', message: t(saved) };
  };
}

export const changeApplicationStatus = formAction(
  'applications.update',
  z.object({ id, status: z.enum(APPLICATION_STATUSES) }),
  (db, input, by, now) => setApplicationStatus(db, input, by, now),
  answer('statusSaved', 'statusInvalid'),
);

export const addNote = formAction(
  'applications.update',
  z.object({ id, text: z.string().trim().min(1).max(NOTE_MAX) }),
  (db, input, by, now) => addApplicationNote(db, input, by, now),
  answer('noteSaved', 'noteInvalid'),
);

/** Deletes on the applicant's request, once the form's box says they asked; then the list. */
export const deleteOnRequest = formAction(
  'applications.delete',
  z.object({ id, confirm: z.literal('on') }),
  (db, input, by, now) => deleteApplication(db, input.id, by, now),
  async (result, { locale }): Promise<ActionState> => {
    if (!result.ok) {
      const t = await getTranslations({ locale, namespace: 'ConsoleApplications' });
      return { status: 'refused', message: t('confirmMissing') };
    }
    // The page itself is gone: the list says which one was deleted.
    revalidatePath(localizedPath('/console/applications', locale));
    return goBack(locale, {
      page: '/console/applications',
      done: 'deleted',
      params: { id: result.input.id },
    });
  },
);
