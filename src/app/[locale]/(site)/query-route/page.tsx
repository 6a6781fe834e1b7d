import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ExplainerPage } from '@/components/pages/explainer-page';
import { RouteSearchForm } from '@/components/tools/route-search-form';

export async function generateMetadata({ params }: PageProps<'/[locale]/query-route'>) {
  return staticPageMetadata('queryRoute', asLocale((await params).locale));
}

/** The route lookup before a search (prerendered); a search is rendered by ./results. */
export default async function QueryRoutePage({ params }: PageProps<'/[locale]/query-route'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ExplainerPage id="queryRoute" tool={<RouteSearchForm />} />;
}
