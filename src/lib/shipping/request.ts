import { z } from 'zod';
import { goodsTypes, modes, type Locations } from './schema';
import { resolveDestination } from './destination';
import { toGrams, toMillimetres } from './units';
import { MAX_CARTONS, MAX_SIDE, MAX_WEIGHT, MIN_WEIGHT } from './carton-limits';
import type { Shipment } from './quote';
import type { RouteQuery } from './routes';

/*
 * What a visitor or API client sends, validated once where it enters. Messages are keys of the
 * InputErrors messages namespace, localized by whoever answers (API route or form).
 */

/** A finite number up to `max`, and above zero or, given `min`, at least `min`. */
const number = (max: number, min?: number) => {
  const finite = z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') })
    .refine(Number.isFinite, { error: 'number' });
  const least =
    min === undefined
      ? finite.positive({ error: 'positive' })
      : finite.refine((value) => value >= min, { error: 'min', params: { min } });
  return least.max(max, { error: 'max' });
};

const cartonInput = z.object(
  {
    quantity: z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'number') })
      .int({ error: 'integer' })
      .positive({ error: 'positive' })
      .max(MAX_CARTONS, { error: 'max' }),
    // In the request's units (cm or in, kg or lb), converted to mm and g after the checks.
    length: number(MAX_SIDE),
    width: number(MAX_SIDE),
    height: number(MAX_SIDE),
    weight: number(MAX_WEIGHT, MIN_WEIGHT),
  },
  { error: 'choice' },
);

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'text') })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'max' });

export const quoteRequestSchema = z
  .object(
    {
      origin: text(10),
      /** A country code or name, an FBA code, a fulfilment centre's city or a US ZIP code. */
      destination: text(100),
      /** Optional postcode refining a country destination. */
      postcode: text(12).optional(),
      goods: z.enum(goodsTypes, { error: 'choice' }).default('general'),
      units: z.enum(['metric', 'imperial'], { error: 'choice' }).default('metric'),
      modes: z
        .array(z.enum(modes, { error: 'choice' }), { error: 'choice' })
        .max(modes.length)
        .optional(),
      cartons: z
        .array(cartonInput, {
          error: (issue) => (issue.input === undefined ? 'required' : 'choice'),
        })
        .min(1, { error: 'atLeastOneCarton' }),
      locale: z.enum(['en', 'zh'], { error: 'choice' }).optional(),
    },
    { error: 'choice' },
  )
  .strict();

export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export type FieldError = { path: string; key: string; params?: Record<string, string | number> };

/** `cartons.0.weight`, as the forms map errors to their fields. */
const dotted = (path: PropertyKey[]) => path.map(String).join('.');

/** `events[3].time`, as an API client reads a list's items (the ingest API). */
const indexed = (path: PropertyKey[]) =>
  path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`,
    )
    .join('');

/**
 * zod issues as message keys with their parameters, one a field: the first issue of a path (a
 * schema lists a field's checks from the most telling, so 1e308 pieces is "at most 100,000", not
 * also the safe-integer bound). Paths are dotted (the forms), or indexed (`events[3].time`),
 * where an unknown field is named by its own path rather than its object's.
 */
export function fieldErrors(
  error: z.ZodError,
  format: 'dotted' | 'indexed' = 'dotted',
): FieldError[] {
  const seen = new Set<string>();
  return issueErrors(error, format).filter(({ path }) => {
    if (seen.has(path)) return false;
    seen.add(path);
    return true;
  });
}

function issueErrors(error: z.ZodError, format: 'dotted' | 'indexed'): FieldError[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys' && format === 'indexed')
      return issue.keys.map((key) => ({
        path: indexed([...issue.path, key]),
        key: 'unknownField',
      }));
    const path = (format === 'indexed' ? indexed : dotted)(issue.path);
    if (issue.code === 'unrecognized_keys')
      return { path: path || issue.keys.join(','), key: 'unknownField' };
    if (issue.code === 'too_big')
      return { path, key: 'max', params: { max: Number(issue.maximum) } };
    if (issue.code === 'custom' && issue.params)
      return { path, key: issue.message, params: issue.params as FieldError['params'] };
    return { path, key: issue.message };
  });
}

/**
 * A validated request as the engine's shipment, or the fields to correct: origin and
 * destination are checked against the network; sizes are converted to mm and g.
 */
export function toShipment(
  request: QuoteRequest,
  locations: Locations,
): { ok: true; shipment: Shipment } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (!locations.origins.some((o) => o.code === request.origin.toUpperCase())) {
    errors.push({ path: 'origin', key: 'unknownOrigin', params: { value: request.origin } });
  }
  let destination = resolveDestination(request.destination, locations);
  if (!destination) {
    const looksLikeFba = /^[A-Z]{3}\d$/i.test(request.destination);
    errors.push({
      path: 'destination',
      key: looksLikeFba ? 'unknownFba' : 'unknownDestination',
      params: { value: request.destination },
    });
  } else if (request.postcode && !destination.fbaCode) {
    destination = { ...destination, postcode: request.postcode };
  }
  const total = request.cartons.reduce((n, c) => n + c.quantity, 0);
  if (total > MAX_CARTONS)
    errors.push({ path: 'cartons', key: 'tooManyCartons', params: { max: MAX_CARTONS } });
  if (errors.length > 0 || !destination) return { ok: false, errors };

  const units = request.units;
  return {
    ok: true,
    shipment: {
      origin: request.origin.toUpperCase(),
      destination,
      goods: request.goods,
      modes: request.modes,
      cartons: request.cartons.map((c) => ({
        quantity: c.quantity,
        lengthMm: toMillimetres(c.length, units),
        widthMm: toMillimetres(c.width, units),
        heightMm: toMillimetres(c.height, units),
        weightG: toGrams(c.weight, units),
      })),
    },
  };
}

export const routeQuerySchema = z
  .object({
    from: text(10).optional(),
    to: text(100),
    mode: z.enum(modes, { error: 'choice' }).optional(),
    locale: z.enum(['en', 'zh'], { error: 'choice' }).optional(),
  })
  .strict();

export function toRouteQuery(
  input: z.infer<typeof routeQuerySchema>,
  locations: Locations,
): { ok: true; query: RouteQuery } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  if (input.from && !locations.origins.some((o) => o.code === input.from!.toUpperCase())) {
    errors.push({ path: 'from', key: 'unknownOrigin', params: { value: input.from } });
  }
  if (!resolveDestination(input.to, locations))
    errors.push({ path: 'to', key: 'unknownDestination', params: { value: input.to } });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, query: { from: input.from?.toUpperCase(), to: input.to, mode: input.mode } };
}
