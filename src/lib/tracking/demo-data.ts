import { z } from 'zod';
import type { FieldError } from '@/lib/shipping/request';
import { parseIngestBatch, type IngestBatch } from './ingest';
import { localTime } from './lookup';

/**
 * The demo shipments' file (data/tracking/demo-shipments.json): each shipment with its fields of
 * the ingest API and its events, each event as the ingest API's but dated by `hoursAgo` (hours
 * before the load) in the time zone `zone` of its place instead of a `time`, so the demo never looks
 * stale. Everything else is checked by the ingest API's own parser, with the file's paths.
 */
export const DEMO_SHIPMENTS_FILE = 'data/tracking/demo-shipments.json';

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** What the file adds to the ingest body; the other fields pass through to the ingest parser. */
const fileSchema = z.object({
  shipments: z.array(
    z.looseObject({
      number: z.unknown(),
      events: z.array(
        z.looseObject({
          hoursAgo: z.number({ error: 'number' }).positive({ error: 'positive' }),
          // An IANA time zone, such as Asia/Shanghai.
          zone: z.string({ error: 'text' }).refine(isTimeZone, { error: 'choice' }),
        }),
        { error: 'list' },
      ),
    }),
    { error: 'list' },
  ),
});

/** The UTC offset in minutes of a time zone at an instant. */
function offsetMinutes(zone: string, instant: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/**
 * The file's content as an ingest batch dated relative to `now` (to the minute; event ids are
 * `demo-1`, `demo-2`, … within each shipment), or every problem by its path in the file.
 */
export function parseDemoShipments(
  data: unknown,
  now: Date,
): { ok: true; batch: IngestBatch } | { ok: false; errors: FieldError[] } {
  const file = fileSchema.safeParse(data);
  if (!file.success)
    return {
      ok: false,
      errors: file.error.issues.map((i) => ({ path: i.path.join('.'), key: i.message })),
    };
  const base = Math.floor(now.getTime() / 60_000) * 60_000;
  /** The file's path of each event of the body, by its index there. */
  const paths: string[] = [];
  const body = {
    shipments: file.data.shipments.map((shipment) => {
      const fields: Record<string, unknown> = { ...shipment };
      delete fields.events;
      return fields;
    }),
    events: file.data.shipments.flatMap((shipment, s) =>
      shipment.events.map(({ hoursAgo, zone, ...event }, e) => {
        paths.push(`shipments.${s}.events.${e}`);
        const instant = new Date(base - hoursAgo * 3600_000);
        const time = localTime(instant.toISOString(), offsetMinutes(zone, instant));
        return { ...event, number: shipment.number, id: `demo-${e + 1}`, time };
      }),
    ),
  };
  const parsed = parseIngestBatch(body, now);
  if (parsed.ok) return parsed;
  const inFile = (path: string) =>
    path
      .replace(/^events\[(\d+)\]/, (_m, i: string) => paths[Number(i)]!)
      .replace(/^shipments\[(\d+)\]/, 'shipments.$1')
      .replace(/\[(\d+)\]/g, '.$1');
  return { ok: false, errors: parsed.errors.map((e) => ({ ...e, path: inFile(e.path) })) };
}
