import { z } from 'zod';
import { card } from '@/lib/shipping/rate-card';
import { resolveDestination } from '@/lib/shipping/destination';
import { fieldErrors, type FieldError } from '@/lib/shipping/request';
import {
  checkWording,
  storable,
  storedWording,
  wordingFields,
  type StoredWording,
} from './event-input';
import { normalizeTrackingNumber } from './numbers';

/**
 * The ingest body (POST /api/tracking/events, and each row of a CSV import), validated once
 * where it enters. Every bad item is reported by its index and field (`events[3].time`) with a
 * key of the InputErrors messages; a batch with any error stores nothing.
 */
export const MAX_INGEST_EVENTS = 1000;
export const MAX_INGEST_SHIPMENTS = 1000;

/** An event may be stamped at most this far ahead of the receiving clock (skewed clocks). */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'text') })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'max' })
    .refine(storable, { error: 'text' });

/** A waybill, reference or last-mile number: the rules of the tracking box. */
const trackingNumber = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'text') })
  .transform((value, ctx) => {
    const parsed = normalizeTrackingNumber(value);
    if (parsed.ok) return parsed.number;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: parsed.reason === 'length' ? 'trackingNumberLength' : 'trackingNumberCharacters',
    });
    return z.NEVER;
  });

/** A refused value, named in the message (InputErrors keys taking {value}). */
const invalid = (value: string, key: string) =>
  ({ code: 'custom', input: value, message: key, params: { value } }) as const;

const ISO_WITH_OFFSET =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))$/i;

export type EventTime = { utc: string; offsetMinutes: number };

/**
 * An ISO 8601 date and time with its UTC offset (`2026-11-24T14:05:00+08:00`, or `Z`), as the
 * instant in UTC and the offset of the place. Impossible dates (30 February) are refused.
 */
export function parseEventTime(value: string): EventTime | null {
  const m = ISO_WITH_OFFSET.exec(value.trim());
  if (!m) return null;
  const [year, month, day, hour, minute, second = 0] = m.slice(1, 7).map((v) => Number(v ?? 0));
  const fraction = m[7] ? Math.floor(Number(m[7]) * 1000) : 0;
  const offsetHours = Number(m[10] ?? 0);
  const offsetMins = Number(m[11] ?? 0);
  if (offsetHours > 14 || offsetMins > 59) return null;
  const offsetMinutes = (m[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMins);
  const local = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!, fraction);
  const check = new Date(local);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  )
    return null;
  return { utc: new Date(local - offsetMinutes * 60_000).toISOString(), offsetMinutes };
}

function batchSchema(now: Date) {
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  const eventTime = z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'isoTime') })
    .transform((value, ctx) => {
      const time = parseEventTime(value);
      if (!time) ctx.issues.push({ code: 'custom', input: value, message: 'isoTime' });
      else if (Date.parse(time.utc) > latest)
        ctx.issues.push({ code: 'custom', input: value, message: 'futureTime' });
      return time ?? z.NEVER;
    });

  const shipment = z
    .object(
      {
        number: trackingNumber,
        reference: trackingNumber.optional(),
        service: text(40)
          .transform((value, ctx) => {
            const code = value.toUpperCase();
            if (card.channels.some((c) => c.code === code)) return code;
            ctx.issues.push(invalid(value, 'unknownService'));
            return z.NEVER;
          })
          .optional(),
        origin: text(10)
          .transform((value, ctx) => {
            const code = value.toUpperCase();
            if (card.locations.origins.some((o) => o.code === code)) return code;
            ctx.issues.push(invalid(value, 'unknownOrigin'));
            return z.NEVER;
          })
          .optional(),
        /** A country (code or name) or an Amazon FBA code; stored as the FBA or country code. */
        destination: text(100)
          .transform((value, ctx) => {
            const found = resolveDestination(value, card.locations);
            if (found) return found.fbaCode ?? found.country;
            ctx.issues.push(invalid(value, 'unknownDestination'));
            return z.NEVER;
          })
          .optional(),
        // The bound before the integer check, whose own bound is the largest safe integer.
        pieces: z
          .number({ error: 'integer' })
          .positive({ error: 'positive' })
          .max(100_000)
          .int({ error: 'integer' })
          .optional(),
        weightKg: z
          .number({ error: 'number' })
          .refine(Number.isFinite, { error: 'number' })
          .positive({ error: 'positive' })
          .max(1_000_000)
          .optional(),
      },
      { error: 'object' },
    )
    .strict();

  const event = z
    .object(
      {
        number: trackingNumber,
        id: text(100),
        time: eventTime,
        status: wordingFields.status,
        location: text(200).optional(),
        code: wordingFields.code,
        params: wordingFields.params,
        description: wordingFields.description,
        lastMile: z
          .object({ carrier: text(50), number: trackingNumber }, { error: 'object' })
          .strict()
          .optional(),
      },
      { error: 'object' },
    )
    .strict()
    // Run with the fields' own errors, so one answer lists everything to correct.
    .superRefine(checkWording, { when: () => true });

  return z
    .object(
      {
        shipments: z.array(shipment, { error: 'list' }).max(MAX_INGEST_SHIPMENTS).optional(),
        events: z
          .array(event, { error: (issue) => (issue.input === undefined ? 'required' : 'list') })
          .max(MAX_INGEST_EVENTS),
      },
      { error: 'object' },
    )
    .strict();
}

export type ShipmentFields = {
  number: string;
  reference?: string;
  service?: string;
  origin?: string;
  destination?: string;
  pieces?: number;
  weightKg?: number;
};

export type IngestEvent = StoredWording & {
  number: string;
  /** The sender's event id. */
  id: string;
  time: EventTime;
  location: string | null;
  lastMile: { carrier: string; number: string } | null;
};

export type IngestBatch = { shipments: ShipmentFields[]; events: IngestEvent[] };

/** The body as a batch to store, or every field to correct (indexed paths). */
export function parseIngestBatch(
  body: unknown,
  now: Date,
): { ok: true; batch: IngestBatch } | { ok: false; errors: FieldError[] } {
  const parsed = batchSchema(now).safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error, 'indexed') };
  return {
    ok: true,
    batch: {
      shipments: parsed.data.shipments ?? [],
      events: parsed.data.events.map((e) => ({
        number: e.number,
        id: e.id,
        time: e.time,
        location: e.location ?? null,
        ...storedWording(e),
        lastMile: e.lastMile ?? null,
      })),
    },
  };
}
