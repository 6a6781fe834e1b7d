import { z } from 'zod';
import catalogueFile from '../../../data/tracking/events.json';
import { TRACKING_STATUSES, type TrackingStatus } from './model';

/**
 * The event catalogue (data/tracking/events.json): the few dozen things the company's systems
 * say about a parcel, each with its status and its text in English and Chinese. A text names its
 * parameters in braces (`Departed {airport} on flight {flight}`); both texts of a code name the
 * same ones. Validated when first imported: a malformed file stops the build and the tests.
 */
export const EVENT_CATALOGUE_FILE = 'data/tracking/events.json';

export type CatalogueEvent = {
  code: string;
  status: TrackingStatus;
  text: { en: string; zh: string };
  /** The parameters its texts name, sorted. */
  params: readonly string[];
};

const PARAM = /\{([a-zA-Z][a-zA-Z0-9]*)\}/g;

/** The parameter names a text names, sorted and once each. */
export function paramsOf(text: string): string[] {
  return [...new Set([...text.matchAll(PARAM)].map((m) => m[1]!))].sort();
}

const entry = z
  .object({
    code: z.string().regex(/^[a-z][a-z0-9_]{1,49}$/),
    status: z.enum(TRACKING_STATUSES),
    text: z.object({ en: z.string().min(1), zh: z.string().min(1) }).strict(),
  })
  .strict()
  .superRefine((e, ctx) => {
    // No braces other than a parameter's: a typo such as {flight would print as is.
    for (const lang of ['en', 'zh'] as const)
      if (/[{}]/.test(e.text[lang].replace(PARAM, '')))
        ctx.addIssue({ code: 'custom', path: ['text', lang], message: 'unbalanced brace' });
    if (paramsOf(e.text.en).join() !== paramsOf(e.text.zh).join())
      ctx.addIssue({ code: 'custom', path: ['text'], message: 'en and zh name other parameters' });
  });

/** The catalogue by code, or every problem with its path in the file. */
export function parseCatalogue(
  data: unknown,
): { ok: true; events: Map<string, CatalogueEvent> } | { ok: false; problems: string[] } {
  const parsed = z
    .object({ events: z.array(entry).min(1) })
    .strict()
    .safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  const events = new Map<string, CatalogueEvent>();
  const problems: string[] = [];
  parsed.data.events.forEach((e, i) => {
    if (events.has(e.code)) problems.push(`events.${i}.code: duplicate code ${e.code}`);
    events.set(e.code, { ...e, params: paramsOf(e.text.en) });
  });
  return problems.length > 0 ? { ok: false, problems } : { ok: true, events };
}

function load(): Map<string, CatalogueEvent> {
  const parsed = parseCatalogue(catalogueFile);
  if (!parsed.ok)
    throw new Error(`${EVENT_CATALOGUE_FILE} is invalid:\n  ${parsed.problems.join('\n  ')}`);
  return parsed.events;
}

export const EVENT_CATALOGUE: ReadonlyMap<string, CatalogueEvent> = load();
