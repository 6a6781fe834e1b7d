import { randomUUID } from 'node:crypto';
import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { pickKeys } from '@/i18n/pick-messages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { company } from '@/lib/company';
import { MESSAGE_MAX } from '@/lib/bookings/message-text';
import type { BookingMessage } from '@/lib/bookings/messages';
import type { Booking } from '@/lib/bookings/find';
import { ConversationForm } from './conversation-form';
import { ConversationThread } from './conversation-thread';

/**
 * The booking's conversation on the shipper's account page (`#messages`): the messages, theirs
 * and the team's, and the form to write. A cancelled booking takes messages too (it says so).
 */
export async function BookingConversation({
  booking,
  messages,
  locale,
}: {
  booking: Pick<Booking, 'reference' | 'cancelled_at'>;
  messages: BookingMessage[];
  locale: Locale;
}) {
  const [t, format] = await Promise.all([getTranslations('BookingMessages'), getFormatter()]);
  const team = t('team', { company: company.name[locale] });
  return (
    <section
      id="messages"
      aria-labelledby="messages-heading"
      className="container-page scroll-mt-20 space-y-5 pb-12"
      data-testid="booking-messages"
    >
      <div className="max-w-3xl">
        <h2 id="messages-heading" className="text-2xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="text-muted mt-2">{t('intro')}</p>
        {booking.cancelled_at && <p className="mt-2">{t('cancelled')}</p>}
      </div>
      <div className="max-w-3xl">
        <ConversationThread
          caption={t('caption', { count: messages.length })}
          empty={t('empty')}
          items={messages.map((m) => ({
            id: m.id,
            author: m.author === 'staff' ? team : t('you'),
            fromStaff: m.author === 'staff',
            when: format.dateTime(new Date(m.at), 'beijing'),
            at: m.at,
            body: m.body,
          }))}
        />
      </div>
      <NextIntlClientProvider
        messages={pickKeys(await getMessages(), 'BookingMessages', [
          'label',
          'hint',
          'send',
          'sent',
          'problemTitle',
          'rateLimited',
          'error',
          'errors',
        ])}
      >
        <ConversationForm
          permalink={`${localizedPath(`/account/bookings/${booking.reference}`, locale)}#messages`}
          reference={booking.reference}
          submissionId={randomUUID()}
          max={MESSAGE_MAX}
        />
      </NextIntlClientProvider>
    </section>
  );
}
