'use server';

import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { z } from 'zod';
import { referenceField } from '@/lib/forms/reference';
import { localizedPath } from '@/i18n/routing';
import { postAction } from '@/lib/console/action';
import { kickMailWorker } from '@/lib/mail/worker';
import { DOCUMENT_REASON_MAX, reviewDocument } from './documents';
import type { DocumentAnswer } from './outcomes';
import { readBookingReference } from './reference';

const reviewSchema = z
  .object({
    reference: referenceField(readBookingReference),
    id: z.string().trim().min(1).max(64),
    decision: z.enum(['accept', 'reject']),
    reason: z.string().trim().max(DOCUMENT_REASON_MAX).optional(),
  })
  .refine((input) => input.decision === 'accept' || (input.reason ?? '').length > 0, {
    path: ['reason'],
  });

/**
 * The desk's review of a booking's document (operations and admins): accept it, or ask for a new
 * one with a reason, which the shipper is mailed. Back to the booking's documents saying what
 * happened (`?done=document-accepted` …, `?problem=document-reason` …).
 */
export const reviewDocumentAction = postAction(
  'bookings.reviewDocuments',
  reviewSchema,
  (db, input, by, now) => reviewDocument(db, input, by, now),
  (result, { locale, form }): DocumentAnswer => {
    const reference = readBookingReference(String(form.get('reference') ?? ''));
    const page = reference ? `/console/bookings/${reference}` : '/console/bookings';
    const back = { page, hash: 'documents' } as const;
    if (!result.ok)
      return {
        ...back,
        problem: result.problem === 'reason' ? 'document-reason' : 'document-missing',
      };
    const { outcome } = result;
    if (outcome === 'missing') return { ...back, problem: 'document-missing' };
    if (outcome === 'cancelled') return { ...back, problem: 'document-cancelled' };
    revalidatePath(localizedPath(page, locale));
    // The shipper's mail asking for a new document leaves now.
    if (outcome === 'changed' && result.input.decision === 'reject') after(kickMailWorker);
    return {
      ...back,
      done: result.input.decision === 'accept' ? 'document-accepted' : 'document-rejected',
    };
  },
);
