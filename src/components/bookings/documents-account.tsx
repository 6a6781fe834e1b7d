import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { uploadBookingDocumentAction } from '@/lib/accounts/document-actions';
import {
  bookingDocuments,
  DOCUMENT_KINDS,
  DOCUMENTS_PER_BOOKING,
  requiredState,
  type UploadProblem,
} from '@/lib/bookings/documents';
import type { Booking } from '@/lib/bookings/find';
import { getDb } from '@/lib/db';
import { searchParam, type SearchParams } from '@/lib/http/search-params';
import { DocumentFacts, RequiredDocuments } from './documents-parts';

const PROBLEMS = [
  'empty',
  'tooLarge',
  'type',
  'unpacked',
  'kind',
  'cancelled',
  'full',
  'rateLimited',
  'error',
] as const satisfies readonly (UploadProblem | 'rateLimited' | 'error')[];

const field = 'border-line h-11 w-full rounded-md border bg-white px-3';

/**
 * The shipper's documents of one of their bookings (`/account/bookings/<reference>`): what the
 * service still needs, what was uploaded with the desk's review, each file's download through the
 * account's route, and the upload form (a plain form: it works without JavaScript), which a
 * cancelled booking does not have. `query` is the page's, saying how the last upload went.
 */
export async function AccountBookingDocuments({
  booking,
  locale,
  query,
}: {
  booking: Booking;
  locale: Locale;
  query: SearchParams;
}) {
  const t = await getTranslations('BookingDocuments');
  const documents = await bookingDocuments((await getDb()).db, booking.reference);
  const problem = PROBLEMS.find((p) => p === searchParam(query, 'problem', 20));
  const minutes = Number(searchParam(query, 'minutes', 4) ?? 1) || 1;
  const cancelled = booking.cancelled_at !== null;
  return (
    <section
      id="documents"
      aria-labelledby="documents-heading"
      className="container-page scroll-mt-24 pb-10"
      data-testid="booking-documents"
    >
      <div className="border-line space-y-5 rounded-xl border p-5 sm:p-6">
        <h2 id="documents-heading" className="text-xl font-bold">
          {t('title')}
        </h2>
        {searchParam(query, 'uploaded', 1) === '1' && !problem && (
          <p role="status" className="bg-primary-soft rounded-md p-3" data-testid="documents-done">
            {t('uploaded')}
          </p>
        )}
        {problem && (
          <p
            role="alert"
            className="border-danger text-danger rounded-md border p-3"
            data-testid="documents-problem"
          >
            {t(`problem.${problem}`, { max: DOCUMENTS_PER_BOOKING, minutes })}
          </p>
        )}
        <p>{t('intro', { max: DOCUMENTS_PER_BOOKING })}</p>
        <RequiredDocuments states={requiredState(documents)} />
        <div className="space-y-2">
          <h3 className="font-semibold">{t('listTitle')}</h3>
          {documents.length === 0 ? (
            <p className="text-muted">{t('none')}</p>
          ) : (
            <ul className="space-y-2" aria-label={t('caption', { count: documents.length })}>
              {documents.map((document) => (
                <DocumentFacts key={document.id} document={document}>
                  <a
                    href={`/api/account/documents?id=${encodeURIComponent(document.id)}`}
                    className="text-primary inline-block py-1 font-semibold underline"
                    download
                  >
                    {t('downloadNamed', { name: document.name })}
                  </a>
                </DocumentFacts>
              ))}
            </ul>
          )}
        </div>
        {cancelled ? (
          <p data-testid="documents-cancelled">{t('cancelled')}</p>
        ) : (
          <form
            action={uploadBookingDocumentAction}
            className="bg-surface space-y-4 rounded-md p-4"
            data-testid="document-upload"
          >
            <h3 className="font-semibold">{t('uploadTitle')}</h3>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="reference" value={booking.reference} />
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-1">
                <label htmlFor="document-kind" className="block font-semibold">
                  {t('kindLabel')}
                </label>
                <select id="document-kind" name="kind" className={field} required>
                  {DOCUMENT_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {t(`kinds.${kind}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="space-y-1">
                <label htmlFor="document-file" className="block font-semibold">
                  {t('fileLabel')}
                </label>
                <input
                  id="document-file"
                  type="file"
                  name="file"
                  required
                  accept=".pdf,.xlsx,.csv,.jpg,.jpeg,.png,application/pdf,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv,image/jpeg,image/png"
                  aria-describedby="document-file-hint"
                  className="block w-full py-2"
                />
              </div>
            </div>
            <p id="document-file-hint" className="text-muted text-sm">
              {t('fileHint')}
            </p>
            <button
              type="submit"
              className="bg-primary hover:bg-primary-dark h-11 rounded-md px-5 font-semibold text-white"
            >
              {t('submit')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
