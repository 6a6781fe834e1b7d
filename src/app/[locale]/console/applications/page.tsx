import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsoleFilters } from '@/components/console/console-filters';
import { ConsolePage } from '@/components/console/console-page';
import { ConsolePager, pagerLinks } from '@/components/console/console-pager';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/select-field';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import { deskPositions, listDesk, type DeskRow } from '@/lib/careers/desk';
import { openPositions } from '@/lib/careers/positions';
import { APPLICATION_STATUSES, isApplicationStatus } from '@/lib/careers/status';
import { getDb } from '@/lib/db';
import { answerIn } from '@/lib/console/action';
import { searchParam } from '@/lib/http/search-params';
import { requireStaff } from '@/lib/staff/session';

/** HR's applications: by position and status, newest first, page by page. */
export default async function ApplicationsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/applications'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/applications', 'applications.view');
  const t = await getTranslations('ConsoleApplications');
  const tc = await getTranslations('Console');
  const query = await searchParams;
  const position = searchParam(query, 'position', 100);
  const wanted = searchParam(query, 'status');
  const status = isApplicationStatus(wanted) ? wanted : undefined;
  const deleted = answerIn(query).done === 'deleted' ? searchParam(query, 'id', 40) : undefined;
  const after = searchParam(query, 'after', 200);
  const { db } = await getDb();
  const open = (await openPositions(locale)).map((p) => ({ id: p.id, title: p.title }));
  const positions = await deskPositions(db, open);
  const titles = new Map(positions.map((p) => [p.id, p.title]));
  const page = await listDesk(db, { position, status, cursor: after });
  const format = await getFormatter();
  const filtered = Boolean(position || status);
  const address = (extra: Record<string, string> = {}) => {
    const kept = { ...(position && { position }), ...(status && { status }), ...extra };
    const search = new URLSearchParams(kept).toString();
    return search ? `/console/applications?${search}` : '/console/applications';
  };
  return (
    <ConsolePage
      staff={me}
      section="/console/applications"
      title={tc('sections.applications')}
      notice={deleted && t('deleted', { id: deleted })}
    >
      <ConsoleFilters
        label={t('filtersLegend')}
        clear={filtered ? '/console/applications' : undefined}
      >
        <div className="flex flex-wrap items-end gap-4">
          <SelectField
            id="position"
            name="position"
            label={t('position')}
            defaultValue={position ?? ''}
            empty={t('anyPosition')}
            options={positions.map((p) => ({ value: p.id, label: p.title }))}
            className="w-full sm:w-72"
          />
          <SelectField
            id="status"
            name="status"
            label={t('statusLabel')}
            defaultValue={status ?? ''}
            empty={t('anyStatus')}
            options={APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            className="w-full sm:w-48"
          />
        </div>
      </ConsoleFilters>
      {page.rows.length === 0 ? (
        <p className="text-muted" data-testid="empty">
          {filtered ? t('empty') : t('emptyAll')}
        </p>
      ) : (
        <DataTable<DeskRow>
          caption={t('caption')}
          rows={page.rows}
          rowKey={(a) => a.id}
          scroll={{ label: t('caption'), minWidth: 'min-w-[52rem]' }}
          columns={[
            {
              header: t('reference'),
              rowHeader: true,
              className: 'whitespace-nowrap',
              cell: (a) => (
                <Link href={`/console/applications/${a.id}`} className="text-primary underline">
                  {a.id}
                </Link>
              ),
            },
            {
              header: t('received'),
              cell: (a) => format.dateTime(new Date(a.created_at), 'beijing'),
              className: 'whitespace-nowrap',
            },
            { header: t('name'), cell: (a) => a.name },
            { header: t('position'), cell: (a) => titles.get(a.position_id) ?? a.position_title },
            { header: t('city'), cell: (a) => a.city },
            {
              header: t('statusLabel'),
              cell: (a) => t(`status.${isApplicationStatus(a.status) ? a.status : 'new'}`),
            },
          ]}
        />
      )}
      <ConsolePager {...pagerLinks(address, after, page.next)} />
    </ConsolePage>
  );
}
