import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { TwoFactorSetup } from '@/components/console/two-factor-setup';
import { asLocale } from '@/i18n/routing';
import { currentSession, signInAddress } from '@/lib/staff/session';

/**
 * The authenticator's setup for a signed-in account that has none (after `npm run staff --
 * reset-2fa`, or an invitation left half way). The same page whether or not one is set up, so
 * that the backup codes stay on screen when confirming it renews the session.
 */
export default async function TwoFactorPage({ params }: PageProps<'/[locale]/console/two-factor'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  if (!(await currentSession())) redirect(signInAddress(locale, '/console/two-factor'));
  return <TwoFactorSetup />;
}
