import { randomUUID } from 'node:crypto';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ConversationThread } from '@/components/bookings/conversation-thread';
import { DeskForm, DeskText } from '@/components/console/desk-form';
import { ConsoleSection } from '@/components/console/section';
import type { Locale } from '@/i18n/routing';
import { answerBookingMessageAction } from '@/lib/bookings/message-actions';
import { MESSAGE_MAX } from '@/lib/bookings/message-text';
import type { BookingMessage } from '@/lib/bookings/messages';
import type { Booking } from '@/lib/bookings/find';

/**
 * A booking's conversation on its console page (`#messages`): the shipper's messages and the
 * desk's answers, each shipper's message marked "To answer" until an answer follows it, and
 * the answer form for a role that may answer (`bookings.message`). Messages are never edited
 * nor deleted: there is no button for either.
 */
export async function ConsoleBookingConversation({
  booking,
  messages,
  locale,
  mayAnswer,
}: {
  booking: Pick<Booking, 'reference' | 'email' | 'locale'>;
  messages: BookingMessage[];
  locale: Locale;
  mayAnswer: boolean;
}) {
  const [t, tb, format] = await Promise.all([
    getTranslations('BookingMessages'),
    getTranslations('ConsoleBookings.detail'),
    getFormatter(),
  ]);
  const lastAnswer = messages.reduce((last, m) => (m.author === 'staff' ? m.id : last), 0);
  const customer = booking.locale === 'zh' ? 'zh' : 'en';
  return (
    <ConsoleSection
      name="messages"
      id="messages"
      title={t('title')}
      look="part"
      testId="booking-messages"
    >
      <ConversationThread
        caption={t('caption', { count: messages.length })}
        empty={t('empty')}
        items={messages.map((m) => ({
          id: m.id,
          author: m.author === 'staff' ? (m.staffName ?? '') : t('shipper'),
          fromStaff: m.author === 'staff',
          when: format.dateTime(new Date(m.at), 'beijing'),
          at: m.at,
          body: m.body,
          ...(m.author === 'shipper' && m.id > lastAnswer ? { badge: t('console.waiting') } : {}),
        }))}
      />
      {mayAnswer && (
        <div className="max-w-2xl space-y-3">
          <p className="text-muted text-sm">
            {booking.email
              ? t('console.intro', {
                  email: booking.email,
                  language: tb(`languages.${customer}`),
                })
              : t('console.introNoEmail')}
          </p>
          <DeskForm
            action={answerBookingMessageAction}
            hidden={{
              locale,
              back: `/console/bookings/${booking.reference}`,
              reference: booking.reference,
              // A new one each time the page is drawn: the same answer posted twice is one.
              submissionId: randomUUID(),
            }}
            submit={t('console.submit')}
            problemHeading={t('console.problemHeading')}
            testId="message-answer"
          >
            <DeskText
              id="message-answer-text"
              name="message"
              label={t('console.label')}
              maxLength={MESSAGE_MAX}
              multiline
            />
          </DeskForm>
        </div>
      )}
    </ConsoleSection>
  );
}
