import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { JoinUsPage } from '@/components/pages/join-us-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/join-us'>) {
  return staticPageMetadata('joinUs', asLocale((await params).locale));
}

export default async function JoinUs({ params }: PageProps<'/[locale]/join-us'>) {
  setRequestLocale(asLocale((await params).locale));
  return <JoinUsPage />;
}
