import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { link2, searchX } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { company, telHref } from '@/lib/company';
import { TRACKING_STATUSES, type PublicShipment, type TrackingResult } from '@/lib/tracking/model';
import { CopyLink } from '@/components/ui/copy-link';
import { ErrorSummary } from '@/components/ui/error-summary';
import { ShipmentCard } from './shipment-card';

const link = 'text-primary font-medium break-all hover:underline';

/**
 * What a lookup found: with several numbers, counts per status and a link to copy; then a card
 * per parcel, a card per number not found, and the entries that are not numbers. `notify` gives
 * the part that stands under a parcel's facts (the status-change email form).
 */
export async function TrackingResults({
  result,
  url,
  notify,
}: {
  result: TrackingResult;
  /** The results' public address, for the copy-link button. */
  url: string;
  notify?: (shipment: PublicShipment) => ReactNode;
}) {
  const t = await getTranslations('Tracking');
  const total = result.shipments.length + result.notFound.length;
  const counts = [
    ...TRACKING_STATUSES.flatMap((status) => {
      const count = result.summary[status];
      return count ? [{ key: status, label: t(`status.${status}`), count }] : [];
    }),
    ...(result.notFound.length > 0
      ? [{ key: 'not_found', label: t('notFoundCount'), count: result.notFound.length }]
      : []),
  ];

  return (
    <section aria-labelledby="tracking-heading" className="mt-8" data-testid="tracking-results">
      <h2 id="tracking-heading" className="text-2xl font-bold tracking-tight">
        {t('resultsHeading')}
      </h2>
      {total > 1 && (
        <div className="bg-surface mt-4 flex flex-wrap items-center justify-between gap-4 rounded-xl p-4">
          <div>
            <h3 id="tracking-summary" className="text-muted text-sm font-semibold">
              {t('summary', { count: total })}
            </h3>
            <ul
              aria-labelledby="tracking-summary"
              className="mt-2 flex flex-wrap gap-2"
              data-testid="tracking-summary"
            >
              {counts.map(({ key, label, count }) => (
                <li
                  key={key}
                  className="border-line rounded-full border bg-white px-3 py-1 text-sm"
                  data-status={key}
                >
                  {label} <strong className="ml-1 font-semibold">{count}</strong>
                </li>
              ))}
            </ul>
          </div>
          <CopyLink
            url={url}
            copied={t('copied')}
            failed={t('copyFailed')}
            className="border-line text-ink hover:border-primary hover:text-primary inline-flex h-10 items-center gap-2 rounded-md border bg-white px-3 text-[15px] font-medium"
          >
            <Icon icon={link2} className="size-4" />
            {t('copyLink')}
          </CopyLink>
        </div>
      )}
      {result.malformed.length > 0 && (
        <ErrorSummary
          heading={t('malformedHeading', { count: result.malformed.length })}
          level={3}
          testId="malformed"
          className="mt-4"
          messages={result.malformed.map(({ input, reason }) =>
            reason === 'length'
              ? t('malformedLength', { input })
              : t('malformedCharacters', { input }),
          )}
        />
      )}
      <ul className="mt-6 space-y-5">
        {result.shipments.map((shipment) => (
          <li key={shipment.number}>
            <ShipmentCard shipment={shipment} notify={notify?.(shipment)} />
          </li>
        ))}
        {result.notFound.map((number) => (
          <li key={number}>
            <NotFoundCard number={number} />
          </li>
        ))}
      </ul>
    </section>
  );
}

async function NotFoundCard({ number }: { number: string }) {
  const t = await getTranslations('Tracking');
  return (
    <article
      aria-labelledby={`missing-${number}`}
      className="border-line flex gap-3 rounded-xl border border-dashed bg-white p-5"
      data-testid="not-found"
    >
      <Icon icon={searchX} className="text-muted mt-0.5 size-5 shrink-0" />
      <div>
        <h3 id={`missing-${number}`} className="font-semibold">
          {t('notFoundHeading', { number })}
        </h3>
        <p className="text-muted mt-1">
          {t.rich('notFoundText', {
            email: company.contact.email,
            phone: company.contact.phone,
            mail: (chunks) => (
              <a href={`mailto:${company.contact.email}`} className={link}>
                {chunks}
              </a>
            ),
            tel: (chunks) => (
              <a href={telHref(company.contact.phone)} className={link}>
                {chunks}
              </a>
            ),
          })}
        </p>
      </div>
    </article>
  );
}
