import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { asLocale, localizedPath } from '@/i18n/routing';
import { pages } from '@/config/pages';
import { absoluteUrl } from '@/config/site';
import { getDb } from '@/lib/db';
import { resultsViewMetadata } from '@/lib/seo/metadata';
import { lookupRoutes } from '@/lib/shipping/lookup';
import { card } from '@/lib/shipping/rate-card';
import { lookupTracking } from '@/lib/tracking/lookup';
import { pageBudget } from '@/lib/tracking/page-request';
import { publicSearch } from '@/i18n/language-switch';
import { searchParam, searchParamList } from '@/lib/http/search-params';
import { ExplainerPage } from '@/components/pages/explainer-page';
import { InputErrors } from '@/components/tools/input-errors';
import { LaneList } from '@/components/tools/lane-list';
import { RouteLookupTools } from '@/components/tools/route-lookup-tools';
import { TrackingOutcomeView, type TrackingOutcome } from '@/components/tracking/tracking-outcome';
import { TrackingSubscribe } from '@/components/tracking/tracking-subscribe';

type Props = PageProps<'/[locale]/query-route/results/[search]'>;

export async function generateMetadata({ params }: Props) {
  return resultsViewMetadata('queryRoute', asLocale((await params).locale));
}

/**
 * /query-route?numbers=A,B (the proxy routes a search here, and says what the lookup budget
 * allows): the shipments found. /query-route?from=&to=&mode=: the lanes found.
 */
export default async function RouteResultsPage({ params, searchParams }: Props) {
  const { locale: segment, search } = await params;
  const locale = asLocale(segment);
  setRequestLocale(locale);
  const query = await searchParams;

  if (query.numbers !== undefined) {
    const numbers = searchParamList(query, 'numbers');
    const budget = await pageBudget(await headers());
    const outcome: TrackingOutcome | undefined =
      budget.kind === 'limited'
        ? { ok: false, error: 'rate_limited', retryAfterSeconds: budget.retryAfterSeconds }
        : budget.kind === 'lookup'
          ? await lookupTracking((await getDb()).db, numbers, new Date())
          : undefined;
    const path = `${localizedPath(pages.queryRoute.path, locale)}${publicSearch(search)}`;
    const url = absoluteUrl(path);
    return (
      <ExplainerPage
        id="queryRoute"
        tool={
          <RouteLookupTools
            numbers={numbers.join('\n').split(',').join('\n')}
            tracking={
              outcome && (
                <TrackingOutcomeView
                  outcome={outcome}
                  url={url}
                  notify={(shipment) => (
                    <TrackingSubscribe
                      number={shipment.number}
                      status={shipment.status}
                      permalink={path}
                    />
                  )}
                />
              )
            }
          />
        }
      />
    );
  }

  const values = {
    from: searchParam(query, 'from'),
    to: searchParam(query, 'to'),
    mode: searchParam(query, 'mode'),
  };
  const lookup = lookupRoutes(values, card, new Date());

  return (
    <ExplainerPage
      id="queryRoute"
      tool={
        <RouteLookupTools
          laneValues={values}
          lanes={
            lookup.ok ? (
              <LaneList result={lookup.result} query={lookup.query} />
            ) : (
              <InputErrors errors={lookup.errors} />
            )
          }
        />
      }
    />
  );
}
