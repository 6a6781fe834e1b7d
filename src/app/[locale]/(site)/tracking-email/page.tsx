import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { utilityPages } from '@/config/pages';
import { searchParam } from '@/lib/http/search-params';
import { pageMetadata } from '@/lib/seo/metadata';
import { TrackingEmailPage } from '@/components/pages/tracking-email-page';

type Props = PageProps<'/[locale]/tracking-email'>;

export async function generateMetadata({ params }: Props) {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'TrackingEmail' });
  return {
    ...pageMetadata({
      locale,
      path: utilityPages.trackingEmail.path,
      title: t('title'),
      description: t('summary'),
    }),
    robots: { index: false, follow: false },
  };
}

/** Where the tracking updates' mail links lead: confirm them, or stop them (not indexed). */
export default async function TrackingEmailRoute({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const query = await searchParams;
  return (
    <TrackingEmailPage
      token={searchParam(query, 'token', 100)}
      done={
        searchParam(query, 'stopped')
          ? 'stopped'
          : searchParam(query, 'ended')
            ? 'ended'
            : undefined
      }
    />
  );
}
