import { setRequestLocale } from 'next-intl/server';
import { asLocale } from '@/i18n/routing';
import { searchParam } from '@/lib/http/search-params';
import { resultsViewMetadata } from '@/lib/seo/metadata';
import { JoinUsPage } from '@/components/pages/join-us-page';

type Props = PageProps<'/[locale]/join-us/results/[search]'>;

export async function generateMetadata({ params }: Props) {
  return resultsViewMetadata('joinUs', asLocale((await params).locale));
}

/** /join-us?department=&city=&position= (the proxy routes a query here): filtered, preselected. */
export default async function JoinUsFiltered({ params, searchParams }: Props) {
  setRequestLocale(asLocale((await params).locale));
  const query = await searchParams;
  return (
    <JoinUsPage
      filters={{
        department: searchParam(query, 'department', 64),
        city: searchParam(query, 'city', 64),
      }}
      position={searchParam(query, 'position', 64)}
    />
  );
}
