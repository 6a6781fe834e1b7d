import { z } from 'zod';
import { MIN_CLAIM_MS } from './mail';

/**
 * The server's runtime settings, every one read and checked here (the build-time site texts are
 * in src/config/site.ts and contact.ts, the production server's own in server/env.mjs). A value
 * left empty is unset; an unset value is undefined and the feature that reads it applies its
 * default (documented in the README). A value that is set but wrong is never replaced by a
 * default: reading the settings throws, naming the variable, and the server does not start
 * (src/instrumentation.ts).
 */

/** An empty or blank variable counts as unset (the rule of every settings reader in src/config). */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

/** A whole number written in digits, within bounds; each message completes "NAME …". */
const whole = (min: number, max: number, unit: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `must be a whole number of ${unit}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be at least ${min} (${unit})`)
        .max(max, `must be at most ${max} (${unit})`),
    );

// The address rule: no spaces, brackets or list separators, so a value cannot add recipients
// or headers to a mail.
const address = z
  .string()
  .trim()
  .regex(/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/, 'must be an email address');

const smtpUrl = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol), {
    error: 'must be an smtp:// or smtps:// URL',
  });

const onOff = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(['on', 'off'], { error: 'must be on or off' }))
  .transform((value) => value === 'on');

// The site's secret key is written in RESUME_KEY or in its file (src/lib/crypto/site-key.ts).

/** What a written key must be: the rule quoted when one is refused. */
export const SITE_KEY_FORMAT =
  'must hold a 256-bit key: 64 hexadecimal digits or 44 characters of base64 (openssl rand -base64 32)';

/** A key written as 64 hexadecimal digits or as base64 of 32 bytes; null if it is neither. */
export function decodeSiteKey(value: string): Buffer | null {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  return key?.length === 32 ? key : null;
}

const siteKey = z.string().transform((text, ctx) => {
  const key = decodeSiteKey(text);
  if (!key) ctx.addIssue({ code: 'custom', message: SITE_KEY_FORMAT });
  return key ?? z.NEVER;
});

const DAY_MS = 24 * 3600_000;

const schema = z.object({
  /** postgres:// or postgresql://, else a SQLite file (src/lib/db/index.ts). */
  DATABASE_URL: optional(z.string().trim()),
  SMTP_URL: optional(smtpUrl),
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .regex(/^[^\r\n<>]*<?[^\s@<>]+@[^\s@<>]+>?$/, 'must be an address, or a name and <address>'),
  ),
  MAIL_CLAIM_MS: optional(whole(MIN_CLAIM_MS, DAY_MS, 'ms')),
  MAIL_POLL_MS: optional(whole(100, DAY_MS, 'ms')),
  CAREERS_INBOX: optional(address),
  SALES_INBOX: optional(address),
  CAREERS_RATE_LIMIT: optional(whole(1, 1_000_000, 'requests')),
  ENQUIRY_RATE_LIMIT: optional(whole(1, 1_000_000, 'requests')),
  TRACKING_RATE_LIMIT: optional(whole(1, 1_000_000, 'requests')),
  STAFF_SIGN_IN_RATE_LIMIT: optional(whole(1, 1_000_000, 'requests')),
  BOOKING_LABELS_RATE_LIMIT: optional(whole(1, 1_000_000, 'requests')),
  /** The site's secret key (résumés, tracking link secrets): src/lib/crypto/site-key.ts. */
  RESUME_KEY: optional(siteKey),
  RESUME_KEY_FILE: optional(z.string().trim()),
  /** Signs the staff sign-in's cookies, encrypts TOTP secrets: src/lib/staff/secret.ts. */
  BETTER_AUTH_SECRET: optional(
    z.string().trim().min(32, 'must be at least 32 characters (openssl rand -base64 32)'),
  ),
  BETTER_AUTH_SECRET_FILE: optional(z.string().trim()),
  TRACKING_RETENTION_DAYS: optional(whole(0, 100_000, 'days')),
  ENQUIRY_RETENTION_DAYS: optional(whole(0, 100_000, 'days')),
  TRACKING_DEMO: optional(onOff),
  /** Scheduled backups (src/lib/db/backup-schedule.ts): on when BACKUP_DIR is set. */
  BACKUP_DIR: optional(z.string().trim()),
  BACKUP_HOUR: optional(whole(0, 23, 'hours (Beijing time)')),
  BACKUP_KEEP_DAILY: optional(whole(1, 1000, 'backups')),
  BACKUP_KEEP_WEEKLY: optional(whole(0, 1000, 'backups')),
});

export type Env = z.output<typeof schema>;

/** The settings in `source`; throws one error naming every variable that is wrong. */
export function readEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}

const NAMES = Object.keys(schema.shape);
let last: { raw: string; env: Env } | undefined;

/**
 * The process's settings, parsed on first use. They are parsed again only when one of the
 * variables has changed since (a server's never do; tests set some between cases).
 */
export function env(): Env {
  const raw = JSON.stringify(NAMES.map((name) => process.env[name]));
  if (last?.raw !== raw) last = { raw, env: readEnv(process.env) };
  return last.env;
}
