import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { card } from '@/lib/shipping/rate-card';
import { TRACKING_STATUSES, type TrackingStatus } from '@/lib/tracking/model';

const known = (status: string): status is TrackingStatus =>
  (TRACKING_STATUSES as readonly string[]).includes(status);

/**
 * A booking's status as the desk names it: its shipment's tracking status, "Booked" until the
 * goods reach our warehouse (the tracking page's "information received"), and a dash for a
 * shipment purged after its retention.
 */
export async function bookingStatusLabels(locale: Locale) {
  const [t, ts] = await Promise.all([
    getTranslations({ locale, namespace: 'ConsoleBookings' }),
    getTranslations({ locale, namespace: 'Tracking' }),
  ]);
  return (status: string | null) =>
    status === 'info_received'
      ? t('booked')
      : status && known(status)
        ? ts(`status.${status}`)
        : '—';
}

/** A service by its channel code: its name in `locale` and the code, or the code alone. */
export function serviceName(code: string, locale: Locale): string {
  const channel = card.channels.find((c) => c.code === code);
  return channel ? `${channel.name[locale]} (${code})` : code;
}
