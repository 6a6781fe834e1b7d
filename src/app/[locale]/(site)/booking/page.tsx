import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BOOKING_LINK_PARAM } from '@/config/routes';
import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { bookingPageView } from '@/lib/bookings/page';
import { searchParam } from '@/lib/http/search-params';
import { BookingPage } from '@/components/bookings/booking-page';
import { BookingLinkPage } from '@/components/bookings/booking-link-page';

type Props = PageProps<'/[locale]/booking'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: asLocale((await params).locale),
    namespace: 'BookingPage',
  });
  return {
    title: t('title'),
    description: t('metaDescription'),
    robots: { index: false, follow: false },
  };
}

/**
 * /booking?k=<link secret>: one customer's booking, rendered for each request; past its time,
 * the form that mails a fresh link (also the page without a secret). The proxy answers a link
 * that opens nothing with the site's 404 page before this runs, and sets the no-store and
 * noindex headers; a link revoked in between is a 404 here too.
 */
export default async function BookingRoute({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const secret = searchParam(await searchParams, BOOKING_LINK_PARAM, 100);
  if (secret === undefined) return <BookingLinkPage expired={false} />;
  const view = await bookingPageView((await getDb()).db, secret, new Date());
  if (!view) notFound();
  if (view === 'expired') return <BookingLinkPage expired />;
  return <BookingPage view={view} access={{ kind: 'link', secret }} />;
}
