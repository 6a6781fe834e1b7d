import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { privatePageMetadata } from '@/lib/seo/metadata';
import { asLocale } from '@/i18n/routing';
import { requireCustomer } from '@/lib/accounts/guard';
import { accountBooking } from '@/lib/accounts/records';
import { bookingView } from '@/lib/bookings/page';
import { getDb } from '@/lib/db';
import { BookingPage } from '@/components/bookings/booking-page';
import { AccountBookingDocuments } from '@/components/bookings/documents-account';
import { BookingConversation } from '@/components/bookings/conversation';
import { conversationOf } from '@/lib/bookings/messages';

type Props = PageProps<'/[locale]/account/bookings/[reference]'>;

export const generateMetadata = privatePageMetadata('BookingPage');

/**
 * One of the shipper's bookings, reached by signing in instead of the mailed link: the booking
 * page's content, its labels through the account's route. Another address's booking is a 404.
 */
export default async function AccountBookingRoute({ params, searchParams }: Props) {
  const { locale: raw, reference } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const session = await requireCustomer(locale, `/account/bookings/${reference}`);
  const { db } = await getDb();
  const booking = await accountBooking(db, session.email, reference.slice(0, 20));
  if (!booking) notFound();
  return (
    <>
      <BookingPage view={await bookingView(db, booking, new Date())} access={{ kind: 'account' }} />
      <AccountBookingDocuments booking={booking} locale={locale} query={await searchParams} />
      <BookingConversation
        booking={booking}
        messages={await conversationOf(db, booking.reference)}
        locale={locale}
      />
    </>
  );
}
