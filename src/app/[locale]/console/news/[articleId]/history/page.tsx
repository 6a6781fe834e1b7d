import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { RevisionDiff } from '@/components/console/news/revision-diff';
import { RestoreForm } from '@/components/console/news/restore-form';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/i18n/navigation';
import { asLocale } from '@/i18n/routing';
import { textIn } from '@/i18n/text-in';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { compareContent } from '@/lib/news/compare';
import { contentOfRow } from '@/lib/news/content';
import { listRevisions, revisionOf, type RevisionSummary } from '@/lib/news/revisions';
import { articleBySlug } from '@/lib/news/store';
import { requireStaff } from '@/lib/staff/session';

/**
 * An article's history: every revision with who, when and its kind; one compared
 * with the current working copy (?compare=<revision>), and any restored as the working copy.
 */
export default async function ArticleHistoryPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/news/[articleId]/history'>) {
  const { locale: raw, articleId } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const path = `/console/news/${articleId}`;
  const me = await requireStaff(locale, `${path}/history`, 'news.edit');
  const { db } = await getDb();
  const row = await articleBySlug(db, articleId);
  if (!row) notFound();
  const t = await getTranslations('ConsoleNews');
  const format = await getFormatter();
  const current = contentOfRow(row);
  const revisions = await listRevisions(db, row.id);
  const compareId = Number(searchParam(await searchParams, 'compare', 12));
  const compared = Number.isSafeInteger(compareId)
    ? await revisionOf(db, row.id, compareId)
    : undefined;
  const title =
    textIn(locale, { en: current.en.title, zh: current.zh.title }) ||
    t('untitled', { slug: row.slug });
  const kind = (r: RevisionSummary) => t(`kinds.${r.kind as 'save'}`);
  return (
    <ConsolePage
      staff={me}
      section="/console/news"
      title={t('historyTitle', { title })}
      up={{ href: path, label: t('editorTitle', { title }) }}
    >
      {compared && (
        <RevisionDiff
          heading={t('compareTitle', {
            version: compared.version,
            kind: kind(compared),
            time: format.dateTime(new Date(compared.savedAt), 'beijing'),
          })}
          version={compared.version}
          diffs={compareContent(compared.content, current)}
        />
      )}
      <DataTable<RevisionSummary>
        caption={t('revisionsCaption')}
        rows={revisions}
        rowKey={(r) => String(r.id)}
        scroll={{ label: t('revisionsCaption'), minWidth: 'min-w-[48rem]' }}
        columns={[
          { header: t('version'), rowHeader: true, cell: (r) => r.version },
          {
            header: t('when'),
            className: 'whitespace-nowrap',
            cell: (r) => format.dateTime(new Date(r.savedAt), 'beijing'),
          },
          {
            header: t('who'),
            cell: (r) => (r.savedBy ? (r.savedBy.name ?? r.savedBy.email ?? '—') : t('system')),
          },
          { header: t('kind'), cell: kind },
          {
            header: t('compare'),
            cell: (r) => (
              <div className="flex flex-wrap gap-x-4 gap-y-1">
                <Link href={`${path}/history?compare=${r.id}`} className="text-primary underline">
                  {t('compare')}
                </Link>
                <RestoreForm
                  id={row.id}
                  slug={row.slug}
                  revision={r.id}
                  version={Number(row.version)}
                />
              </div>
            ),
          },
        ]}
      />
    </ConsolePage>
  );
}
