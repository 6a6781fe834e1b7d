import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ServicePage } from '@/components/pages/service-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/enterprise-business'>) {
  return staticPageMetadata('enterpriseBusiness', asLocale((await params).locale));
}

export default async function EnterpriseBusinessPage({
  params,
}: PageProps<'/[locale]/enterprise-business'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ServicePage id="enterpriseBusiness" />;
}
