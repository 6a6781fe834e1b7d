import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { utilityPages } from '@/config/pages';
import { getDb } from '@/lib/db';
import { UNCONFIRMED_DAYS } from '@/lib/tracking/retention';
import { findSubscription, type SubscriptionView } from '@/lib/tracking/subscriptions';
import { confirmTrackingEmail, stopTrackingEmail } from '@/lib/tracking/action';
import { Banner } from '@/components/sections/banner';
import { ButtonLink } from '@/components/ui/button-link';

const button =
  'bg-primary hover:bg-primary-dark mt-6 inline-flex h-11 items-center rounded-md px-6 font-semibold text-white';

function Notice({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div className="border-line bg-surface max-w-2xl rounded-xl border p-5 sm:p-6">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/**
 * The page a tracking mail's link opens. A link alone changes nothing (mail scanners open links):
 * confirming and stopping are buttons, plain forms posting to Server Actions, so the page works
 * without JavaScript. One-click unsubscribing from the mail program is the List-Unsubscribe POST
 * (src/app/api/tracking/unsubscribe/route.ts).
 */
export async function TrackingEmailPage({
  token,
  done,
}: {
  token?: string;
  done?: 'stopped' | 'ended';
}) {
  const t = await getTranslations('TrackingEmail');
  const locale = await getLocale();
  const title = t('title');
  let subscription: SubscriptionView | null = null;
  if (token && !done) subscription = await findSubscription((await getDb()).db, token);
  const values = subscription && { number: subscription.number, email: subscription.maskedEmail };

  let body: ReactNode;
  if (done === 'stopped') body = <Notice heading={t('stoppedHeading')}>{t('stopped')}</Notice>;
  else if (done === 'ended') body = <Notice heading={t('endedHeading')}>{t('ended')}</Notice>;
  else if (!token)
    body = (
      <Notice heading={t('noLinkHeading')}>
        <p>{t('noLink')}</p>
        <div className="mt-4">
          <ButtonLink href="/query-route">{t('toLookup')}</ButtonLink>
        </div>
      </Notice>
    );
  else if (!subscription || !values)
    body = (
      <Notice heading={t('invalidHeading')}>{t('invalid', { days: UNCONFIRMED_DAYS })}</Notice>
    );
  else {
    const [action, heading, text, label] = subscription.confirmed
      ? [stopTrackingEmail, t('confirmedHeading'), t('confirmedText', values), t('stop')]
      : [confirmTrackingEmail, t('confirmHeading'), t('confirmText', values), t('confirm')];
    body = (
      <Notice heading={heading}>
        <form action={action}>
          <p>{text}</p>
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <button type="submit" className={button}>
            {label}
          </button>
        </form>
      </Notice>
    );
  }

  return (
    <>
      <Banner
        title={title}
        summary={t('summary')}
        trail={[{ label: title, href: utilityPages.trackingEmail.path }]}
      />
      <section className="container-page py-10" data-testid="tracking-email">
        {body}
      </section>
    </>
  );
}
