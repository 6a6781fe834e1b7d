import { z } from 'zod';
import raw from '../../../data/shipping/service-coverage.json';

export const transportModes = [
  'express',
  'air',
  'ecommerce',
  'fastBoat',
  'sea',
  'rail',
  'truck',
  'localDelivery',
] as const;
export type TransportMode = (typeof transportModes)[number];

const row = z.object({
  destination: z.object({ en: z.string().min(1), zh: z.string().min(1) }),
  mode: z.enum(transportModes),
  days: z
    .tuple([z.number().int().positive(), z.number().int().positive()])
    .refine(([a, b]) => a <= b, 'min days above max days'),
});
const schema = z.object({
  directSales: z.array(row).min(1),
  fbaHeadShipping: z.array(row).min(1),
  overseasServices: z.array(row).min(1),
  enterpriseBusiness: z.array(row).min(1),
});

const parsed = schema.safeParse(raw);
if (!parsed.success) {
  throw new Error(
    `data/shipping/service-coverage.json is invalid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
  );
}

/** Typical transit times shown on each service page (data/shipping/service-coverage.json). */
export const serviceCoverage = parsed.data;
export type ServiceWithCoverage = keyof typeof serviceCoverage;
export type CoverageRow = z.infer<typeof row>;
