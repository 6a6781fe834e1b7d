import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { PageIntro } from '@/components/sections/page-intro';

export async function generateMetadata({ params }: PageProps<'/[locale]/storehouse'>) {
  return staticPageMetadata('storehouse', asLocale((await params).locale));
}

export default async function StorehousePage({ params }: PageProps<'/[locale]/storehouse'>) {
  setRequestLocale(asLocale((await params).locale));
  return <PageIntro id="storehouse" />;
}
