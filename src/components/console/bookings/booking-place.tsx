import { getTranslations } from 'next-intl/server';
import { isoDateFormatter } from '@/i18n/formats';
import type { Locale } from '@/i18n/routing';
import { receivingWarehouse } from '@/lib/bookings/warehouses';
import type { Departure } from '@/lib/shipping/schedule';

/**
 * Where a booking's cartons go and by when: the receiving warehouse of its origin (address,
 * hours, contact) and the departure it catches with its cut-off (China time), as the
 * customer's mail says them.
 */
export async function BookingPlace({
  origin,
  departure,
  locale,
}: {
  origin: string;
  departure: Departure | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'ConsoleBookings.place' });
  const warehouse = receivingWarehouse(origin);
  const day = isoDateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section
        aria-labelledby="warehouse-heading"
        className="border-line space-y-2 rounded-xl border p-4 sm:p-5"
        data-testid="booking-warehouse"
      >
        <h2 id="warehouse-heading" className="text-lg font-semibold">
          {t('warehouseTitle', { city: warehouse.city[locale] })}
        </h2>
        <p className="[overflow-wrap:anywhere]">{warehouse.address[locale]}</p>
        <p className="text-muted text-sm">{warehouse.hours[locale]}</p>
        <p className="text-sm">
          {t('contact', { name: warehouse.contact.name[locale], phone: warehouse.contact.phone })}
        </p>
      </section>
      <section
        aria-labelledby="departure-heading"
        className="border-line space-y-2 rounded-xl border p-4 sm:p-5"
        data-testid="booking-departure"
      >
        <h2 id="departure-heading" className="text-lg font-semibold">
          {t('departureTitle')}
        </h2>
        <p>
          {departure
            ? t('cutoff', {
                etd: day(departure.etd),
                date: day(departure.cutoff.date),
                time: departure.cutoff.time,
                first: day(departure.eta[0]),
                last: day(departure.eta[1]),
              })
            : t('noDeparture')}
        </p>
      </section>
    </div>
  );
}
