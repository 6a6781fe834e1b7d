import { basename } from 'node:path';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { ConsolePage } from '@/components/console/console-page';
import { DataTable } from '@/components/ui/data-table';
import { asLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { backupSettings, recentBackupRuns } from '@/lib/db/backup-schedule';
import { requireStaff } from '@/lib/staff/session';

type Run = Awaited<ReturnType<typeof recentBackupRuns>>[number];

/**
 * The scheduled backups as the administrator sees them (docs/operations.md): the settings in
 * force and the newest 60 runs, each with its file, size, time taken and outcome.
 */
export default async function BackupsConsolePage({
  params,
}: PageProps<'/[locale]/console/backups'>) {
  const locale = asLocale((await params).locale);
  setRequestLocale(locale);
  const me = await requireStaff(locale, '/console/backups', 'backups.view');
  const [t, tc, format] = await Promise.all([
    getTranslations('ConsoleBackups'),
    getTranslations('Console'),
    getFormatter(),
  ]);
  const runs = await recentBackupRuns((await getDb()).db);
  const settings = backupSettings();
  return (
    <ConsolePage staff={me} section="/console/backups" title={tc('sections.backups')}>
      <p className="text-muted" data-testid="backup-settings">
        {settings
          ? t('scheduled', {
              hour: String(settings.hour).padStart(2, '0'),
              dir: settings.dir,
              daily: settings.keepDaily,
              weekly: settings.keepWeekly,
            })
          : t('off')}
      </p>
      {runs.length === 0 ? (
        <p data-testid="backups-empty">{t('empty')}</p>
      ) : (
        <DataTable<Run>
          caption={t('caption')}
          rows={runs}
          rowKey={(r) => String(r.id)}
          scroll={{ label: t('caption'), minWidth: 'min-w-[56rem]' }}
          columns={[
            {
              header: t('startedColumn'),
              cell: (r) => format.dateTime(new Date(r.started_at), 'beijing'),
              rowHeader: true,
              className: 'whitespace-nowrap',
            },
            {
              header: t('outcomeColumn'),
              cell: (r) => (r.outcome === 'ok' ? t('ok') : t('failed')),
              className: 'whitespace-nowrap',
            },
            {
              header: t('fileColumn'),
              cell: (r) => (r.file ? basename(r.file) : '—'),
              className: 'break-all',
            },
            {
              header: t('sizeColumn'),
              cell: (r) =>
                r.bytes === null
                  ? '—'
                  : format.number(Number(r.bytes) / 1_048_576, { maximumFractionDigits: 1 }) +
                    ' MB',
              className: 'tabular-nums whitespace-nowrap',
            },
            {
              header: t('durationColumn'),
              cell: (r) => t('seconds', { seconds: Math.round(r.duration_ms / 10) / 100 }),
              className: 'tabular-nums whitespace-nowrap',
            },
            {
              header: t('removedColumn'),
              cell: (r) => Number(r.removed),
              className: 'tabular-nums',
            },
            { header: t('errorColumn'), cell: (r) => r.error ?? '—', className: 'break-words' },
          ]}
        />
      )}
    </ConsolePage>
  );
}
