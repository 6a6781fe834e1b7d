import { getFormatter, getTranslations } from 'next-intl/server';
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
          <ol
            className="divide-line border-line divide-y border-y"
            aria-label={t('caption')}
            data-testid="messages-to-answer-list"
          >
            {messages.map((m) => (
              <li key={m.id} className="py-3">
                <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <Link
                    href={`/console/bookings/${m.reference}#messages`}
                    className="text-primary font-mono font-semibold underline"
                  >
                    {m.reference}
                  </Link>
                  <span className="[overflow-wrap:anywhere]">{m.customer}</span>
                  <time dateTime={m.at} className="text-muted text-sm whitespace-nowrap">
                    {format.dateTime(new Date(m.at), 'beijing')}
                  </time>
                </p>
                <p className="mt-1 text-sm [overflow-wrap:anywhere]">{m.excerpt}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
