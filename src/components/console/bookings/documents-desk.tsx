import { getTranslations } from 'next-intl/server';
import { ActionFields } from '@/components/console/action-fields';
import { DownloadButton } from '@/components/console/download-button';
import { DocumentFacts, RequiredDocuments } from '@/components/bookings/documents-parts';
import { ConsoleSection } from '@/components/console/section';
import { localizedPath, type Locale } from '@/i18n/routing';
import { reviewDocumentAction } from '@/lib/bookings/document-actions';
import { bookingDocuments, DOCUMENT_REASON_MAX, requiredState } from '@/lib/bookings/documents';
import type { Booking } from '@/lib/bookings/find';
import { DOCUMENT_DONE, DOCUMENT_PROBLEMS } from '@/lib/bookings/outcomes';
import { answerIn } from '@/lib/console/action';
import { getDb } from '@/lib/db';
import type { SearchParams } from '@/lib/http/search-params';
import { can } from '@/lib/staff/permissions';

const button =
  'border-line hover:bg-primary-soft min-h-11 rounded-md border bg-white px-4 py-2 font-semibold';

/**
 * The desk's documents of a booking (`/console/bookings/<reference>`): what the service still
 * needs, each upload with its download (`bookings.documents`, a fresh sign-in) and, for
 * operations, Accept or "Ask for a new one" with a reason the shipper is mailed; the labels and
 * documents as one ZIP. `query` is the page's, saying what the last review did.
 */
export async function BookingDocumentsDesk({
  booking,
  role,
  locale,
  query,
}: {
  booking: Booking;
  role: string;
  locale: Locale;
  query: SearchParams;
}) {
  const t = await getTranslations('BookingDocuments');
  const documents = await bookingDocuments((await getDb()).db, booking.reference);
  const { done, problem } = answerIn(query);
  const doneKey = DOCUMENT_DONE.find((d) => d === done);
  const problemKey = DOCUMENT_PROBLEMS.find((p) => p === problem);
  const path = `/console/bookings/${booking.reference}`;
  const download = can(role, 'bookings.documents');
  const review = can(role, 'bookings.reviewDocuments') && booking.cancelled_at === null;
  return (
    <ConsoleSection
      name="documents"
      id="documents"
      title={t('title')}
      look="part"
      className="scroll-mt-24"
      testId="booking-documents"
    >
      {doneKey && (
        <p role="status" className="bg-primary-soft rounded-md p-3" data-testid="documents-done">
          {t(`done.${doneKey}`)}
        </p>
      )}
      {problemKey && (
        <p role="alert" className="border-danger text-danger rounded-md border p-3">
          {t(`deskProblem.${problemKey}`)}
        </p>
      )}
      <p className="text-muted text-sm">{t('deskIntro')}</p>
      <RequiredDocuments states={requiredState(documents)} />
      {download && (
        <DownloadButton
          href={localizedPath(`${path}/documents`, locale)}
          label={t(booking.cancelled_at === null ? 'bundle' : 'bundleCancelled')}
          className={button}
          testId="documents-bundle"
        />
      )}
      {documents.length === 0 ? (
        <p className="text-muted">{t('none')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('caption', { count: documents.length })}>
          {documents.map((document) => (
            <DocumentFacts key={document.id} document={document}>
              <div className="flex flex-wrap items-start gap-3">
                {download && (
                  <DownloadButton
                    href={localizedPath(
                      `${path}/documents/${encodeURIComponent(document.id)}`,
                      locale,
                    )}
                    label={t('downloadNamed', { name: document.name })}
                    className="text-primary min-h-11 cursor-pointer text-left font-semibold underline"
                  />
                )}
                {review && document.status !== 'accepted' && (
                  <form action={reviewDocumentAction} data-testid="document-accept">
                    <ActionFields locale={locale} back={path} />
                    <input type="hidden" name="reference" value={booking.reference} />
                    <input type="hidden" name="id" value={document.id} />
                    <input type="hidden" name="decision" value="accept" />
                    <button type="submit" className={button}>
                      {t('accept')}
                    </button>
                  </form>
                )}
              </div>
              {review && document.status !== 'rejected' && (
                <form
                  action={reviewDocumentAction}
                  className="space-y-2"
                  data-testid="document-reject"
                >
                  <ActionFields locale={locale} back={path} />
                  <input type="hidden" name="reference" value={booking.reference} />
                  <input type="hidden" name="id" value={document.id} />
                  <input type="hidden" name="decision" value="reject" />
                  <label htmlFor={`reason-${document.id}`} className="block text-sm font-semibold">
                    {t('reasonLabel')}
                  </label>
                  <textarea
                    id={`reason-${document.id}`}
                    name="reason"
                    required
                    maxLength={DOCUMENT_REASON_MAX}
                    rows={2}
                    className="border-line w-full rounded-md border bg-white p-2"
                  />
                  <button type="submit" className={button}>
                    {t('reject')}
                  </button>
                </form>
              )}
            </DocumentFacts>
          ))}
        </ul>
      )}
    </ConsoleSection>
  );
}
