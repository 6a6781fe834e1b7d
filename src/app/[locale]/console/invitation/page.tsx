import { setRequestLocale } from 'next-intl/server';
import { TwoFactorSetup } from '@/components/console/two-factor-setup';
import { asLocale } from '@/i18n/routing';
import { searchParam } from '@/lib/http/search-params';
import { getDb } from '@/lib/db';
import { openInvitation } from '@/lib/staff/invitations';

/**
 * An invitation's link: name and password (or, for an account invited again after reset-2fa,
 * its password), then the authenticator, then the backup codes. A link that cannot be used says
 * why at once.
 */
export default async function InvitationPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/invitation'>) {
  setRequestLocale(asLocale((await params).locale));
  const token = searchParam(await searchParams, 'token') ?? '';
  const { db, dialect } = await getDb();
  const opened = await openInvitation({ db, dialect }, token, new Date());
  return (
    <TwoFactorSetup
      token={token}
      start={
        opened.ok
          ? { step: 'invitation', existing: opened.existing }
          : { step: 'invitation', problem: opened.refusal }
      }
    />
  );
}
