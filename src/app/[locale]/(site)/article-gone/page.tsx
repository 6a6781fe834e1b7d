import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { GoneScreen } from '@/components/errors/gone-screen';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/article-gone'>): Promise<Metadata> {
  const t = await getTranslations({ locale: asLocale((await params).locale), namespace: 'Gone' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * The 410 page: the proxy rewrites the address of an unpublished article (or an old address of
 * one) here with the status 410, so search engines drop it. Not a public address itself.
 */
export default async function ArticleGone({ params }: PageProps<'/[locale]/article-gone'>) {
  setRequestLocale(asLocale((await params).locale));
  return <GoneScreen />;
}
