import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { resultsViewMetadata } from '@/lib/seo/metadata';
import { laneOf } from '@/lib/numbers/lanes';
import { countLookup } from '@/lib/numbers/lookup-counts';
import { lookupPrices } from '@/lib/shipping/lookup';
import { actualMassG } from '@/lib/shipping/quote';
import { card } from '@/lib/shipping/rate-card';
import { readPriceSearch } from '@/lib/shipping/price-search';
import type { FieldError } from '@/lib/shipping/request';
import { ExplainerPage } from '@/components/pages/explainer-page';
import { PriceForm } from '@/components/tools/price-form';
import { QuoteResults } from '@/components/tools/quote-results';

type Props = PageProps<'/[locale]/query-price/results/[search]'>;

export async function generateMetadata({ params }: Props) {
  return resultsViewMetadata('queryPrice', asLocale((await params).locale));
}

/** /query-price?… (the proxy routes a search here): the form, then the offers or what to correct. */
export default async function PriceResultsPage({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const query = await searchParams;
  const search = readPriceSearch(query);

  // A link from the route lookup brings the lane but no cartons yet: just fill in the form.
  const asked = ['qty', 'len', 'wid', 'hei', 'wt'].some((key) => key in query);
  const lookup = asked ? lookupPrices(search.input, card, new Date()) : undefined;
  if (lookup?.ok) countLookup(laneOf(lookup.shipment.origin, lookup.shipment.destination.country));
  const problems: FieldError[] = lookup?.ok === false ? lookup.errors : [];
  const kept = Object.fromEntries(
    Object.entries(query).filter((e): e is [string, string | string[]] => e[1] !== undefined),
  );
  const results = lookup?.ok && (
    <QuoteResults
      result={lookup.result}
      destination={lookup.shipment.destination}
      origin={lookup.shipment.origin}
      card={card}
      view={{ sort: search.sort, mode: search.mode }}
      query={kept}
      rowOfCarton={search.rowOfCarton}
      massKg={actualMassG(lookup.shipment) / 1000}
    />
  );

  return (
    <ExplainerPage
      id="queryPrice"
      tool={
        <>
          <PriceForm values={search.values} problems={problems} rowOfCarton={search.rowOfCarton} />
          {results}
        </>
      }
    />
  );
}
