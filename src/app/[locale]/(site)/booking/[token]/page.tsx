import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { bookingPageView } from '@/lib/bookings/page';
import { BookingPage } from '@/components/bookings/booking-page';

type Props = PageProps<'/[locale]/booking/[token]'>;

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
 * /booking/<link secret> (issue 41): one customer's booking, rendered for each request. The proxy
 * answers a link that opens no booking with the site's 404 page before this runs (and sets the
 * no-store and noindex headers); a link revoked in between is a 404 here too.
 */
export default async function BookingRoute({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(asLocale(locale));
  const view = await bookingPageView((await getDb()).db, token, new Date());
  if (!view) notFound();
  return <BookingPage view={view} secret={token} />;
}
