import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { EnquiryFiltersForm } from '@/components/console/enquiry-filters';
import { ConsolePage } from '@/components/console/console-page';
import { ConsolePager, pagerLinks } from '@/components/console/console-pager';
import { ExportButton } from '@/components/console/download-button';
import { IgnoredFilters } from '@/components/console/console-filters';
import { referenceColumn } from '@/components/console/list-columns';
import { DataTable } from '@/components/ui/data-table';
import { asLocale, localizedPath } from '@/i18n/routing';
import { listAddresses } from '@/lib/console/filters';
import { decodeCursor } from '@/lib/console/keyset';
import { getDb } from '@/lib/db';
import {
  filterParams,
  findEnquiries,
  readEnquiryFilters,
  type EnquiryListRow,
} from '@/lib/enquiries/desk';
import { staffNames } from '@/lib/staff/names';
import { isOverdue } from '@/lib/enquiries/overdue';
import { searchParam } from '@/lib/http/search-params';
import { can } from '@/lib/staff/permissions';
import { requireStaff } from '@/lib/staff/session';
import { listStaff } from '@/lib/staff/staff';

const PATH = '/console/enquiries';
const badge = 'inline-block rounded-full px-2 py-0.5 text-sm whitespace-nowrap';

/**
 * Sales' enquiries: the filters, one keyset page of the matches newest first, each
 * linking to its own page. No total count: at 100,000 rows counting a text search would cost
 * more than the page itself.
 */
export default async function EnquiriesPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/enquiries'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, PATH, 'enquiries.view');
  const t = await getTranslations('ConsoleEnquiries');
  const tc = await getTranslations('Console');
  const format = await getFormatter();
  const query = await searchParams;
  const { filters, ignored } = readEnquiryFilters(query);
  const database = await getDb();
  const now = new Date();
  const page = await findEnquiries(
    database.db,
    filters,
    decodeCursor(searchParam(query, 'after')),
    now,
  );
  const names = await staffNames(
    database.db,
    page.rows.map((r) => r.assignee_id),
  );
  const colleagues = (await listStaff(database))
    .filter((s) => !s.disabled && can(s.role, 'enquiries.view'))
    .map((s) => ({ value: s.id, label: s.name }));
  const kept = filterParams(filters);
  const { address, exportHref } = listAddresses(PATH, locale, kept);
  return (
    <ConsolePage
      staff={me}
      section={PATH}
      title={tc('sections.enquiries')}
      actions={
        can(me.role, 'enquiries.export') && <ExportButton href={exportHref} label={t('export')} />
      }
    >
      <EnquiryFiltersForm
        action={localizedPath(PATH, locale)}
        filters={filters}
        colleagues={colleagues}
      />
      <IgnoredFilters names={ignored} message={(names) => t('ignored', { names })} />
      {page.rows.length === 0 ? (
        <p className="border-line rounded-xl border p-6 text-center" data-testid="no-enquiries">
          {t('empty')}
        </p>
      ) : (
        <DataTable<EnquiryListRow>
          caption={t('caption')}
          rows={page.rows}
          rowKey={(r) => String(r.id)}
          scroll={{ label: t('caption'), minWidth: 'min-w-[58rem]' }}
          columns={[
            referenceColumn(t('reference'), PATH),
            {
              header: t('received'),
              className: 'whitespace-nowrap',
              cell: (r) => format.dateTime(new Date(r.created_at), 'beijing'),
            },
            {
              header: t('contact'),
              cell: (r) => (
                <>
                  {r.name}
                  {r.company && <span className="text-muted block text-sm">{r.company}</span>}
                </>
              ),
            },
            { header: t('service'), cell: (r) => t(`services.${r.service as 'general'}`) },
            { header: t('language'), cell: (r) => t(`languages.${r.locale as 'en'}`) },
            {
              header: t('statusColumn'),
              cell: (r) => (
                <span className={`${badge} border-line bg-surface border`}>
                  {t(`status.${r.status as 'new'}`)}
                </span>
              ),
            },
            {
              header: t('assignee'),
              cell: (r) => (r.assignee_id ? (names.get(r.assignee_id) ?? '—') : '—'),
            },
            {
              header: t('overdueColumn'),
              cell: (r) =>
                isOverdue(r.status, r.created_at, now) ? (
                  <span className={`${badge} bg-danger text-white`} title={t('overdueHint')}>
                    {t('overdue')}
                  </span>
                ) : (
                  ''
                ),
            },
          ]}
        />
      )}
      <ConsolePager {...pagerLinks(address, searchParam(query, 'after'), page.next)} />
    </ConsolePage>
  );
}
