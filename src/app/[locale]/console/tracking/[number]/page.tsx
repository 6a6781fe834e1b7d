import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ConsolePage } from '@/components/console/console-page';
import { ShipmentEvents } from '@/components/console/shipment-events';
import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/session';
import { normalizeTrackingNumber } from '@/lib/tracking/numbers';
import { shipmentTrail } from '@/lib/tracking/trail';
import { ConsoleSection } from '@/components/console/section';

/**
 * A shipment's whole trail (`/console/tracking/<number>`): its fields, every event (the time where
 * it happened and in Beijing), the last-mile handovers, and its subscriptions counted (never the
 * subscribers' addresses). An unknown number is the 404 page.
 */
export default async function ShipmentTrailPage({
  params,
}: PageProps<'/[locale]/console/tracking/[number]'>) {
  const { locale: raw, number: typed } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const parsed = normalizeTrackingNumber(decodeURIComponent(typed));
  const path = `/console/tracking/${parsed.ok ? parsed.number : 'unknown'}`;
  const me = await requireStaff(locale, path, 'tracking.view');
  const trail = parsed.ok
    ? await shipmentTrail((await getDb()).db, parsed.number, new Date())
    : undefined;
  if (!trail) notFound();
  const [t, ts] = await Promise.all([
    getTranslations('ConsoleTracking'),
    getTranslations('Tracking'),
  ]);
  const { shipment } = trail;
  const dash = (value: string | number | null) => (value === null ? '—' : value);
  const fields: [string, string | number][] = [
    [t('status'), ts(`status.${shipment.status}`)],
    [t('reference'), dash(shipment.reference)],
    [t('service'), dash(shipment.service)],
    [t('origin'), dash(shipment.origin)],
    [t('destination'), dash(shipment.destination)],
    [t('pieces'), dash(shipment.pieces)],
    [t('weight'), dash(shipment.weightKg)],
    [
      t('lastMile'),
      shipment.lastMile ? `${shipment.lastMile.carrier} ${shipment.lastMile.number}` : '—',
    ],
  ];
  return (
    <ConsolePage
      staff={me}
      section="/console/tracking"
      title={t('trailTitle', { number: shipment.number })}
      up={{ href: '/console/tracking', label: t('backToTracking') }}
    >
      <ConsoleSection name="fields" title={t('fieldsTitle')}>
        <dl
          className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]"
          data-testid="shipment-fields"
        >
          {fields.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </ConsoleSection>
      <section aria-labelledby="subscriptions-heading" className="space-y-2">
        <h2 id="subscriptions-heading" className="text-lg font-semibold">
          {t('subscriptionsTitle')}
        </h2>
        <p data-testid="subscriptions">{t('subscriptionsText', trail.subscriptions)}</p>
      </section>
      <ShipmentEvents events={trail.events} locale={locale} headingId="events-heading" />
    </ConsolePage>
  );
}
