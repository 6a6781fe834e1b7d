import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { externalLink } from '@/components/ui/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { isoDateFormatter } from '@/i18n/formats';
import { card } from '@/lib/shipping/rate-card';
import type { PublicShipment, TrackedShipment, TrackingStatus } from '@/lib/tracking/model';
import { formatEventTime } from '@/lib/tracking/display';
import { placeLabel, serviceLabel } from '@/lib/tracking/labels';
import { EventTrail } from './event-trail';
import { StatusSteps } from './status-steps';

const badge: Partial<Record<TrackingStatus, string>> = {
  delivered: 'bg-primary text-white',
  exception: 'border border-danger/40 bg-danger/5 text-danger',
  returned: 'border border-danger/40 bg-danger/5 text-danger',
  cancelled: 'border border-line bg-surface text-muted',
};

/** What a status off the normal way adds under the steps. */
const notes: Partial<Record<TrackingStatus, 'exceptionNote' | 'returnedNote' | 'cancelledNote'>> = {
  exception: 'exceptionNote',
  returned: 'returnedNote',
  cancelled: 'cancelledNote',
};

/**
 * One parcel: its status in words and steps, where it goes, when it arrives, who delivers the
 * last mile, and every event, newest first. The public tracking page gives its public facts
 * only (PublicShipment); the booking page, for the parcel's owner, the whole parcel, whose
 * reference and service the card shows too. `notify` is what stands under the facts (the
 * status-change email form).
 */
export async function ShipmentCard({
  shipment,
  notify,
}: {
  shipment: PublicShipment | TrackedShipment;
  notify?: ReactNode;
}) {
  const locale = asLocale(await getLocale());
  const t = await getTranslations('Tracking');
  const common = await getTranslations('Common');
  const date = isoDateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const place = (text: string | null) =>
    text ? placeLabel(card, text, locale, (values) => common('fbaDestination', values)) : null;
  const headingId = `parcel-${shipment.number}`;
  const owned = 'service' in shipment ? shipment : undefined;
  const facts: { label: string; value: ReactNode }[] = [];
  if (owned?.reference) facts.push({ label: t('reference'), value: owned.reference });
  if (shipment.query !== shipment.number && shipment.query !== owned?.reference)
    facts.push({ label: t('foundBy'), value: shipment.query });
  if (shipment.origin || shipment.destination)
    facts.push({
      label: t('route'),
      value: t('routeValue', {
        origin: place(shipment.origin) ?? t('unknownPlace'),
        destination: place(shipment.destination) ?? t('unknownPlace'),
      }),
    });
  if (owned?.service)
    facts.push({ label: t('service'), value: serviceLabel(card, owned.service, locale) });
  if (shipment.endedAt && shipment.status !== 'cancelled')
    facts.push({
      label: shipment.status === 'returned' ? t('returnedOn') : t('deliveredOn'),
      value: <time dateTime={shipment.endedAt}>{formatEventTime(shipment.endedAt)}</time>,
    });
  else if (shipment.estimatedDelivery)
    facts.push({
      label: t('estimatedDelivery'),
      value: t('window', {
        from: date(shipment.estimatedDelivery.from),
        to: date(shipment.estimatedDelivery.to),
      }),
    });
  if (shipment.lastMile) {
    const { carrier, number, url } = shipment.lastMile;
    facts.push({
      label: t('lastMile'),
      value: (
        <>
          {carrier} <span className="font-mono">{number}</span>
          {url && (
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary mt-0.5 flex w-fit items-center gap-1 text-sm hover:underline"
            >
              {t('lastMileLink', { carrier })}
              <Icon icon={externalLink} className="size-3.5" />
              <span className="sr-only"> {t('newWindow')}</span>
            </a>
          )}
        </>
      ),
    });
  }

  return (
    <article
      aria-labelledby={headingId}
      className="border-line rounded-xl border bg-white p-5"
      data-testid="parcel"
      data-status={shipment.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('waybill', { number: shipment.number })}
        </h3>
        <p
          className={`rounded-full px-3 py-1 text-sm font-semibold ${badge[shipment.status] ?? 'bg-primary-soft text-primary-dark'}`}
          data-testid="parcel-status"
        >
          {t(`status.${shipment.status}`)}
        </p>
      </div>
      <StatusSteps shipment={shipment} />
      {notes[shipment.status] && (
        <p className="text-danger mt-3 text-sm">{t(notes[shipment.status]!)}</p>
      )}
      {facts.length > 0 && (
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-muted text-sm">{fact.label}</dt>
              <dd className="mt-0.5 font-medium break-words">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {notify}
      <EventTrail events={shipment.events} headingId={`${headingId}-events`} />
    </article>
  );
}
