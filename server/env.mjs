// The production server's settings, read and checked here as src/config/env.ts does the app's
// (this runs before Next, as plain JavaScript): an empty value is unset and takes the default; a
// wrong one throws, naming the variable, so the server does not start.
import { z } from 'zod';
import { trustedProxies } from './forwarded.mjs';

/**
 * @template {z.ZodType} T
 * @param {T} schema
 */
const optional = (schema) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

/**
 * A whole number within bounds; `must` completes "NAME …" when it is anything else.
 * @param {number} min
 * @param {number} max
 * @param {string} must
 */
const whole = (min, max, must) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, must)
    .transform(Number)
    .pipe(z.number().min(min, must).max(max, must));

const schema = z.object({
  // Where to listen, as for `next start`: port 3000 on every interface.
  PORT: optional(whole(1, 65_535, 'must be a port number, 1 to 65535')).transform((v) => v ?? 3000),
  HOST: optional(
    z
      .string()
      .trim()
      .regex(/^[\w.:-]+$/, 'must be a host name or an address'),
  ),
  // How long SIGTERM waits for requests in flight (server/lifecycle.mjs).
  SHUTDOWN_GRACE_MS: optional(
    whole(0, 3600_000, 'must be a whole number of milliseconds, at most an hour'),
  ).transform((v) => v ?? 10_000),
  // Unset: loopback. Set but empty: no proxy is trusted (server/forwarded.mjs).
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return trustedProxies(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: String(/** @type {Error} */ (error).message) });
        return z.NEVER;
      }
    }),
  // off: pages keep their scripts where Next puts them (the bench measures both).
  DEFER_SCRIPTS: optional(
    z
      .string()
      .trim()
      .pipe(z.enum(['on', 'off'], { error: 'must be on or off' })),
  ).transform((v) => v !== 'off'),
  // off: every page goes to Next, as before the page cache (the bench measures both).
  PAGE_CACHE: optional(
    z
      .string()
      .trim()
      .pipe(z.enum(['on', 'off'], { error: 'must be on or off' })),
  ).transform((v) => v !== 'off'),
  // off: no request metrics and no /metrics (the bench measures both); on by default.
  METRICS: optional(
    z
      .string()
      .trim()
      .pipe(z.enum(['on', 'off'], { error: 'must be on or off' })),
  ).transform((v) => v !== 'off'),
  // A bearer token that opens /metrics from addresses other than loopback and the proxies.
  METRICS_TOKEN: optional(z.string().trim().min(24, 'must be at least 24 characters')),
  // The WeChat QR image: src/config/contact.ts checks it fully; the headers need its origin.
  WECHAT_QR: optional(
    z
      .string()
      .trim()
      .regex(/^(https:\/\/|\/)\S+$/, 'must be a path under public/ or an https URL'),
  ),
});

/** @typedef {z.output<typeof schema>} ServerEnv */

/**
 * The settings in `source`; throws one error naming every variable that is wrong.
 * @param {Record<string, string | undefined>} [source]
 * @returns {ServerEnv}
 */
export function serverEnv(source = process.env) {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map(({ path, message }) =>
    message.startsWith(String(path[0])) ? message : `${path.join('.')} ${message}`,
  );
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}
