import { getFormatter, getTranslations } from 'next-intl/server';
import { isApplicationStatus, type ApplicationStatus } from '@/lib/careers/status';
import type { HistoryItem } from '@/lib/console/history';

/** An application's timeline, oldest first: status changes and notes, who and when. */
export async function ApplicationHistory({ history }: { history: HistoryItem[] }) {
  const t = await getTranslations('ConsoleApplications');
  const format = await getFormatter();
  const status = (value: unknown) =>
    isApplicationStatus(value) ? t(`status.${value as ApplicationStatus}`) : '—';
  if (history.length === 0) return <p className="text-muted">{t('historyEmpty')}</p>;
  return (
    <ol className="space-y-3" data-testid="history">
      {history.map((item) => (
        <li key={item.id} className="border-line border-l-2 pl-3">
          <p className="text-muted text-sm">
            {format.dateTime(new Date(item.at), 'beijing')} · {item.actor.name ?? t('someone')}
          </p>
          {item.kind === 'status' ? (
            <p>
              {t('historyStatus', { from: status(item.details.from), to: status(item.details.to) })}
            </p>
          ) : (
            <p className="break-words whitespace-pre-wrap">
              <span className="font-semibold">{t('historyNote')}: </span>
              {String(item.details.text ?? '')}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
