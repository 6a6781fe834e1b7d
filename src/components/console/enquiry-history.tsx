import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import type { Locale } from '@/i18n/routing';
import type { HistoryItem } from '@/lib/console/history';
import { isEnquiryStatus } from '@/lib/enquiries/status';

type Person = { id: string; name: string | null } | null;

/** The enquiry's timeline, oldest first: when, who, and what (a note's or a reply's text too). */
export async function EnquiryHistory({ items, locale }: { items: HistoryItem[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ConsoleEnquiries' });
  const format = await getFormatter({ locale });
  const status = (value: unknown) =>
    isEnquiryStatus(value) ? t(`status.${value}`) : String(value);
  const person = (value: unknown) =>
    value ? ((value as Person)?.name ?? t('detail.someone')) : t('detail.nobody');
  const what = ({ kind, details }: HistoryItem) => {
    if (kind === 'status')
      return t('detail.entry.status', { from: status(details.from), to: status(details.to) });
    if (kind === 'assign')
      return t('detail.entry.assign', { from: person(details.from), to: person(details.to) });
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
    <section aria-labelledby="history-heading" className="space-y-3">
      <h2 id="history-heading" className="text-lg font-semibold">
        {t('detail.historyTitle')}
      </h2>
      <DataTable<HistoryItem>
        caption={t('detail.historyCaption', { count: items.length })}
        rows={items}
        rowKey={(item) => String(item.id)}
        scroll={{ label: t('detail.historyTitle'), minWidth: 'min-w-[40rem]' }}
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
