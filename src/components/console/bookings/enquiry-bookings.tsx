import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { bookingsOfEnquiry } from '@/lib/bookings/find';
import type { EnquiryRow } from '@/lib/enquiries/export';

const link = 'text-primary font-semibold underline';

/**
 * The enquiry page's "Booking" section: the bookings made from it, newest first
 * (a cancelled one and its successor), and "Create booking" for a won enquiry with a quote and
 * none standing, when the member may create one.
 */
export async function EnquiryBookings({
  enquiry,
  bookings,
  mayCreate,
}: {
  enquiry: Pick<EnquiryRow, 'reference' | 'status' | 'quote'>;
  bookings: Awaited<ReturnType<typeof bookingsOfEnquiry>>;
  mayCreate: boolean;
}) {
  const [t, format] = await Promise.all([
    getTranslations('ConsoleBookings.enquiry'),
    getFormatter(),
  ]);
  const standing = bookings.some((b) => b.cancelled_at === null);
  const bookable = enquiry.status === 'won' && enquiry.quote !== null && !standing;
  return (
    <section
      aria-labelledby="booking-heading"
      className="border-line space-y-3 rounded-xl border p-4 sm:p-5"
      data-testid="enquiry-bookings"
    >
      <h2 id="booking-heading" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {bookings.length === 0 ? (
        <p>{bookable ? t('none') : t('notBookable')}</p>
      ) : (
        <ul className="space-y-1">
          {bookings.map((b) => (
            <li key={b.reference}>
              <Link href={`/console/bookings/${b.reference}`} className={link}>
                {b.reference}
              </Link>{' '}
              {t(b.cancelled_at ? 'cancelledLine' : 'line', {
                waybill: b.waybill,
                time: format.dateTime(new Date(b.cancelled_at ?? b.created_at), 'beijing'),
              })}
            </li>
          ))}
        </ul>
      )}
      {bookable && mayCreate && (
        <p>
          <Link
            href={`/console/bookings/new?enquiry=${enquiry.reference}`}
            className="bg-primary inline-flex h-11 items-center rounded-md px-4 font-semibold text-white"
            data-testid="create-booking"
          >
            {t('create')}
          </Link>
        </p>
      )}
    </section>
  );
}
