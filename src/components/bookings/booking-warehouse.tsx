import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { isoDateFormatter } from '@/i18n/formats';
import { telHref } from '@/lib/company';
import type { BookingPageView } from '@/lib/bookings/page';
import { CopyBookingText } from './copy-booking-text';

/** Where the booking's cartons go: the origin's receiving warehouse in the page's language, and by when. */
export async function BookingWarehouse({
  view,
  locale,
}: {
  view: BookingPageView;
  locale: Locale;
}) {
  const t = await getTranslations('BookingPage');
  const { warehouse, departure } = view;
  const day = isoDateFormatter(locale, { year: 'numeric', month: 'short', day: 'numeric' });
  const address = warehouse.address[locale];
  return (
    <section
      aria-labelledby="booking-warehouse"
      className="border-line rounded-xl border bg-white p-5 sm:p-6"
      data-testid="booking-warehouse"
    >
      <h2 id="booking-warehouse" className="text-xl font-semibold">
        {t('warehouseHeading')}
      </h2>
      <p className="text-muted mt-1">{t('warehouseName', { city: warehouse.city[locale] })}</p>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-muted text-sm">{t('address')}</dt>
          <dd className="mt-1 flex flex-wrap items-start justify-between gap-3">
            <span className="min-w-0 font-medium select-all" data-testid="booking-address">
              {address}
            </span>
            <CopyBookingText text={address} label={t('copyAddress')} />
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t('hours')}</dt>
          <dd className="mt-1">{warehouse.hours[locale]}</dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t('contact')}</dt>
          <dd className="mt-1">
            {t.rich('contactValue', {
              name: warehouse.contact.name[locale],
              phone: warehouse.contact.phone,
              tel: (chunks) => (
                <a href={telHref(warehouse.contact.phone)} className="text-primary hover:underline">
                  {chunks}
                </a>
              ),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-muted text-sm">{t('cutoffHeading')}</dt>
          <dd className="mt-1" data-testid="booking-cutoff">
            {departure
              ? t('cutoff', {
                  etd: day(departure.etd),
                  date: day(departure.cutoff.date),
                  time: departure.cutoff.time,
                })
              : t('noCutoff')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
