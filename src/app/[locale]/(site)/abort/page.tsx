import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { AboutPage } from '@/components/pages/about-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/abort'>) {
  return staticPageMetadata('about', asLocale((await params).locale));
}

export default async function AboutRoute({ params }: PageProps<'/[locale]/abort'>) {
  setRequestLocale(asLocale((await params).locale));
  return <AboutPage />;
}
