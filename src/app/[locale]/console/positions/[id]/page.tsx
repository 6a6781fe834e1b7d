import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { beijingTime } from '@/components/console/applications/beijing-time';
import { editorOptions } from '@/components/console/positions/editor-options';
import { OpeningEditor } from '@/components/console/positions/opening-editor';
import { asLocale } from '@/i18n/routing';
import { formOfOpening } from '@/lib/careers/opening-form';
import { findOpening } from '@/lib/careers/openings';
import { getDb } from '@/lib/db';
import { searchParam } from '@/lib/http/search-params';
import { requireStaff } from '@/lib/staff/session';

/** One opening in both languages side by side, saved with the version it was loaded at. */
export default async function PositionPage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/positions/[id]'>) {
  const { locale: raw, id } = await params;
  const locale = asLocale(raw);
  setRequestLocale(locale);
  const me = await requireStaff(locale, `/console/positions/${id}`, 'positions.edit');
  const { db } = await getDb();
  const stored = await findOpening(db, id);
  if (!stored) notFound();
  const t = await getTranslations('ConsolePositions');
  const query = await searchParams;
  const saved = searchParam(query, 'saved', 10);
  const problem = searchParam(query, 'problem', 20);
  const title = stored.opening.text[locale].title || stored.opening.text.en.title || id;
  const notice =
    saved === 'created' || saved === 'updated' || saved === 'open' || saved === 'closed'
      ? t(`saved.${saved}`, { title })
      : undefined;
  return (
    <ConsolePage
      staff={me}
      section="/console/positions"
      title={t('editTitle', { title })}
      up={{ href: '/console/positions', label: t('backToList') }}
      notice={notice}
      problem={
        problem &&
        (problem === 'incomplete' ? t('problem.incomplete', { title }) : t('problem.status'))
      }
    >
      <p className="text-muted text-sm" data-testid="last-saved">
        {t('lastSaved', {
          at: beijingTime(locale)(stored.updatedAt),
          by: stored.updatedBy ?? t('someone'),
        })}
      </p>
      <OpeningEditor
        key={stored.version}
        id={id}
        version={stored.version}
        values={formOfOpening(stored.opening)}
        options={await editorOptions(locale)}
      />
    </ConsolePage>
  );
}
