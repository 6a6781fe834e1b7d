import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ConsoleSection } from '@/components/console/section';
import { DataTable } from '@/components/ui/data-table';
import type { Locale } from '@/i18n/routing';
import type { HistoryItem } from '@/lib/console/history';

/**
 * A record's timeline (an enquiry's, a booking's), oldest first: when (Beijing time), who, and
 * what, as `what` tells each entry.
 */
export async function RecordHistory({
  items,
  locale,
  title,
  caption,
  what,
}: {
  items: HistoryItem[];
  locale: Locale;
  title: string;
  caption: string;
  what: (item: HistoryItem) => ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'ConsoleEnquiries' });
  const format = await getFormatter({ locale });
  return (
    <ConsoleSection name="history" title={title}>
      <DataTable<HistoryItem>
        caption={caption}
        rows={items}
        rowKey={(item) => String(item.id)}
        scroll={{ label: title, minWidth: 'min-w-[40rem]' }}
        columns={[
          {
            header: t('detail.when'),
            cell: (item) => format.dateTime(new Date(item.at), 'beijing'),
            rowHeader: true,
            className: 'whitespace-nowrap align-top',
          },
          {
            header: t('detail.who'),
            cell: (item) => item.actor.name ?? t('detail.someone'),
            className: 'align-top',
          },
          { header: t('detail.what'), cell: what, className: 'align-top' },
        ]}
      />
    </ConsoleSection>
  );
}
