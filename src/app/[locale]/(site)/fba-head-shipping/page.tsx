import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ServicePage } from '@/components/pages/service-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/fba-head-shipping'>) {
  return staticPageMetadata('fbaHeadShipping', asLocale((await params).locale));
}

export default async function FbaHeadShippingPage({
  params,
}: PageProps<'/[locale]/fba-head-shipping'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ServicePage id="fbaHeadShipping" />;
}
