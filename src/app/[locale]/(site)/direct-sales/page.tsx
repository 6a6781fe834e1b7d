import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ServicePage } from '@/components/pages/service-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/direct-sales'>) {
  return staticPageMetadata('directSales', asLocale((await params).locale));
}

export default async function DirectSalesPage({ params }: PageProps<'/[locale]/direct-sales'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ServicePage id="directSales" />;
}
