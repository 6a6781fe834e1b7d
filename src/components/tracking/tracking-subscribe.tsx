import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages } from '@/i18n/pick-messages';
import { smtpConfig } from '@/lib/mail/config';
import { FINAL_STATUSES, type TrackingStatus } from '@/lib/tracking/model';
import { SubscribeForm } from './subscribe-form';

/**
 * The slot under a parcel's card on the tracking results: the status-update subscription, for a
 * parcel that is not delivered or returned, when the site sends mail (SMTP_URL).
 */
export async function TrackingSubscribe({
  number,
  status,
  permalink,
}: {
  number: string;
  status: TrackingStatus;
  /** These results' address (/query-route?numbers=…): where the form posts without JavaScript. */
  permalink: string;
}) {
  if (FINAL_STATUSES.includes(status) || !smtpConfig()) return null;
  return (
    <NextIntlClientProvider messages={pickMessages(await getMessages(), ['TrackingSubscribe'])}>
      <SubscribeForm number={number} permalink={permalink} />
    </NextIntlClientProvider>
  );
}
