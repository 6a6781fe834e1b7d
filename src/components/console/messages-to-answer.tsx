import { getFormatter, getTranslations } from 'next-intl/server';
import { DataTable } from '@/components/ui/data-table';
import { Link } from '@/i18n/navigation';
import type { MessageToAnswer } from '@/lib/bookings/messages';

/**
 * The console home's "Messages to answer" (sales, operations and admins: `bookings.view`): every
 * shipper's message no answer has followed yet, oldest first, each a link to its booking's
 * conversation; the count is of all of them, the list its oldest `messages.length`.
 */
export async function MessagesToAnswer({
  count,
  messages,
}: {
  count: number;
  messages: MessageToAnswer[];
}) {
  const [t, format] = await Promise.all([
    getTranslations('BookingMessages.toAnswer'),
    getFormatter(),
  ]);
  return (
    <section
      aria-labelledby="to-answer-heading"
      className={`bg-surface space-y-3 rounded-lg border p-4 ${count > 0 ? 'border-danger' : 'border-line'}`}
      data-testid="messages-to-answer"
    >
      <h2 id="to-answer-heading" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p>
        <span className="font-semibold" data-testid="messages-to-answer-count">
          {t('count', { count })}
        </span>{' '}
        <span className="text-muted text-sm">{t('hint')}</span>
      </p>
      {messages.length > 0 && (
        <>
          {messages.length < count && (
            <p className="text-muted text-sm">{t('shown', { shown: messages.length, count })}</p>
          )}
          <DataTable<MessageToAnswer>
            caption={t('caption')}
            rows={messages}
            rowKey={(m) => String(m.id)}
            scroll={{ label: t('title'), minWidth: 'min-w-[44rem]' }}
            columns={[
              {
                header: t('booking'),
                cell: (m) => (
                  <Link
                    href={`/console/bookings/${m.reference}#messages`}
                    className="text-primary font-mono font-semibold underline"
                  >
                    {m.reference}
                  </Link>
                ),
                rowHeader: true,
                className: 'whitespace-nowrap',
              },
              { header: t('customer'), cell: (m) => m.customer },
              {
                header: t('received'),
                cell: (m) => format.dateTime(new Date(m.at), 'beijing'),
                className: 'whitespace-nowrap',
              },
              {
                header: t('message'),
                cell: (m) => m.excerpt,
                className: '[overflow-wrap:anywhere]',
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
