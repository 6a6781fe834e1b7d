import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { ErrorSummary } from '@/components/ui/error-summary';
import { ConsolePage } from '@/components/console/console-page';
import { InviteForm } from '@/components/console/invite-form';
import { StaffChanges } from '@/components/console/staff-changes';
import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { listStaff, type StaffMember } from '@/lib/staff/staff';
import { requireStaff } from '@/lib/staff/session';

const DONE = ['changeRole', 'disable', 'reset2fa'] as const;
const PROBLEMS = ['email', 'role', 'exists', 'unknown', 'self', 'unchanged', 'confirm', 'invalid'];

/**
 * The staff accounts (admin): each one's role, authenticator and status, as the CLI lists them;
 * inviting a colleague, and each colleague's changes. A change comes back here saying what it
 * did or why not (`done` or `problem`, and `email`, in the address).
 */
export default async function StaffPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/staff'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/staff', 'staff.view');
  const t = await getTranslations('Console');
  const s = await getTranslations('ConsoleStaff');
  const query = await searchParams;
  const email = searchParam(query, 'email', 320) ?? '';
  const done = DONE.find((d) => d === searchParam(query, 'done'));
  const problem = PROBLEMS.find((p) => p === searchParam(query, 'problem')) as 'self' | undefined;
  const staff = await listStaff(await getDb());
  const format = await getFormatter();
  return (
    <ConsolePage staff={me} section="/console/staff" title={t('sections.staff')}>
      {done && (
        <p role="status" className="border-line bg-surface rounded-lg border p-4">
          {s(`done.${done}`, { email })}
        </p>
      )}
      {problem && (
        <ErrorSummary
          heading={s('problemHeading')}
          messages={[email ? `${email}: ${s(`problem.${problem}`)}` : s(`problem.${problem}`)]}
        />
      )}
      <InviteForm />
      <DataTable<StaffMember>
        caption={t('staffCaption', { count: staff.length })}
        rows={staff}
        rowKey={(s) => s.id}
        scroll={{ label: t('sections.staff'), minWidth: 'min-w-[60rem]' }}
        columns={[
          { header: t('email'), cell: (s) => s.email, rowHeader: true },
          { header: t('nameColumn'), cell: (s) => s.name },
          // Short words: kept on one line, as a narrow column would break them letter by letter.
          {
            header: t('roleColumn'),
            cell: (s) => (s.role ? t(`roles.${s.role as 'admin'}`) : '—'),
            className: 'whitespace-nowrap',
          },
          {
            header: t('twoFactorColumn'),
            cell: (s) => (s.twoFactor ? t('twoFactorOn') : t('twoFactorOff')),
            className: 'whitespace-nowrap',
          },
          {
            header: t('statusColumn'),
            cell: (s) => (s.disabled ? t('disabled') : t('active')),
            className: 'whitespace-nowrap',
          },
          {
            header: t('sinceColumn'),
            cell: (s) => format.dateTime(new Date(s.createdAt), 'beijingDay'),
            className: 'whitespace-nowrap',
          },
          {
            header: s('changes'),
            cell: (member) => <StaffChanges member={member} me={me.id} />,
            className: 'align-top',
          },
        ]}
      />
    </ConsolePage>
  );
}
