import { getTranslations } from 'next-intl/server';
import { RecordHistory } from '@/components/console/record-history';
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
