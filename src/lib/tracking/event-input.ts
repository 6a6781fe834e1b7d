import { z } from 'zod';
import { EVENT_CATALOGUE } from './catalogue';
import { fillText } from './event-text';
import { TRACKING_STATUSES, type TrackingStatus } from './model';

/**
 * What an ingested event says: a `code` of the event catalogue with its `params`, or a
 * `description`, either one string (shown as sent in every language) or `{ en, zh }`. The
 * fields are checked one by one in the ingest schema; checkWording then checks them together.
 */

/** Text a database stores as is: no NUL character (PostgreSQL refuses it in text). */
export const storable = (value: string) => !value.includes('\u0000');

const descriptionText = z
  .string({ error: (issue) => (issue.input === undefined ? 'required' : 'text') })
  .max(1000)
  .refine((value) => value.trim() !== '', { error: 'required' })
  .refine(storable, { error: 'text' });

const bilingual = z
  .object({ en: descriptionText, zh: descriptionText }, { error: 'object' })
  .strict();

/** A string, or an object with both languages, each checked with its own path (`description.zh`). */
const description = z.unknown().transform((value, ctx) => {
  const parsed = (
    typeof value === 'object' && value !== null ? bilingual : descriptionText
  ).safeParse(value);
  if (parsed.success) return parsed.data;
  // The option's own issues (their codes kept: an unknown key is reported by its name).
  for (const issue of parsed.error.issues)
    ctx.issues.push({ ...issue, input: value } as (typeof ctx.issues)[number]);
  return z.NEVER;
});

/** A parameter's value: text, or a number written as text (a flight or a weight). */
const paramValue = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  z
    .string({ error: 'text' })
    .trim()
    .min(1, { error: 'required' })
    .max(200, { error: 'max' })
    .refine(storable, { error: 'text' }),
);

export const wordingFields = {
  code: z.string({ error: 'text' }).optional(),
  params: z.record(z.string(), paramValue, { error: 'object' }).optional(),
  description: description.optional(),
  // Optional with a code (the code's status is the event's); checkWording asks for it otherwise.
  status: z.enum(TRACKING_STATUSES, { error: 'trackingStatus' }).optional(),
};

type Wording = {
  code?: unknown;
  params?: unknown;
  description?: unknown;
  status?: unknown;
};

const isStatus = (value: unknown): value is TrackingStatus =>
  (TRACKING_STATUSES as readonly unknown[]).includes(value);

/**
 * The rules across the fields, as issues on the field to correct: a code must be the
 * catalogue's, comes without a description, with exactly its parameters, and with its own
 * status or none; without a code, a description and a status are required and parameters refused.
 * Runs even when a field failed (reads only the values of the right type).
 */
export function checkWording(value: Wording, ctx: z.RefinementCtx): void {
  const issue = (path: PropertyKey[], message: string, params?: Record<string, string>) =>
    ctx.addIssue({ code: 'custom', path, message, ...(params && { params }) });
  const params =
    typeof value.params === 'object' && value.params !== null
      ? (value.params as Record<string, unknown>)
      : undefined;
  if (value.code === undefined) {
    if (value.description === undefined) issue(['description'], 'required');
    if (value.status === undefined) issue(['status'], 'trackingStatus');
    if (value.params !== undefined) issue(['params'], 'paramsWithoutCode');
    return;
  }
  if (typeof value.code !== 'string') return;
  const entry = EVENT_CATALOGUE.get(value.code);
  if (!entry) return issue(['code'], 'unknownEventCode', { value: value.code });
  if (value.description !== undefined) issue(['description'], 'codeOrDescription');
  if (isStatus(value.status) && value.status !== entry.status)
    issue(['status'], 'eventStatus', { value: entry.status });
  for (const name of entry.params)
    if (params?.[name] === undefined) issue(['params', name], 'required');
  for (const name of Object.keys(params ?? {}))
    if (!entry.params.includes(name)) issue(['params', name], 'unknownField');
}

/** What the store keeps of a valid event's wording (see EventWording). */
export type StoredWording = {
  status: TrackingStatus;
  code: string | null;
  params: Record<string, string> | null;
  description: string;
  descriptionZh: string | null;
};

/** A checked event's wording as stored; a code's description is its English text. */
export function storedWording(event: {
  code?: string;
  params?: Record<string, string>;
  description?: string | { en: string; zh: string };
  status?: TrackingStatus;
}): StoredWording {
  const entry = event.code === undefined ? undefined : EVENT_CATALOGUE.get(event.code);
  if (entry) {
    const params = event.params ?? {};
    return {
      status: entry.status,
      code: entry.code,
      params,
      description: fillText(entry.text.en, params, 'en'),
      descriptionZh: null,
    };
  }
  const text = event.description!;
  return {
    status: event.status!,
    code: null,
    params: null,
    description: typeof text === 'string' ? text : text.en,
    descriptionZh: typeof text === 'string' ? null : text.zh,
  };
}
