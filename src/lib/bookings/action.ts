'use server';

import { formAction } from '@/lib/forms/action';
import {
  LINK_REQUEST_LIMIT,
  linkRequestSchema,
  requestBookingLink,
  type LinkRequestErrorKey,
} from './link-request';

/** What the fresh-link form shows after a submission; also its state before any. */
export type LinkRequestState = {
  status: 'idle' | 'requested' | 'invalid' | 'rate-limited' | 'error';
  values?: { waybill?: string; email?: string };
  errors?: { waybill?: LinkRequestErrorKey; email?: LinkRequestErrorKey };
  retryAfterMinutes?: number;
};

/**
 * The booking page's "Mail me a new link" (src/lib/forms/action.ts does what every form does).
 * Every accepted post is answered `requested`, whether or not a booking matched.
 */
export const requestBookingLinkAction = formAction({
  feature: 'booking-link',
  keep: ['waybill', 'email'],
  limit: () => LINK_REQUEST_LIMIT,
  // Asking twice is asking again (the booking's own limit keeps its mailbox quiet).
  submissionId: false,
  parse: ({ text }) => {
    const parsed = linkRequestSchema.safeParse({ waybill: text('waybill'), email: text('email') });
    if (parsed.success) return { ok: true, input: parsed.data };
    const errors: LinkRequestState['errors'] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'waybill' || field === 'email') && !errors[field])
        errors[field] = issue.message as LinkRequestErrorKey;
    }
    return { ok: false, errors };
  },
  run: (input, { db, clientKey, now }) => requestBookingLink(db.db, { ...input, clientKey }, now),
  answer: (): LinkRequestState => ({ status: 'requested' }),
  decoy: (): LinkRequestState => ({ status: 'requested' }),
});
