import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { EmissionsMethodologyPage } from '@/components/pages/emissions-methodology-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/emissions-methodology'>) {
  return staticPageMetadata('emissionsMethodology', asLocale((await params).locale));
}

export default async function EmissionsMethodologyRoute({
  params,
}: PageProps<'/[locale]/emissions-methodology'>) {
  setRequestLocale(asLocale((await params).locale));
  return <EmissionsMethodologyPage />;
}
