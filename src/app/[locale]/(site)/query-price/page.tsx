import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ExplainerPage } from '@/components/pages/explainer-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/query-price'>) {
  return staticPageMetadata('queryPrice', asLocale((await params).locale));
}

export default async function QueryPricePage({ params }: PageProps<'/[locale]/query-price'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ExplainerPage id="queryPrice" />;
}
