import { z } from 'zod';
import { contactConfig } from '@/config/contact';
import raw from '../../../content/company.json';

const localized = z.object({ en: z.string().min(1), zh: z.string().min(1) });

/** What a warehouse can do; the labels live in the Storehouse messages namespace. */
export const warehouseServices = [
  'consolidation',
  'labelling',
  'palletising',
  'inspection',
  'customs',
  'storage',
  'pickPack',
  'returns',
  'relabelling',
  'fbaTransfer',
] as const;

const companySchema = z.object({
  name: localized,
  shortName: localized,
  subBrand: localized,
  foundedYear: z.number().int().min(1900),
  contact: z.object({
    phone: z.string().regex(/^\+[\d ]{7,20}$/),
    email: z.email(),
    careersEmail: z.email(),
    privacyEmail: z.email(),
    hours: localized,
  }),
  headquarters: z.object({ city: localized, address: localized }),
  figures: z.object({
    yearsInBusiness: z.number().int().positive(),
    countries: z.number().int().positive(),
    overseasWarehouses: z.number().int().positive(),
    overseasAreaM2: z.number().int().positive(),
    chinaWarehouses: z.number().int().positive(),
    staff: z.number().int().positive(),
    brands: z.number().int().positive(),
    peakParcelsPerDay: z.number().int().positive(),
  }),
  offices: z
    .array(
      z.object({
        id: z.string().min(1),
        region: z.enum(['china', 'overseas']),
        city: localized,
        address: localized,
        phone: z.string().regex(/^\+[\d ]{7,20}$/),
        email: z.email(),
      }),
    )
    .min(1),
  warehouses: z
    .array(
      z.object({
        id: z.string().min(1),
        kind: z.enum(['china', 'overseas']),
        city: localized,
        country: localized,
        areaM2: z.number().int().positive(),
        services: z.array(z.enum(warehouseServices)).min(1),
        hours: localized,
      }),
    )
    .min(1),
  storageTiers: z
    .array(
      z.object({
        fromDay: z.number().int().min(0),
        toDay: z.number().int().positive().nullable(),
        usdPerM3Day: z.number().min(0),
      }),
    )
    .min(1),
  certifications: z.array(z.object({ id: z.string(), name: localized, text: localized })),
  timeline: z.array(z.object({ year: z.number().int().min(1900), text: localized })).min(1),
});

export type Company = z.infer<typeof companySchema>;

function parseCompany(input: unknown): Company {
  const parsed = companySchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`content/company.json is invalid:\n${problems.join('\n')}`);
  }
  const data = parsed.data;
  // The figures and the tables must tell the same story.
  const overseas = data.warehouses.filter((w) => w.kind === 'overseas');
  const china = data.warehouses.filter((w) => w.kind === 'china');
  const area = overseas.reduce((sum, w) => sum + w.areaM2, 0);
  if (
    overseas.length !== data.figures.overseasWarehouses ||
    china.length !== data.figures.chinaWarehouses ||
    area !== data.figures.overseasAreaM2
  ) {
    throw new Error(
      `content/company.json: figures (${data.figures.chinaWarehouses} China, ${data.figures.overseasWarehouses} overseas, ${data.figures.overseasAreaM2} m²) disagree with the warehouse list (${china.length}, ${overseas.length}, ${area} m²)`,
    );
  }
  return data;
}

/** Company facts shared by every page that shows them (content/company.json). */
export const company: Company = parseCompany(raw);

/** A tel: link for a phone number written with spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** The hotline in the header, the menu and the contact page: CONTACT_PHONE, else our phone. */
export const hotline: string = contactConfig.phone || company.contact.phone;
