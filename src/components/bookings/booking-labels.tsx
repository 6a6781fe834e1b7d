import { getTranslations } from 'next-intl/server';
import { BOOKING_LINK_PARAM } from '@/config/routes';
import type { Booking } from '@/lib/bookings/find';
import type { LabelFormat } from '@/lib/bookings/labels';
import { Icon } from '@/components/ui/icon';
import { fileDown } from '@/components/ui/icons';

/** How a booking's page was opened: by the mailed link (its secret), or from the account. */
export type BookingAccess = { kind: 'link'; secret: string } | { kind: 'account' };

/**
 * The labels PDF for a format: through the link's route (src/app/api/bookings/labels, the secret
 * in the query) or the account's (src/app/api/account/labels, the session decides).
 */
const labelsHref = (access: BookingAccess, reference: string, format: LabelFormat) =>
  access.kind === 'link'
    ? `/api/bookings/labels?${BOOKING_LINK_PARAM}=${access.secret}&format=${format}`
    : `/api/account/labels?booking=${reference}&format=${format}`;

const downloadClass =
  'bg-primary hover:bg-primary-dark flex min-h-11 items-center gap-3 rounded-md px-4 py-2 font-semibold text-white';

/** The carton labels to download in either page format, and how to put them on the cartons. */
export async function BookingLabels({
  booking,
  access,
}: {
  booking: Booking;
  access: BookingAccess;
}) {
  const t = await getTranslations('BookingPage');
  const downloads: { format: LabelFormat; label: string }[] = [
    { format: 'a4', label: t('labelsA4') },
    { format: 'label', label: t('labelsPrinter') },
  ];
  return (
    <section
      aria-labelledby="booking-labels"
      className="border-line rounded-xl border bg-white p-5 sm:p-6"
      data-testid="booking-labels"
    >
      <h2 id="booking-labels" className="text-xl font-semibold">
        {t('labelsHeading')}
      </h2>
      <p className="mt-2">{t('labelsIntro', { count: booking.cartons })}</p>
      <ul className="mt-4 space-y-3">
        {downloads.map(({ format, label }) => (
          <li key={format}>
            <a
              href={labelsHref(access, booking.reference, format)}
              download
              className={downloadClass}
              data-testid={`labels-${format}`}
            >
              <Icon icon={fileDown} className="size-5 shrink-0" />
              <span>
                {label} <span className="font-normal text-white/85">({t('labelsFile')})</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      <h3 className="mt-6 font-semibold">{t('labellingHeading')}</h3>
      <ul className="mt-2 list-disc space-y-1.5 pl-5">
        <li>{t('labelScale')}</li>
        <li>{t('labelCut')}</li>
        <li>{t('labelStick')}</li>
        <li>{t('labelOld')}</li>
        <li>{t('labelByHand', { waybill: booking.waybill })}</li>
      </ul>
    </section>
  );
}
