import { getFormatter, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { WorkQueue } from '@/lib/console/work-queues';
import { ConsoleSection } from '@/components/console/section';

/**
 * The console home's work queues: each a card with its newest lines, each line a link to its
 * record, and the count linking to the desk's list that shows them all. The overdue enquiries'
 * count says so in sales' words (`overdueLabel`).
 */
export async function WorkQueues({
  queues,
  overdueLabel,
}: {
  queues: WorkQueue[];
  overdueLabel: (count: number) => string;
}) {
  const t = await getTranslations('Console');
  const format = await getFormatter();
  return (
    <ConsoleSection name="queues" title={t('queues.title')}>
      <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="queues">
        {queues.map((q) => (
          <li
            key={q.id}
            className={`bg-surface rounded-lg border p-4 ${q.id === 'overdueEnquiries' && q.count > 0 ? 'border-danger' : 'border-line'}`}
            data-testid={`queue-${q.id}`}
          >
            <h3 className="flex items-baseline justify-between gap-3 font-semibold">
              <span>{t(`queues.${q.id}`)}</span>
              <span className="text-2xl tabular-nums" data-testid="queue-count">
                {q.count}
              </span>
            </h3>
            {q.lines.length === 0 ? (
              <p className="text-muted mt-2 text-sm">{t('queues.empty')}</p>
            ) : (
              <ul className="mt-2 space-y-1 text-sm">
                {q.lines.map((line) => (
                  <li key={line.key} className="flex flex-wrap justify-between gap-x-3">
                    <Link href={line.href} className="text-primary break-all underline">
                      {line.label}
                    </Link>
                    {line.at && (
                      <span className="text-muted whitespace-nowrap">
                        {format.dateTime(new Date(line.at), 'beijing')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {q.count > 0 && (
              <Link
                href={q.href}
                className="text-primary mt-3 inline-block text-sm font-semibold underline"
                data-testid={q.id === 'overdueEnquiries' ? 'overdue-enquiries' : undefined}
              >
                {q.id === 'overdueEnquiries'
                  ? overdueLabel(q.count)
                  : t('queues.seeAll', { count: q.count })}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </ConsoleSection>
  );
}
