import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { PrivacyPage } from '@/components/pages/privacy-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/privacy'>) {
  return staticPageMetadata('privacy', asLocale((await params).locale));
}

export default async function PrivacyPageRoute({ params }: PageProps<'/[locale]/privacy'>) {
  setRequestLocale(asLocale((await params).locale));
  return <PrivacyPage />;
}
