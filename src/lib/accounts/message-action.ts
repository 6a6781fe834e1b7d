'use server';

import { randomUUID } from 'node:crypto';
import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { asLocale, localizedPath } from '@/i18n/routing';
import { messageText, type MessageErrorKey } from '@/lib/bookings/message-text';
import { MESSAGE_LIMIT, postShipperMessage } from '@/lib/bookings/messages';
import { readBookingReference } from '@/lib/bookings/reference';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/forms/action';
import { clientAddress } from '@/lib/http/client-address';
import { salesInbox } from '@/lib/mail/config';
import { requireCustomer } from './guard';
import { accountBooking } from './records';

/** The message form's state: sent (with the next message's submission id), or why not. */
export type MessageFormState = {
  status: 'idle' | 'sent' | 'invalid' | 'rate-limited' | 'error';
  values?: Record<string, string>;
  errors?: { message?: MessageErrorKey };
  submissionId?: string;
  retryAfterMinutes?: number;
};

/**
 * "Send message" on one of the account's bookings (docs/bookings.md, "Messages"): the session
 * first (signed out: the sign-in, back to the booking after it), then the booking among the
 * account's own (another address's: 404), then the form as every form of the site
 * (src/lib/forms/action.ts): the text checked, stored once per submission within the account's
 * limit, the desk owner's mail sent right after the answer.
 */
export async function postBookingMessageAction(
  previous: MessageFormState,
  form: FormData,
): Promise<MessageFormState> {
  const locale = asLocale(String(form.get('locale') ?? ''));
  const reference = readBookingReference(String(form.get('reference') ?? '').slice(0, 20));
  const page = `/account/bookings/${reference ?? ''}`;
  const session = await requireCustomer(locale, reference ? page : '/account');
  const { db } = await getDb();
  const booking = reference ? await accountBooking(db, session.email, reference) : undefined;
  if (!booking) notFound();
  return formAction<string, MessageFormState['errors'], unknown, MessageFormState>({
    feature: 'booking-message',
    keep: ['message'],
    limit: () => MESSAGE_LIMIT,
    submissionId: true,
    parse: ({ form: posted }) => {
      const raw = posted.get('message');
      const parsed = messageText.safeParse(typeof raw === 'string' ? raw : '');
      return parsed.success
        ? { ok: true, input: parsed.data }
        : { ok: false, errors: { message: parsed.error.issues[0]!.message as MessageErrorKey } };
    },
    run: async (text, post) =>
      postShipperMessage(
        post.db,
        {
          booking,
          account: { id: session.accountId },
          text,
          submissionId: post.submissionId!,
          clientAddress: clientAddress(await headers()),
          salesInbox: salesInbox(),
        },
        post.now,
      ),
    answer: (_stored, post): MessageFormState => {
      // The conversation is the page's: rendered again with the new message.
      revalidatePath(localizedPath(page, post.locale));
      return { status: 'sent', submissionId: randomUUID() };
    },
    decoy: (): MessageFormState => ({ status: 'sent', submissionId: randomUUID() }),
  })(previous, form);
}
