import { getFormatter, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DataTable } from '@/components/ui/data-table';
import type { Locale } from '@/i18n/routing';
import type { HistoryItem } from '@/lib/console/history';
import { isEnquiryStatus } from '@/lib/enquiries/status';

type Person = { id: string; name: string | null } | null;

/** The enquiry's timeline, oldest first: when, who, and what (a note's or a reply's text too). */
export async function EnquiryHistory({ items, locale }: { items: HistoryItem[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ConsoleEnquiries' });
  const status = (value: unknown) =>
    isEnquiryStatus(value) ? t(`status.${value}`) : String(value);
  const person = (value: unknown) =>
    value ? ((value as Person)?.name ?? t('detail.someone')) : t('detail.nobody');
  const what = ({ kind, details }: HistoryItem) => {
    if (kind === 'status')
      return t('detail.entry.status', { from: status(details.from), to: status(details.to) });
    if (kind === 'assign')
      return t('detail.entry.assign', { from: person(details.from), to: person(details.to) });
    if (kind === 'booking') {
      const booking = { reference: String(details.reference), waybill: String(details.waybill) };
      return details.cancelled
        ? t('detail.entry.bookingCancelled', booking)
        : t('detail.entry.booking', booking);
    }
    const heading =
      kind === 'note'
        ? t('detail.entry.note')
        : t('detail.entry.reply', { subject: String(details.subject ?? '') });
    return (
      <>
        <span className="font-semibold">{heading}</span>
        <span className="mt-1 block [overflow-wrap:anywhere] whitespace-pre-wrap">
          {String(details.text ?? '')}
        </span>
      </>
    );
  };
  return (
    <RecordHistory
      items={items}
      locale={locale}
      title={t('detail.historyTitle')}
      caption={t('detail.historyCaption', { count: items.length })}
      what={what}
    />
  );
}

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
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        {title}
      </h2>
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
    </section>
  );
}
