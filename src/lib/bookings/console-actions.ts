'use server';

import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { referenceField } from '@/lib/forms/reference';
import { localizedPath, type Locale } from '@/i18n/routing';
import {
  formAction,
  goBack,
  postAction,
  refusedForm,
  type ActionResult,
  type ActionState,
  type Back,
} from '@/lib/console/action';
import { readEnquiryReference } from '@/lib/enquiries/reference';
import { kickMailWorker } from '@/lib/mail/worker';
import { MAX_BOOKING_CARTONS } from './limits';
import type { BookingChange, BookingDone, CreateOutcome, CreateRefusal } from './outcomes';
import { readBookingReference } from './reference';
import { cancelBooking, createBooking, resendBooking, revokeBookingLink } from './store';

/**
 * The bookings desk's forms, each of the console's one action shape
 * (src/lib/console/action.ts). "Confirm booking" answers in the form (a refusal in the page's
 * language, what was typed kept) or goes to the booking's page; the booking page's buttons go
 * back to it with `?done=` or `?problem=`.
 */

const enquiry = referenceField(readEnquiryReference);

const reference = referenceField(readBookingReference);

const bookingPage = (reference: string) => `/console/bookings/${reference}`;

export const createBookingAction = formAction(
  'bookings.create',
  z.object({
    enquiry,
    // The bound before the integer check (whose own bound is the largest safe integer).
    cartons: z.coerce.number().min(1).max(MAX_BOOKING_CARTONS).int(),
    destination: z.string().trim().min(1).max(100),
  }),
  (db, input, by, now) => createBooking(db, input, by, now),
  async (
    result: ActionResult<{ enquiry: string }, CreateOutcome>,
    { locale, form },
  ): Promise<ActionState> => {
    const t = await getTranslations({ locale, namespace: 'ConsoleBookings.create' });
    // Why "Confirm booking" was refused, as ConsoleBookings.create.problem keys.
    const refused = (key: CreateRefusal) =>
      refusedForm(
        form,
        ['cartons', 'destination'],
        t(`problem.${key}`, { max: MAX_BOOKING_CARTONS }),
      );
    if (!result.ok)
      return refused(
        result.problem === 'enquiry'
          ? 'missing'
          : result.problem === 'cartons'
            ? 'cartons'
            : 'destination',
      );
    const { outcome } = result;
    if (outcome.kind === 'refused') return refused(outcome.reason);
    // The customer's mail leaves now, not at the worker's next poll.
    if (outcome.kind === 'created') after(kickMailWorker);
    revalidatePath(localizedPath('/console/bookings', locale));
    revalidatePath(localizedPath(`/console/enquiries/${result.input.enquiry}`, locale));
    return goBack(locale, { page: bookingPage(outcome.reference), done: outcome.kind });
  },
);

/** The booking page's buttons: back to it, saying what happened. */
function backToBooking(done: BookingDone) {
  return (
    result: ActionResult<{ reference: string }, BookingChange>,
    { locale }: { locale: Locale },
  ): Back => {
    if (!result.ok) return { page: '/console/bookings', problem: 'missing' };
    const page = bookingPage(result.input.reference);
    const { outcome } = result;
    if (outcome === 'missing') return { page: '/console/bookings', problem: 'missing' };
    revalidatePath(localizedPath(page, locale));
    // A re-sent mail, or the cancellation's status mail, leaves now.
    if (outcome === 'changed') {
      after(kickMailWorker);
      return { page, done };
    }
    return { page, problem: outcome };
  };
}

export const cancelBookingAction = postAction(
  'bookings.cancel',
  z.object({ reference, confirm: z.literal('on') }),
  (db, input, by, now) => cancelBooking(db, input.reference, by, now),
  (result, context) =>
    !result.ok && result.problem === 'confirm'
      ? {
          page: bookingPage(readBookingReference(String(context.form.get('reference'))) ?? ''),
          problem: 'confirm',
        }
      : backToBooking('cancelled')(result, context),
);

export const resendBookingAction = postAction(
  'bookings.link',
  z.object({ reference }),
  (db, input, by, now) => resendBooking(db, input.reference, by, now),
  backToBooking('resent'),
);

export const revokeBookingLinkAction = postAction(
  'bookings.link',
  z.object({ reference }),
  (db, input, by, now) => revokeBookingLink(db, input.reference, by, now),
  backToBooking('revoked'),
);
