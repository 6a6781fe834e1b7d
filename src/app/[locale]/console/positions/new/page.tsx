import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { editorOptions } from '@/components/console/positions/editor-options';
import { OpeningEditor } from '@/components/console/positions/opening-editor';
import { asLocale } from '@/i18n/routing';
import { chinaTime } from '@/lib/shipping/calendar';
import { requireStaff } from '@/lib/staff/session';

/** A new opening: closed until it is complete in both languages and opened. */
export default async function NewPositionPage({
  params,
}: PageProps<'/[locale]/console/positions/new'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/positions/new', 'positions.edit');
  const t = await getTranslations('ConsolePositions');
  // The posted date starts as today in Beijing ('YYYY-MM-DD', a date input's value).
  const today = chinaTime(new Date()).date;
  return (
    <ConsolePage
      staff={me}
      section="/console/positions"
      title={t('newTitle')}
      up={{ href: '/console/positions', label: t('backToList') }}
    >
      <OpeningEditor
        version={0}
        values={{ status: 'closed', posted: today }}
        options={await editorOptions(locale)}
      />
    </ConsolePage>
  );
}
