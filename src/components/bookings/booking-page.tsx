import { getLocale, getTranslations } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { ACCOUNT_PATH, BOOKING_LINK_PARAM, BOOKING_PAGE_PATH } from '@/config/routes';
import type { BookingPageView } from '@/lib/bookings/page';
import { Banner } from '@/components/sections/banner';
import { ShipmentCard } from '@/components/tracking/shipment-card';
import { CopyBookingText } from './copy-booking-text';
import type { BookingAccess } from './booking-labels';
import { BookingLabels } from './booking-labels';
import { BookingWarehouse } from './booking-warehouse';
import { HeadedSection } from '@/components/ui/headed-section';

/**
 * The customer's booking page: the booking's numbers to quote, its status, where to
 * bring the cartons and by when, the carton labels to print, and the parcel's trail as the
 * tracking page shows it. A cancelled booking shows its status and trail, nothing to print.
 */
export async function BookingPage({
  view,
  access,
}: {
  view: BookingPageView;
  /** How the page was opened: by the mailed link (its secret), or from the shipper's account. */
  access: BookingAccess;
}) {
  const t = await getTranslations('BookingPage');
  const tracking = await getTranslations('Tracking');
  const account = await getTranslations('Account');
  const locale = asLocale(await getLocale());
  const { booking, shipment } = view;
  const cancelled = booking.cancelled_at !== null;
  const status = shipment?.status ?? (cancelled ? 'cancelled' : 'info_received');
  const title = t('title');
  return (
    <>
      <Banner
        title={title}
        summary={t('summary', { reference: booking.reference })}
        trail={
          access.kind === 'link'
            ? [
                {
                  label: title,
                  href: `${BOOKING_PAGE_PATH}?${BOOKING_LINK_PARAM}=${access.secret}`,
                },
              ]
            : [
                { label: account('title'), href: ACCOUNT_PATH },
                { label: title, href: `${ACCOUNT_PATH}/bookings/${booking.reference}` },
              ]
        }
      />
      <div className="container-page space-y-8 py-10" data-testid="booking-page">
        <section
          aria-label={t('waybill')}
          className="border-line bg-surface rounded-xl border p-5 sm:p-6"
        >
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-[auto_1fr]">
            <div className="sm:col-span-2">
              <dt className="text-muted text-sm">{t('waybill')}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-3">
                <span
                  className="font-mono text-3xl font-bold tracking-wider select-all sm:text-4xl"
                  data-testid="booking-waybill"
                >
                  {booking.waybill}
                </span>
                <CopyBookingText text={booking.waybill} label={t('copyWaybill')} />
              </dd>
              <dd className="text-muted mt-1 text-sm">{t('waybillHint')}</dd>
            </div>
            <div>
              <dt className="text-muted text-sm">{t('reference')}</dt>
              <dd
                className="mt-0.5 font-mono text-xl font-semibold select-all"
                data-testid="booking-reference"
              >
                {booking.reference}
              </dd>
            </div>
            <div>
              <dt className="text-muted text-sm">{t('status')}</dt>
              <dd className="mt-0.5 text-xl font-semibold" data-testid="booking-status">
                {tracking(`status.${status}`)}
              </dd>
            </div>
          </dl>
        </section>

        {cancelled ? (
          <HeadedSection
            look="card"
            headingId="booking-cancelled"
            title={t('cancelledHeading')}
            className="max-w-3xl"
            testId="booking-cancelled"
          >
            <p className="mt-2">{t('cancelled')}</p>
          </HeadedSection>
        ) : (
          <div className="grid gap-8 lg:grid-cols-2">
            <BookingWarehouse view={view} locale={locale} />
            <BookingLabels booking={booking} access={access} />
          </div>
        )}

        <HeadedSection look="main" headingId="booking-progress" title={t('progressHeading')}>
          <div className="mt-4">
            {shipment ? <ShipmentCard shipment={shipment} /> : <p>{t('noTrail')}</p>}
          </div>
        </HeadedSection>
      </div>
    </>
  );
}
