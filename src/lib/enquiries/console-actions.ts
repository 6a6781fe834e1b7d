'use server';

import { revalidatePath } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { referenceField } from '@/lib/forms/reference';
import { localizedPath } from '@/i18n/routing';
import {
  formAction,
  refusedForm,
  type ActionResult,
  type ActionState,
  type ReplyContext,
} from '@/lib/console/action';
import { NOTE_MAX } from '@/lib/console/history';
import { addEnquiryNote, assignEnquiry, setEnquiryStatus, type DeskOutcome } from './case';
import { oneLine } from './mail';
import { readEnquiryReference } from './reference';
import { REPLY_SUBJECT_MAX, REPLY_TEXT_MAX, replyToEnquiry, type ReplyOutcome } from './reply';
import { ENQUIRY_STATUSES } from './status';

/**
 * The enquiry page's forms: status, assignee, note, reply, each a desk form of the
 * console's one action shape (src/lib/console/action.ts): a refusal comes back as a message in
 * the page's language, the typed text kept, for the form to show.
 */

const reference = referenceField(readEnquiryReference);

/** A refusal's message key: the bad field's name, or what the desk said. */
type Problem = 'status' | 'assignee' | 'note' | 'subject' | 'body' | 'missing' | 'duplicate';
const limits: Partial<Record<Problem, number>> = {
  note: NOTE_MAX,
  subject: REPLY_SUBJECT_MAX,
  body: REPLY_TEXT_MAX,
};

/** The answer of a desk form whose text fields `kept` come back with a refusal. */
function answer(kept: string[] = []) {
  return async (
    result: ActionResult<{ reference: string }, DeskOutcome | ReplyOutcome>,
    { locale, form }: ReplyContext,
  ): Promise<ActionState> => {
    const t = await getTranslations({ locale, namespace: 'ConsoleEnquiries.detail' });
    const refused = (message: string) => refusedForm(form, kept, message);
    const problem = (key: Problem) => refused(t(`problem.${key}`, { max: limits[key] ?? 0 }));
    if (!result.ok)
      return problem(result.problem === 'reference' ? 'missing' : (result.problem as Problem));
    const { outcome } = result;
    if (outcome === 'missing' || outcome === 'duplicate') return problem(outcome);
    if (outcome === 'refused') return problem('assignee');
    if (outcome === 'noEmail') return refused(t('noEmail'));
    revalidatePath(localizedPath(`/console/enquiries/${result.input.reference}`, locale));
    if (outcome === 'unchanged') return { status: 'done', message: t('unchanged') };
    return { status: 'done', message: outcome === 'sent' ? t('sent') : t('done') };
  };
}

export const changeEnquiryStatus = formAction(
  'enquiries.update',
  z.object({ reference, status: z.enum(ENQUIRY_STATUSES) }),
  (db, input, by, now) => setEnquiryStatus(db, input.reference, input.status, by, now),
  answer(),
);

export const assignEnquiryTo = formAction(
  'enquiries.update',
  z.object({ reference, assignee: z.string().max(200) }),
  (db, input, by, now) => assignEnquiry(db, input.reference, input.assignee || null, by, now),
  answer(),
);

export const noteEnquiry = formAction(
  'enquiries.update',
  z.object({ reference, note: z.string().trim().min(1).max(NOTE_MAX) }),
  (db, input, by, now) => addEnquiryNote(db, input.reference, input.note, by, now),
  answer(['note']),
);

export const replyEnquiry = formAction(
  'enquiries.reply',
  z.object({
    reference,
    // One line: a subject is a mail header (no CR/LF can add another).
    subject: z.string().transform(oneLine).pipe(z.string().min(1).max(REPLY_SUBJECT_MAX)),
    body: z.string().trim().min(1).max(REPLY_TEXT_MAX),
  }),
  (db, input, by, now) =>
    replyToEnquiry(db, input.reference, { subject: input.subject, text: input.body }, by, now),
  answer(['subject', 'body']),
);
