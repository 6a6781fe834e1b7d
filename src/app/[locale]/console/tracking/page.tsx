import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ConsolePage } from '@/components/console/console-page';
import { TrackingImportForm } from '@/components/console/tracking-import-form';
import { DataTable } from '@/components/ui/data-table';
import { Field, controlClass } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { CSV_UPLOAD_MAX_BYTES } from '@/config/forms';
import { Link } from '@/i18n/navigation';
import { asLocale, localizedPath } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/staff/session';
import { recentImports, type ImportRecord } from '@/lib/tracking/imports';
import { normalizeTrackingNumber } from '@/lib/tracking/numbers';
import { ConsoleSection } from '@/components/console/section';

/**
 * The operations desk's tracking page: find a shipment's trail, import a CSV file as the CLI
 * does, the last 20 imports, and the way to the API tokens.
 */
export default async function TrackingConsolePage({
  params,
  searchParams,
}: PageProps<'/[locale]/console/tracking'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/tracking', 'tracking.view');
  // The search box is a GET form (it works without JavaScript): its number opens the trail.
  const { number } = await searchParams;
  if (typeof number === 'string' && number.trim() !== '') {
    const found = normalizeTrackingNumber(number);
    const path = `/console/tracking/${encodeURIComponent(found.ok ? found.number : number.trim())}`;
    redirect(localizedPath(path, locale));
  }
  const [t, tc] = await Promise.all([
    getTranslations('ConsoleTracking'),
    getTranslations('Console'),
  ]);
  const imports = await recentImports((await getDb()).db, 20);
  const format = await getFormatter();
  return (
    <ConsolePage
      staff={me}
      section="/console/tracking"
      title={tc('sections.tracking')}
      actions={
        <Link href="/console/tracking/tokens" className="text-primary font-semibold underline">
          {t('tokensLink')}
        </Link>
      }
    >
      <ConsoleSection name="search" title={t('searchTitle')}>
        <form method="get" className="flex flex-wrap items-end gap-3" role="search">
          <Field id="number" label={t('searchLabel')} className="min-w-0 flex-1">
            {(control) => (
              <input {...control} name="number" autoComplete="off" className={controlClass} />
            )}
          </Field>
          <SubmitButton>{t('searchSubmit')}</SubmitButton>
        </form>
      </ConsoleSection>
      <ConsoleSection name="import" title={t('importTitle')}>
        <p className="text-muted">{t('importIntro')}</p>
        <TrackingImportForm maxMb={CSV_UPLOAD_MAX_BYTES / 1024 / 1024} />
      </ConsoleSection>
      <ConsoleSection name="imports" title={t('importsTitle')}>
        {imports.length === 0 ? (
          <p className="text-muted">{t('noImports')}</p>
        ) : (
          <DataTable<ImportRecord>
            rows={imports}
            rowKey={(i) => String(i.id)}
            scroll={{ label: t('importsTitle'), minWidth: 'min-w-[44rem]' }}
            columns={[
              {
                header: t('atColumn'),
                cell: (i) => format.dateTime(new Date(i.at), 'beijing'),
                className: 'whitespace-nowrap',
              },
              { header: t('fileColumn'), cell: (i) => i.fileName, rowHeader: true },
              { header: t('byColumn'), cell: (i) => i.actorEmail ?? t('byCli') },
              { header: t('rowsColumn'), cell: (i) => i.rows, className: 'tabular-nums' },
              { header: t('shipmentsColumn'), cell: (i) => i.shipments, className: 'tabular-nums' },
              { header: t('eventsColumn'), cell: (i) => i.events, className: 'tabular-nums' },
            ]}
          />
        )}
      </ConsoleSection>
    </ConsolePage>
  );
}
