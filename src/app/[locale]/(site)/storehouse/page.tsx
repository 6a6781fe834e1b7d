import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { StorehousePage } from '@/components/pages/storehouse-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/storehouse'>) {
  return staticPageMetadata('storehouse', asLocale((await params).locale));
}

export default async function StorehousePageRoute({ params }: PageProps<'/[locale]/storehouse'>) {
  setRequestLocale(asLocale((await params).locale));
  return <StorehousePage />;
}
