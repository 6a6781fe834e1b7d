import { redirect } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { SignOutButton } from '@/components/console/sign-out-button';
import { TwoFactorSetup } from '@/components/console/two-factor-setup';
import { asLocale, localizedPath } from '@/i18n/routing';
import { enrolmentOf } from '@/lib/staff/enrolment';
import { currentSession, signInAddress } from '@/lib/staff/session';

/**
 * Where a session without the second factor is sent (the guard): the set-up an accepted
 * invitation began (the QR code again, e.g. after a reload), or, with none under way, what to do:
 * ask an administrator for a new invitation. A session with both factors goes to the home.
 */
export default async function TwoFactorPage({ params }: PageProps<'/[locale]/console/two-factor'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const found = await currentSession();
  if (!found) redirect(signInAddress(locale, '/console/two-factor'));
  if (found.session.twoFactorVerified) redirect(localizedPath('/console', locale));
  const start = await enrolmentOf(found.user.id);
  return (
    <>
      <TwoFactorSetup start={start} />
      {start.step === 'none' && (
        <div className="mx-auto mt-4 flex w-full max-w-md justify-end">
          <SignOutButton />
        </div>
      )}
    </>
  );
}
