import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { searchParam } from '@/lib/http/search-params';
import { resultsViewMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/pages/contact-page';

type Props = PageProps<'/[locale]/contact/results/[search]'>;

export async function generateMetadata({ params }: Props) {
  return resultsViewMetadata('contact', asLocale((await params).locale));
}

/**
 * /contact?service=… or ?quote=…&offer=… (the proxy routes a query here): the form with the
 * service chosen, or the offer recomputed above it.
 */
export default async function ContactRequestPage({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const query = await searchParams;
  const sent = await headers();
  return (
    <ContactPage
      request={{
        service: searchParam(query, 'service', 64),
        // A quote's search is a few hundred characters; anything far longer is not one of ours.
        quote: searchParam(query, 'quote', 4000),
        offer: searchParam(query, 'offer', 64),
        referrer: sent.get('referer') ?? undefined,
      }}
      host={sent.get('host')}
    />
  );
}
