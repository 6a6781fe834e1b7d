import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { optional } from './env';

// An image under public/ (served from the site's root) or an https URL.
const publicPath = z
  .string()
  .trim()
  .regex(/^\/(?!.*\.\.)[\w\-./]+\.(?:png|jpe?g|webp|svg)$/i, 'a path under public/ or an https URL')
  .refine((path) => existsSync(join(process.cwd(), 'public', path)), 'no such file under public/');

const envSchema = z.object({
  CONTACT_PHONE: optional(
    z
      .string()
      .trim()
      .regex(/^\+[\d ]{7,20}$/, 'a phone number with its country code, like +86 755 2960 8800'),
  ),
  // The MIIT record number as issued, e.g. 粤ICP备2023012345号-1.
  ICP_NUMBER: optional(
    z
      .string()
      .trim()
      .max(60)
      .regex(/^[^\u0000-\u001f<>]+$/, 'plain text'),
  ),
  WECHAT_QR: optional(z.union([z.url({ protocol: /^https$/ }), publicPath])),
});

export type ContactConfig = {
  /** The hotline; empty: the company's phone (`hotline` in src/lib/company). */
  phone: string;
  /** The ICP record number for the footer; empty: not shown. */
  icpNumber: string;
  /** The WeChat QR image (a path under public/ or an https URL); empty: none shown. */
  wechatQr: string;
};

/** The ICP record lookup of the Ministry of Industry and Information Technology. */
export const ICP_RECORD_SITE = 'https://beian.miit.gov.cn/';

/**
 * The Chinese site conventions, from the environment: baked into the prerendered pages like the
 * site texts, so `npm start` rebuilds when they change (scripts/lib/bootstrap.mjs, BUILD_ENV).
 */
export function readContactConfig(env: Record<string, string | undefined>): ContactConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(
      `Invalid contact configuration in environment variables:\n${problems.join('\n')}`,
    );
  }
  const e = parsed.data;
  return {
    phone: e.CONTACT_PHONE ?? '',
    icpNumber: e.ICP_NUMBER ?? '',
    wechatQr: e.WECHAT_QR ?? '',
  };
}

/** Read once, when the module is first loaded. */
export const contactConfig: ContactConfig = readContactConfig(process.env);
