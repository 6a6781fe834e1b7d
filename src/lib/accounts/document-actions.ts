'use server';

import { revalidatePath } from 'next/cache';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { z } from 'zod';
import { ACCOUNT_PATH } from '@/config/routes';
import { asLocale, localizedPath } from '@/i18n/routing';
import { DOCUMENT_MAX_BYTES, uploadDocument, type UploadOutcome } from '@/lib/bookings/documents';
import { readBookingReference } from '@/lib/bookings/reference';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-address';
import { requireCustomer } from './guard';
import { accountBooking } from './records';

/** The upload form's fields: the booking, the kind, the file (its bytes are checked by the store). */
const uploadSchema = z.object({
  reference: z
    .string()
    .catch('')
    .transform((raw) => readBookingReference(raw) ?? ''),
  // An unknown kind is the store's refusal (`kind`), said on the page.
  kind: z.string().max(40).catch(''),
  file: z.instanceof(File).optional().catch(undefined),
});

/**
 * "Upload" on the shipper's booking page: the guard first (signed out: the sign-in, back to the
 * booking after it), then the booking among the account's (another address's: 404), then the
 * store (uploadDocument: the limit, the type by its bytes, a cancelled booking, the count). Back
 * to the booking's documents with `?uploaded=1`, or `?problem=<why>` said in the page's language.
 */
export async function uploadBookingDocumentAction(form: FormData): Promise<never> {
  const locale = asLocale(String(form.get('locale') ?? ''));
  const input = uploadSchema.parse(Object.fromEntries(form.entries()));
  const page = input.reference ? `/account/bookings/${input.reference}` : ACCOUNT_PATH;
  const session = await requireCustomer(locale, page);
  const { db } = await getDb();
  const booking = input.reference
    ? await accountBooking(db, session.email, input.reference)
    : undefined;
  if (!booking) notFound();
  const { file } = input;
  let outcome: UploadOutcome | { kind: 'error' };
  if (!file || file.size === 0) outcome = { kind: 'refused', problem: 'empty' };
  // Refused before it is read: a file over the limit never reaches the store.
  else if (file.size > DOCUMENT_MAX_BYTES) outcome = { kind: 'refused', problem: 'tooLarge' };
  else
    try {
      outcome = await uploadDocument(
        db,
        {
          booking,
          account: { id: session.accountId },
          kind: input.kind,
          name: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
          clientAddress: clientAddress(await headers()),
        },
        new Date(),
      );
    } catch (error) {
      console.error('booking documents: an upload failed; nothing was stored', error);
      outcome = { kind: 'error' };
    }
  const query =
    outcome.kind === 'stored'
      ? 'uploaded=1'
      : outcome.kind === 'rate-limited'
        ? `problem=rateLimited&minutes=${outcome.retryAfterMinutes}`
        : outcome.kind === 'refused'
          ? `problem=${outcome.problem}`
          : 'problem=error';
  const path = localizedPath(page, locale);
  revalidatePath(path);
  redirect(`${path}?${query}#documents`);
}
