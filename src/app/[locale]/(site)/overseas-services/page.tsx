import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ServicePage } from '@/components/pages/service-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/overseas-services'>) {
  return staticPageMetadata('overseasServices', asLocale((await params).locale));
}

export default async function OverseasServicesPage({
  params,
}: PageProps<'/[locale]/overseas-services'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ServicePage id="overseasServices" />;
}
