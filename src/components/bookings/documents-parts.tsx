import { getFormatter, getTranslations } from 'next-intl/server';
import type { BookingDocument, RequiredState } from '@/lib/bookings/documents';

/**
 * What the shipper's and the desk's document sections share: the required documents with their
 * state, and one uploaded document's facts (its kind, name, when, size, review and reason).
 */

const badge: Record<RequiredState['state'], string> = {
  missing: 'border-danger text-danger',
  rejected: 'border-danger text-danger',
  submitted: 'border-line text-ink',
  accepted: 'border-primary text-primary',
};

export async function RequiredDocuments({ states }: { states: RequiredState[] }) {
  const t = await getTranslations('BookingDocuments');
  return (
    <div className="space-y-2">
      <h3 className="font-semibold">{t('requiredTitle')}</h3>
      <ul className="grid gap-2 sm:grid-cols-2" data-testid="documents-required">
        {states.map(({ kind, state }) => (
          <li
            key={kind}
            className="bg-surface flex flex-wrap items-center justify-between gap-2 rounded-md p-3"
            data-testid={`required-${kind}`}
            data-state={state}
          >
            <span className="font-semibold">{t(`kinds.${kind}`)}</span>
            <span className={`rounded-full border px-2 py-0.5 text-sm ${badge[state]}`}>
              {t(`state.${state}`)}
            </span>
          </li>
        ))}
      </ul>
      {states.every((s) => s.state === 'submitted' || s.state === 'accepted') && (
        <p className="text-sm">{t('allProvided')}</p>
      )}
    </div>
  );
}

/** One uploaded document: `actions` are the page's (a download link, the desk's forms). */
export async function DocumentFacts({
  document,
  children,
}: {
  document: BookingDocument;
  children?: React.ReactNode;
}) {
  const [t, format] = await Promise.all([getTranslations('BookingDocuments'), getFormatter()]);
  return (
    <li
      className="border-line space-y-2 rounded-md border p-3"
      data-testid="document"
      data-kind={document.kind}
      data-status={document.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{t(`kinds.${document.kind}`)}</span>
        <span className={`rounded-full border px-2 py-0.5 text-sm ${badge[document.status]}`}>
          {t(`state.${document.status}`)}
        </span>
      </div>
      <p className="text-sm [overflow-wrap:anywhere]">
        <span className="font-mono">{document.name}</span>
        {' · '}
        {document.type.toUpperCase()}
        {' · '}
        {t('size', { size: format.number(Math.max(1, Math.ceil(document.size / 1024))) })}
        {' · '}
        {t('uploadedBy', { date: format.dateTime(new Date(document.uploaded_at), 'beijing') })}
      </p>
      {document.status === 'rejected' && document.reason && (
        <p className="text-danger text-sm" data-testid="document-reason">
          {t('reason', { reason: document.reason })}
        </p>
      )}
      {children}
    </li>
  );
}
