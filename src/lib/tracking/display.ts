import { TRACKING_STATUSES, type PublicShipment, type TrackingStatus } from './model';

/**
 * An event time as it was where the event happened, with that place's UTC offset:
 * '2026-11-24T14:05:00+08:00' → '2026-11-24 14:05 (UTC+08:00)'. The same in every language (it
 * is how times are written on waybills). A time without an offset is taken as UTC.
 */
export function formatEventTime(iso: string): string {
  const offset = /(?:([+-])(\d{2}):?(\d{2})|Z)$/i.exec(iso);
  const sign = offset?.[1] === '-' ? -1 : 1;
  const minutes = offset?.[1] ? sign * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const instant = Date.parse(offset ? iso : `${iso}Z`);
  if (Number.isNaN(instant)) return iso;
  const local = new Date(instant + minutes * 60_000).toISOString();
  const abs = Math.abs(minutes);
  const zone = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
  return `${local.slice(0, 10)} ${local.slice(11, 16)} (UTC${zone})`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * The way a parcel normally goes, step by step: the statuses in their order, but for exception,
 * returned and cancelled, which leave it.
 */
export const TRACKING_STEPS: readonly TrackingStatus[] = TRACKING_STATUSES.filter(
  (status) => status !== 'exception' && status !== 'returned' && status !== 'cancelled',
);

/**
 * How far along the normal way a parcel has come: the index in TRACKING_STEPS of its status; for
 * an exception or a return, of the latest event on the normal way before it (the steps done
 * stay done). -1 when there is none. Not the furthest step ever seen: export customs in China
 * comes before the flight, so "in transit" after "customs" is a step on, not back.
 */
export function stepReached(shipment: Pick<PublicShipment, 'status' | 'events'>): number {
  const current = TRACKING_STEPS.indexOf(shipment.status);
  if (current >= 0) return current;
  const latest = shipment.events.find((event) => TRACKING_STEPS.includes(event.status));
  return latest ? TRACKING_STEPS.indexOf(latest.status) : -1;
}
