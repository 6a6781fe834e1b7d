import { setRequestLocale } from 'next-intl/server';
import { SignInForm } from '@/components/console/sign-in-form';
import { asLocale } from '@/i18n/routing';
import { searchParam } from '@/lib/http/search-params';

/** The staff sign-in; `next` (a console address, checked by the action) is where it goes after. */
export default async function SignInPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/sign-in'>) {
  setRequestLocale(asLocale((await params).locale));
  return <SignInForm next={searchParam(await searchParams, 'next') ?? ''} />;
}
