import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { ConsolePage } from '@/components/console/console-page';
import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { listStaff, type StaffMember } from '@/lib/staff/staff';
import { requireStaff } from '@/lib/staff/session';

/** The staff accounts (admin): each one's role, authenticator and status, as the CLI lists them. */
export default async function StaffPage({ params }: PageProps<'/[locale]/console/staff'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/staff', 'staff.view');
  const t = await getTranslations('Console');
  const staff = await listStaff(await getDb());
  const day = new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeZone: 'Asia/Shanghai',
  });
  return (
    <ConsolePage staff={me} section="/console/staff" title={t('sections.staff')}>
      <DataTable<StaffMember>
        caption={t('staffCaption', { count: staff.length })}
        rows={staff}
        rowKey={(s) => s.id}
        scroll={{ label: t('sections.staff'), minWidth: 'min-w-[44rem]' }}
        columns={[
          { header: t('email'), cell: (s) => s.email, rowHeader: true },
          { header: t('nameColumn'), cell: (s) => s.name },
          {
            header: t('roleColumn'),
            cell: (s) => (s.role ? t(`roles.${s.role as 'admin'}`) : '—'),
          },
          {
            header: t('twoFactorColumn'),
            cell: (s) => (s.twoFactor ? t('twoFactorOn') : t('twoFactorOff')),
          },
          { header: t('statusColumn'), cell: (s) => (s.disabled ? t('disabled') : t('active')) },
          {
            header: t('sinceColumn'),
            cell: (s) => day.format(new Date(s.createdAt)),
            className: 'whitespace-nowrap',
          },
        ]}
      />
    </ConsolePage>
  );
}
