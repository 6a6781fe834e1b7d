import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ExplainerPage } from '@/components/pages/explainer-page';
import { RouteLookupTools } from '@/components/tools/route-lookup-tools';

export async function generateMetadata({ params }: Props) {
  return staticPageMetadata('queryRoute', asLocale((await params).locale));
}

type Props = PageProps<'/[locale]/query-route'>;

/** The route lookup before a search (prerendered): tracking and lane search; ./results answers. */
export default async function QueryRoutePage({ params }: Props) {
  setRequestLocale(asLocale((await params).locale));
  return <ExplainerPage id="queryRoute" tool={<RouteLookupTools />} />;
}
