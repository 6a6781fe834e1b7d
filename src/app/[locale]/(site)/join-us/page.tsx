import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/seo/metadata';
import { ExplainerPage } from '@/components/pages/explainer-page';

export async function generateMetadata({ params }: PageProps<'/[locale]/join-us'>) {
  return staticPageMetadata('joinUs', asLocale((await params).locale));
}

export default async function JoinUsPage({ params }: PageProps<'/[locale]/join-us'>) {
  setRequestLocale(asLocale((await params).locale));
  return <ExplainerPage id="joinUs" />;
}
