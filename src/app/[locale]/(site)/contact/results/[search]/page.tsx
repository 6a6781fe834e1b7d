import { headers } from 'next/headers';
import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { resultsViewMetadata } from '@/lib/seo/metadata';
import { ContactPage } from '@/components/pages/contact-page';

type Props = PageProps<'/[locale]/contact/results/[search]'>;

export async function generateMetadata({ params }: Props) {
  return resultsViewMetadata('contact', asLocale((await params).locale));
}

// A quote's search is a few hundred characters; anything far longer is not one of ours.
const one = (value: string | string[] | undefined, max: number) =>
  typeof value === 'string' && value.length <= max ? value : undefined;

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
        service: one(query.service, 64),
        quote: one(query.quote, 4000),
        offer: one(query.offer, 64),
        referrer: sent.get('referer') ?? undefined,
      }}
      host={sent.get('host')}
    />
  );
}
