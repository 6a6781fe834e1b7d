import { notFound } from 'next/navigation';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { editorOptions } from '@/components/console/positions/editor-options';
import { OpeningEditor } from '@/components/console/positions/opening-editor';
import { asLocale } from '@/i18n/routing';
import { formOfOpening } from '@/lib/careers/opening-form';
import { findOpening } from '@/lib/careers/openings';
import { getDb } from '@/lib/db';
import { answerIn } from '@/lib/console/action';
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
  const format = await getFormatter();
  const query = await searchParams;
  const { done, problem } = answerIn(query);
  const title = stored.opening.text[locale].title || stored.opening.text.en.title || id;
  const notice =
    done === 'created' || done === 'updated' || done === 'open' || done === 'closed'
      ? t(`saved.${done}`, { title })
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
          at: format.dateTime(new Date(stored.updatedAt), 'beijing'),
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
