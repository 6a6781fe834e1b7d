import { z } from 'zod';
import { company } from '@/lib/company';
import { card } from '@/lib/shipping/rate-card';
import type { Locations } from '@/lib/shipping/schema';
import raw from '../../../data/shipping/warehouses.json';

/**
 * Our receiving warehouses (data/shipping/warehouses.json): for each origin city of the
 * rate card, the warehouse a booking's cartons are delivered to, with its address, hours and
 * contact in both languages (the booking's mail and page). Validated when first imported and by
 * `npm run shipping:check`: one warehouse per origin, each a China warehouse of
 * content/company.json.
 */
export const WAREHOUSES_FILE = 'data/shipping/warehouses.json';

const localized = z.object({ en: z.string().trim().min(1), zh: z.string().trim().min(1) }).strict();

const warehousesSchema = z
  .object({
    about: z.string(),
    warehouses: z.array(
      z
        .object({
          origin: z.string().regex(/^[A-Z]{3}$/),
          warehouse: z.string().min(1),
          address: localized,
          hours: localized,
          contact: z
            .object({ name: localized, phone: z.string().regex(/^\+[\d ]{7,20}$/) })
            .strict(),
        })
        .strict(),
    ),
  })
  .strict();

export type ReceivingWarehouse = z.infer<typeof warehousesSchema>['warehouses'][number] & {
  /** The warehouse's name as the storehouse page lists it (content/company.json). */
  city: { en: string; zh: string };
};

/** The warehouses by origin code, or every problem with its row and field. */
export function parseWarehouses(
  data: unknown,
  origins: Locations['origins'],
  known: readonly { id: string; kind: string; city: { en: string; zh: string } }[],
): { ok: true; warehouses: Map<string, ReceivingWarehouse> } | { ok: false; problems: string[] } {
  const parsed = warehousesSchema.safeParse(data);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    };
  const problems: string[] = [];
  const warehouses = new Map<string, ReceivingWarehouse>();
  parsed.data.warehouses.forEach((w, i) => {
    const at = `warehouses.${i}`;
    if (!origins.some((o) => o.code === w.origin))
      problems.push(`${at}.origin: ${w.origin} is not an origin of locations.json`);
    if (warehouses.has(w.origin)) problems.push(`${at}.origin: ${w.origin} has two warehouses`);
    const entry = known.find((k) => k.id === w.warehouse && k.kind === 'china');
    if (!entry)
      problems.push(`${at}.warehouse: ${w.warehouse} is no China warehouse of company.json`);
    warehouses.set(w.origin, { ...w, city: entry?.city ?? { en: w.origin, zh: w.origin } });
  });
  for (const o of origins)
    if (!warehouses.has(o.code)) problems.push(`warehouses: no warehouse for origin ${o.code}`);
  return problems.length > 0 ? { ok: false, problems } : { ok: true, warehouses };
}

function load(): Map<string, ReceivingWarehouse> {
  const parsed = parseWarehouses(raw, card.locations.origins, company.warehouses);
  if (!parsed.ok)
    throw new Error(`${WAREHOUSES_FILE} is invalid:\n  ${parsed.problems.join('\n  ')}`);
  return parsed.warehouses;
}

/** Every origin's receiving warehouse (one per origin, checked). */
export const RECEIVING_WAREHOUSES: ReadonlyMap<string, ReceivingWarehouse> = load();

export function receivingWarehouse(origin: string): ReceivingWarehouse {
  const found = RECEIVING_WAREHOUSES.get(origin);
  if (!found) throw new Error(`No receiving warehouse for origin ${origin}`);
  return found;
}
