import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { lookupPrices } from '@/lib/shipping/lookup';
import { card } from '@/lib/shipping/rate-card';
import { readPriceSearch } from '@/lib/shipping/price-search';
import type { FieldError } from '@/lib/shipping/request';
import { ExplainerPage } from '@/components/pages/explainer-page';
import { PriceForm, type PriceFormErrors } from '@/components/tools/price-form';
import { QuoteResults } from '@/components/tools/quote-results';
import { ErrorToast } from '@/components/tools/error-toast';

type Props = PageProps<'/[locale]/query-price/results/[search]'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await staticPageMetadata('queryPrice', asLocale((await params).locale));
  return { ...metadata, robots: { index: false, follow: true } };
}

const formField: Record<string, string> = {
  length: 'len',
  width: 'wid',
  height: 'hei',
  weight: 'wt',
  quantity: 'qty',
};

/** /query-price?… (the proxy routes a search here): the form, then the offers or what to correct. */
export default async function PriceResultsPage({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const t = await getTranslations('InputErrors');
  const tLookup = await getTranslations('PriceLookup');
  const query = await searchParams;
  const search = readPriceSearch(query);

  // A link from the route lookup brings the lane but no cartons yet: just fill in the form.
  const asked = ['qty', 'len', 'wid', 'hei', 'wt'].some((key) => key in query);
  const lookup = asked ? lookupPrices(search.input, card, new Date()) : undefined;
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
    />
  );

  // Each problem under its field: 'cartons.1.weight' is the weight of the second filled line.
  const errors: PriceFormErrors = {};
  for (const p of problems) {
    const [head, index, field] = p.path.split('.');
    const message = t(
      p.key as Parameters<typeof t>[0],
      p.params as Record<string, string | number>,
    );
    const name =
      head === 'cartons' && index !== undefined && field
        ? `row-${search.rowOfCarton[Number(index)] ?? Number(index) + 1}-${formField[field] ?? field}`
        : head === 'origin'
          ? 'from'
          : head === 'destination'
            ? 'to'
            : (head ?? 'form');
    errors[name] ??= message;
  }
  const unplaced = Object.entries(errors).filter(([name]) => !/^(from|to|row-\d+-\w+)$/.test(name));

  return (
    <ExplainerPage
      id="queryPrice"
      tool={
        <>
          <PriceForm values={search.values} errors={errors} />
          {problems.length > 0 && <ErrorToast message={tLookup('errorsHeading')} />}
          {unplaced.length > 0 && (
            <ul
              role="alert"
              className="border-danger/40 bg-danger/5 mt-4 list-disc rounded-lg border p-4 pl-8"
              data-testid="input-errors"
            >
              {unplaced.map(([name, message]) => (
                <li key={name}>{message}</li>
              ))}
            </ul>
          )}
          {problems.length > 0 && unplaced.length === 0 && (
            <p role="alert" className="sr-only">
              {Object.values(errors).join(' ')}
            </p>
          )}
          {results}
        </>
      }
    />
  );
}
