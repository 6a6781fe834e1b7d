import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { OpeningRowActions } from '@/components/console/positions/opening-row-actions';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import { company } from '@/lib/company';
import { listOpenings, type StoredOpening } from '@/lib/careers/openings';
import { answerIn } from '@/lib/console/action';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { requireStaff } from '@/lib/staff/session';

/** The job openings, open and closed, in the join-us page's order: reorder, open, close. */
export default async function PositionsPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/positions'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/positions', 'positions.edit');
  const t = await getTranslations('ConsolePositions');
  const tc = await getTranslations('Console');
  const tj = await getTranslations('Careers');
  const query = await searchParams;
  const { db } = await getDb();
  const openings = await listOpenings(db);
  const titleOf = (o: StoredOpening) =>
    o.opening.text[locale].title || o.opening.text.en.title || o.id;
  const named = openings.find((o) => o.id === searchParam(query, 'id', 80));
  const { done, problem } = answerIn(query);
  const title = named ? titleOf(named) : '';
  const notice = !named
    ? undefined
    : done === 'open' || done === 'closed'
      ? t(`saved.${done}`, { title })
      : done === 'moved'
        ? t('moved', { title })
        : undefined;
  const refusal =
    problem === 'incomplete' && named
      ? t('problem.incomplete', { title })
      : problem === 'move' || problem === 'status'
        ? t(`problem.${problem}`)
        : undefined;
  const office = (id: string) => company.offices.find((o) => o.id === id)?.city[locale] ?? id;
  return (
    <ConsolePage
      staff={me}
      section="/console/positions"
      title={tc('sections.positions')}
      notice={notice}
      problem={refusal}
      actions={
        <Link
          href="/console/positions/new"
          className="bg-primary hover:bg-primary-dark inline-flex h-11 items-center rounded-md px-4 font-semibold text-white"
        >
          {t('new')}
        </Link>
      }
    >
      <p className="text-muted">{t('intro')}</p>
      {openings.length === 0 ? (
        <p className="text-muted" data-testid="empty">
          {t('empty')}
        </p>
      ) : (
        <DataTable<StoredOpening>
          caption={t('caption')}
          rows={openings}
          rowKey={(o) => o.id}
          scroll={{ label: t('caption'), minWidth: 'min-w-[60rem]' }}
          columns={[
            {
              header: t('order'),
              className: 'tabular-nums',
              cell: (o) => o.sortOrder + 1,
            },
            {
              header: t('title'),
              rowHeader: true,
              cell: (o) => (
                <Link
                  id={`opening-${o.id}`}
                  href={`/console/positions/${o.id}`}
                  className="text-primary underline"
                >
                  {o.opening.text[locale].title || t('untitled')}
                </Link>
              ),
            },
            {
              header: t('team'),
              cell: (o) => tj(`departments.${o.opening.department as 'customs'}`),
            },
            { header: t('location'), cell: (o) => office(o.opening.city) },
            {
              header: t('type'),
              cell: (o) => tj(`types.${o.opening.employmentType as 'full-time'}`),
            },
            {
              header: t('statusLabel'),
              cell: (o) => (
                <span data-testid="opening-status">{t(`status.${o.opening.status}`)}</span>
              ),
            },
            {
              header: t('changes'),
              cell: (o) => (
                <OpeningRowActions
                  locale={locale}
                  id={o.id}
                  title={titleOf(o)}
                  status={o.opening.status}
                  first={o === openings[0]}
                  last={o === openings.at(-1)}
                />
              ),
            },
          ]}
        />
      )}
    </ConsolePage>
  );
}
