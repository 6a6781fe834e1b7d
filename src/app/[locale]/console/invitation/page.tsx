import { setRequestLocale } from 'next-intl/server';
import { TwoFactorSetup } from '@/components/console/two-factor-setup';
import { asLocale } from '@/i18n/routing';
import { searchParam } from '@/lib/http/search-params';

/** An invitation's link: name and password, then the authenticator, then the backup codes. */
export default async function InvitationPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/invitation'>) {
  setRequestLocale(asLocale((await params).locale));
  return <TwoFactorSetup token={searchParam(await searchParams, 'token') ?? ''} />;
}
