import { createTranslator } from 'next-intl';
import { absoluteUrl } from '@/config/site';
import { catalogues } from '@/i18n/catalogues';
import { isLocale, localizedPath, routing, type Locale } from '@/i18n/routing';
import { linkSecret } from '@/lib/crypto/link-secret';
import { eventText, placeName, type EventWording } from './event-text';
import { FINAL_STATUSES, type TrackingStatus } from './model';
import { UNCONFIRMED_DAYS } from './retention';

/** The tracking feature's mails: a subscription's confirmation and its status updates. */

/** The page the confirmation and unsubscribe links open (src/config/pages.ts). */
export const SUBSCRIPTION_PAGE = '/tracking-email';
/** The RFC 8058 one-click unsubscribe endpoint named by the List-Unsubscribe header. */
const ONE_CLICK_PATH = '/api/tracking/unsubscribe';

/** The secret in a subscription's links (src/lib/crypto/link-secret.ts). */
export const subscriptionSecret = (id: string) => linkSecret(id, 'tracking subscription');

/** The subscription's page (confirm, or stop the mails) in `locale`. */
export function pageLink(locale: Locale, token: string): string {
  return absoluteUrl(`${localizedPath(SUBSCRIPTION_PAGE, locale)}?token=${token}`);
}

function translator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale] });
}

/** "Latest event: …" with its place, through the same rendering as the tracking page. */
function latestLine(t: ReturnType<typeof translator>, event: LatestEvent, locale: Locale): string {
  const text = eventText(event, locale);
  return event.location
    ? t('TrackingMail.latestEventAt', { text, place: placeName(event.location, locale) })
    : t('TrackingMail.latestEvent', { text });
}

export function confirmationMail(
  id: string,
  number: string,
  email: string,
  locale: Locale,
  now: Date,
) {
  const t = translator(locale);
  return {
    kind: 'tracking-confirm',
    // At most one confirmation mail an hour for one subscription, however often it is asked for.
    dedupeKey: `tracking-confirm:${id}:${now.toISOString().slice(0, 13)}`,
    to: email,
    subject: t('TrackingMail.confirmSubject', { number }),
    text: t('TrackingMail.confirmBody', {
      number,
      link: pageLink(locale, subscriptionSecret(id)),
      days: UNCONFIRMED_DAYS,
    }),
  };
}

type Subscription = { id: string; number: string; email: string; locale: string };

/** The event that set the status, as stored: told in the subscriber's language. */
export type LatestEvent = EventWording & { location: string | null };

export function statusMail(
  sub: Subscription,
  status: TrackingStatus,
  at: string,
  latest: LatestEvent | null,
) {
  const locale: Locale = isLocale(sub.locale) ? sub.locale : routing.defaultLocale;
  const t = translator(locale);
  const token = subscriptionSecret(sub.id);
  const label = t(`Tracking.status.${status}`);
  const final = FINAL_STATUSES.includes(status);
  const track = absoluteUrl(`${localizedPath('/query-route', locale)}?numbers=${sub.number}`);
  return {
    kind: 'tracking-status',
    // One mail per subscription and status change (a status can come back: in transit, held,
    // in transit again; each change is its own event time).
    dedupeKey: `tracking-status:${sub.id}:${status}:${at}`,
    to: sub.email,
    subject: t('TrackingMail.statusSubject', { number: sub.number, status: label }),
    text: [
      t('TrackingMail.statusBody', { number: sub.number, status: label }),
      ...(latest ? [latestLine(t, latest, locale)] : []),
      t('TrackingMail.routeLink', { link: track }),
      final
        ? t('TrackingMail.finalNote')
        : t('TrackingMail.unsubscribe', { link: pageLink(locale, token) }),
    ].join('\n\n'),
    headers: {
      'List-Unsubscribe': `<${absoluteUrl(`${ONE_CLICK_PATH}?token=${token}`)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
