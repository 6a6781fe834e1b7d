import { z } from 'zod';
import type { Locale } from '@/i18n/routing';
import { optional } from './env';

const envSchema = z.object({
  APP_URL: optional(z.url({ protocol: /^https?$/ })),
  APP_THUMBNAIL: optional(z.string().trim()),
  SITE_TITLE_EN: optional(z.string().trim().min(1)),
  SITE_TITLE_ZH: optional(z.string().trim().min(1)),
  SITE_DESCRIPTION_EN: optional(z.string().trim().min(1)),
  SITE_DESCRIPTION_ZH: optional(z.string().trim().min(1)),
});

export type SiteConfig = {
  /** Per-locale site title; page titles read "{page title} - {site title}". */
  title: Record<Locale, string>;
  description: Record<Locale, string>;
  /** Public origin, without a trailing slash: canonical URLs, sitemap, Open Graph. */
  appUrl: string;
  /** Open Graph / Twitter image; empty means the generated /og-image.png is used. */
  appThumbnail: string;
  navbarHeight: number;
  primaryColor: string;
};

// The tagline from brand.md is both the title and the description (spec §1 and §3).
const TAGLINE: Record<Locale, string> = {
  en: 'Making cross-border logistics more reliable, helping brands go global',
  zh: '让跨境物流更可靠，助力客户品牌出海',
};

export function readSiteConfig(env: Record<string, string | undefined>): SiteConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid site configuration in environment variables:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    title: { en: e.SITE_TITLE_EN ?? TAGLINE.en, zh: e.SITE_TITLE_ZH ?? TAGLINE.zh },
    description: {
      en: e.SITE_DESCRIPTION_EN ?? TAGLINE.en,
      zh: e.SITE_DESCRIPTION_ZH ?? TAGLINE.zh,
    },
    appUrl: (e.APP_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    appThumbnail: e.APP_THUMBNAIL ?? '',
    navbarHeight: 72,
    primaryColor: '#265c9b',
  };
}

/** Read once, when the module is first loaded. */
export const siteConfig: SiteConfig = readSiteConfig(process.env);

/** The public URL of a path; the home page is the bare origin, as Next writes it in metadata. */
export function absoluteUrl(path: string): string {
  const url = new URL(path, `${siteConfig.appUrl}/`);
  return url.pathname === '/' && !url.search ? url.origin : url.toString();
}
