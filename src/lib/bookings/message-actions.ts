'use server';

import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
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
import { isSubmissionId } from '@/lib/forms/submission';
import { kickMailWorker } from '@/lib/mail/worker';
import { MESSAGE_MAX, messageText, type MessageErrorKey } from './message-text';
import { answerBookingMessage, type AnswerOutcome } from './messages';
import { readBookingReference } from './reference';

/**
 * The desk's answer on a booking's page, of the console's one action shape
 * (src/lib/console/action.ts): checked like the shipper's messages, stored once per form
 * submission, audited with the staff member, the shipper's mail sent right after the answer.
 */

const reference = referenceField(readBookingReference);

export const answerBookingMessageAction = formAction(
  'bookings.message',
  z.object({
    reference,
    submissionId: z.string().refine(isSubmissionId, { error: 'missing' }),
    message: messageText,
  }),
  (db, input, by, now) =>
    answerBookingMessage(
      db,
      { reference: input.reference, text: input.message, submissionId: input.submissionId },
      by,
      now,
    ),
  async (
    result: ActionResult<{ reference: string }, AnswerOutcome>,
    { locale, form }: ReplyContext,
  ): Promise<ActionState> => {
    const t = await getTranslations({ locale, namespace: 'BookingMessages' });
    const refused = (message: string) => refusedForm(form, ['message'], message);
    if (!result.ok) {
      const key = result.issues[0]?.message;
      return result.problem === 'message' &&
        (key === 'required' || key === 'tooLong' || key === 'control')
        ? refused(t(`errors.${key satisfies MessageErrorKey}`, { max: MESSAGE_MAX }))
        : refused(t('console.missing'));
    }
    if (result.outcome === 'missing') return refused(t('console.missing'));
    if (result.outcome === 'sent') after(kickMailWorker);
    revalidatePath(localizedPath(`/console/bookings/${result.input.reference}`, locale));
    revalidatePath(localizedPath('/console', locale));
    return { status: 'done', message: t('console.sent') };
  },
);
