import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { utilityPages } from '@/config/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { readEnquiryReference } from '@/lib/enquiries/reference';
import { searchParam } from '@/lib/http/search-params';
import { SentPage } from '@/components/pages/enquiry-sent-page';

type Props = PageProps<'/[locale]/contact/sent'>;

export async function generateMetadata({ params }: Props) {
  const locale = asLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ContactSent' });
  return {
    ...pageMetadata({
      locale,
      path: utilityPages.contactSent.path,
      title: t('title'),
      description: t('summary'),
    }),
    robots: { index: false, follow: false },
  };
}

/** Where a sent enquiry leads (not indexed): its reference from the address, and what follows. */
export default async function ContactSentRoute({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const ref = searchParam(await searchParams, 'ref', 20);
  const reference = ref === undefined ? null : readEnquiryReference(ref);
  return <SentPage reference={reference} />;
}
