import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ExplainerPage } from '@/components/pages/explainer-page';
import { PriceForm } from '@/components/tools/price-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/query-price'>) {
  return staticPageMetadata('queryPrice', asLocale((await params).locale));
}

/** The price lookup before a search (prerendered); a search is rendered by ./results. */
export default async function QueryPricePage({ params }: PageProps<'/[locale]/query-price'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ExplainerPage id="queryPrice" tool={<PriceForm />} />;
}
