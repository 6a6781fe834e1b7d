import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { asLocale, localizedPath } from '@/i18n/routing';
import { NOT_FOUND_ROUTE, REQUESTED_PATH_HEADER } from '@/config/routes';
import { NotFoundScreen } from '@/components/errors/not-found-screen';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/page-not-found'>): Promise<Metadata> {
  const t = await getTranslations({
    locale: asLocale((await params).locale),
    namespace: 'NotFound',
  });
  return { title: t('title'), robots: { index: false } };
}

/** The 404 page. The proxy rewrites every unknown address here with the status 404. */
export default async function PageNotFound({ params }: PageProps<'/[locale]/page-not-found'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const requested =
    (await headers()).get(REQUESTED_PATH_HEADER) ?? localizedPath(NOT_FOUND_ROUTE, locale);
  return <NotFoundScreen path={requested} />;
}
