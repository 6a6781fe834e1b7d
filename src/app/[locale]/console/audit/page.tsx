import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { AuditFilters } from '@/components/console/audit-filters';
import { ConsolePage } from '@/components/console/console-page';
import { ConsolePager } from '@/components/console/console-pager';
import { DownloadButton } from '@/components/console/download-button';
import { DataTable } from '@/components/ui/data-table';
import { asLocale, localizedPath } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { auditPage, isAccountActor, type AuditEntryView } from '@/lib/staff/audit';
import { auditLabelKey, isLabelledAuditAction } from '@/lib/staff/audit-actions';
import { auditQueryOf, auditSearch } from '@/lib/staff/audit-view';
import { requireStaff } from '@/lib/staff/session';
import { listStaff } from '@/lib/staff/staff';

const PAGE_SIZE = 50;

/** The details as "key: value" pairs (the entry keeps no personal data to hide). */
function detailsText(details: Record<string, unknown> | null): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, v]) => `${key}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(', ');
}

/**
 * The audit log (admin): filtered by who, action (or area), target and Beijing dates, newest
 * first by keyset pages; the same filters export as CSV. Read only: no code edits an entry.
 */
export default async function AuditPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/audit'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/audit', 'audit.view');
  const t = await getTranslations('ConsoleAudit');
  const c = await getTranslations('Console');
  const { form, filters, cursor } = auditQueryOf(await searchParams);
  const database = await getDb();
  const page = await auditPage(database.db, filters, { cursor, size: PAGE_SIZE });
  // An account is shown by its email, not its id (the staff are few: one query for all).
  const emails = new Map((await listStaff(database)).map((s) => [s.id, s.email]));
  const target = (row: AuditEntryView) =>
    row.target_type === 'user' && row.target_id && emails.has(row.target_id)
      ? `user ${emails.get(row.target_id)}`
      : `${row.target_type} ${row.target_id ?? ''}`;
  const format = await getFormatter();
  // Every action the code records has a label (tests/unit/audit-actions.test.ts); one from a
  // version older than the retired ones shows as it was stored.
  const label = (action: string) =>
    isLabelledAuditAction(action) ? t(`actions.${auditLabelKey(action)}`) : action;
  const search = auditSearch(form);
  const exportHref = `${localizedPath('/console/audit/export', locale)}${search ? `?${search}` : ''}`;
  return (
    <ConsolePage
      staff={me}
      section="/console/audit"
      title={c('sections.audit')}
      actions={
        <DownloadButton
          href={exportHref}
          label={t('export')}
          className="border-line hover:bg-primary-soft inline-flex h-11 items-center rounded-md border px-4 font-semibold"
        />
      }
    >
      <p className="text-muted">{t('intro')}</p>
      <AuditFilters form={form} />
      {page.rows.length === 0 ? (
        <p data-testid="audit-empty">{t('empty')}</p>
      ) : (
        <DataTable<AuditEntryView>
          caption={t('caption')}
          rows={page.rows}
          rowKey={(row) => String(row.id)}
          scroll={{ label: c('sections.audit'), minWidth: 'min-w-[64rem]' }}
          columns={[
            {
              header: t('when'),
              cell: (row) => (
                <time dateTime={row.at}>{format.dateTime(new Date(row.at), 'beijingSeconds')}</time>
              ),
              className: 'whitespace-nowrap',
            },
            {
              header: t('who'),
              cell: (row) =>
                // A shipper's account is named as one, never taken for a staff member.
                isAccountActor(row.actor_id)
                  ? t('shipperAccount', {
                      account: row.actor_id!.slice('account:'.length, 'account:'.length + 8),
                    })
                  : (row.actor_email ?? (row.client_address === 'cli' ? t('cli') : t('nobody'))),
            },
            {
              header: t('what'),
              cell: (row) => label(row.action),
              rowHeader: true,
              className: 'min-w-[9rem]',
            },
            {
              header: t('target'),
              cell: (row) => (row.target_type ? target(row) : t('nobody')),
              // Ids are long and unbroken: the table scrolls sideways rather than split them.
              className: 'whitespace-nowrap font-mono text-sm',
            },
            { header: t('address'), cell: (row) => row.client_address ?? t('nobody') },
            {
              header: t('details'),
              cell: (row) => detailsText(row.details),
              className: 'min-w-[16rem] text-sm break-words',
            },
          ]}
        />
      )}
      <ConsolePager
        first={cursor && `/console/audit${search ? `?${search}` : ''}`}
        next={page.next && `/console/audit?${auditSearch(form, { after: page.next })}`}
      />
    </ConsolePage>
  );
}
