import { z } from 'zod';
import raw from '../../../data/shipping/service-coverage.json';
import { card } from '@/lib/shipping/rate-card';
import { modes, type RateCard } from '@/lib/shipping/schema';

/** Freight modes of the rate card, plus last-mile delivery from the overseas warehouses. */
export const transportModes = [...modes, 'localDelivery'] as const;
export type TransportMode = (typeof transportModes)[number];

const destination = z.object({ en: z.string().min(1), zh: z.string().min(1) });
const days = z
  .tuple([z.number().int().positive(), z.number().int().positive()])
  .refine(([a, b]) => a <= b, 'min days above max days');
/** A freight row names rate-card zones; its days come from the channels serving them. */
const freightRow = z.object({
  destination,
  mode: z.enum(transportModes).exclude(['localDelivery']),
  zones: z.array(z.string().min(1)).min(1),
});
const localRow = z.object({ destination, mode: z.literal('localDelivery'), days });
const rows = z.array(z.union([localRow, freightRow])).min(1);
const schema = z.object({
  directSales: rows,
  fbaHeadShipping: rows,
  overseasServices: rows,
  enterpriseBusiness: rows,
});

export type CoverageRow = {
  destination: { en: string; zh: string };
  mode: TransportMode;
  days: [number, number];
};
export type ServiceWithCoverage = keyof z.infer<typeof schema>;

const FILE = 'data/shipping/service-coverage.json';

/**
 * Resolves the coverage file against a rate card: each freight row's transit days are the
 * shortest and longest of the channels of its mode serving its zones. A row no channel serves
 * is an error naming the row, so the page cannot promise a lane the lookups do not have.
 */
export function resolveCoverage(
  input: unknown,
  rateCard: RateCard,
): Record<ServiceWithCoverage, CoverageRow[]> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new Error(
      `${FILE} is invalid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  }
  const problems: string[] = [];
  const resolved = Object.fromEntries(
    Object.entries(parsed.data).map(([service, list]) => [
      service,
      list.map((row, i): CoverageRow => {
        if (row.mode === 'localDelivery') return row;
        let min = Infinity;
        let max = -Infinity;
        for (const zoneId of row.zones) {
          const serving = rateCard.channels.flatMap((channel) =>
            channel.mode === row.mode
              ? channel.zones
                  .filter((zone) => zone.id === zoneId)
                  .map((zone) => zone.transitDays ?? channel.transitDays)
              : [],
          );
          if (serving.length === 0)
            problems.push(
              `${FILE} ${service} row ${i + 1}: no ${row.mode} channel serves zone ${zoneId}`,
            );
          for (const [a, b] of serving) {
            min = Math.min(min, a);
            max = Math.max(max, b);
          }
        }
        return { destination: row.destination, mode: row.mode, days: [min, max] };
      }),
    ]),
  ) as Record<ServiceWithCoverage, CoverageRow[]>;
  if (problems.length) throw new Error(problems.join('\n'));
  return resolved;
}

/** Transit times shown on each service page, agreeing with the price and route lookups. */
export const serviceCoverage = resolveCoverage(raw, card);
