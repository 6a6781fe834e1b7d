import { z } from 'zod';
import raw from '../../../content/company.json';
import type { Locale } from '@/i18n/routing';

const localized = z.object({ en: z.string().min(1), zh: z.string().min(1) });

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
});

export type Localized = z.infer<typeof localized>;
export type Company = z.infer<typeof companySchema>;

function parseCompany(data: unknown): Company {
  const parsed = companySchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`content/company.json is invalid:\n${problems.join('\n')}`);
  }
  return parsed.data;
}

/** Company facts shared by every page that shows them (content/company.json). */
export const company: Company = parseCompany(raw);

export function inLocale(value: Localized, locale: Locale): string {
  return value[locale];
}

/** A tel: link for a phone number written with spaces. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
