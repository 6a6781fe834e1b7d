import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { resultsViewMetadata } from '@/lib/seo/metadata';
import { JoinUsPage } from '@/components/pages/join-us-page';

type Props = PageProps<'/[locale]/join-us/results/[search]'>;

export async function generateMetadata({ params }: Props) {
  return resultsViewMetadata('joinUs', asLocale((await params).locale));
}

const one = (value: string | string[] | undefined) =>
  typeof value === 'string' && value.length <= 64 ? value : undefined;

/** /join-us?department=&city=&position= (the proxy routes a query here): filtered, preselected. */
export default async function JoinUsFiltered({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const query = await searchParams;
  return (
    <JoinUsPage
      filters={{ department: one(query.department), city: one(query.city) }}
      position={one(query.position)}
    />
  );
}
