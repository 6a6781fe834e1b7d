import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { resultsViewMetadata } from '@/lib/seo/metadata';
import { lookupRoutes } from '@/lib/shipping/lookup';
import { card } from '@/lib/shipping/rate-card';
import { ExplainerPage } from '@/components/pages/explainer-page';
import { InputErrors } from '@/components/tools/input-errors';
import { LaneList } from '@/components/tools/lane-list';
import { RouteSearchForm } from '@/components/tools/route-search-form';

type Props = PageProps<'/[locale]/query-route/results/[search]'>;

export async function generateMetadata({ params }: Props) {
  return resultsViewMetadata('queryRoute', asLocale((await params).locale));
}

/** /query-route?from=&to=&mode= (the proxy routes a search here): the form and the lanes found. */
export default async function RouteResultsPage({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const query = await searchParams;
  const first = (key: string) => {
    const value = query[key];
    const text = Array.isArray(value) ? value[0] : value;
    return text === undefined || text.trim() === '' ? undefined : text;
  };
  const values = { from: first('from'), to: first('to'), mode: first('mode') };

  const lookup = lookupRoutes({ ...values, to: values.to ?? '' }, card, new Date());

  return (
    <ExplainerPage
      id="queryRoute"
      tool={
        <>
          <RouteSearchForm values={values} />
          {lookup.ok ? (
            <LaneList result={lookup.result} query={lookup.query} />
          ) : (
            <InputErrors errors={lookup.errors} />
          )}
        </>
      }
    />
  );
}
