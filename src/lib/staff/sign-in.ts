import { env } from '@/config/env';
import { clientAddress, clientKeyOf } from '@/lib/http/client-address';
import { configuredLimit, consumeRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { recordSignIn } from '@/lib/metrics';
import { CODE_STEPS, PASSWORD_STEP, staffAuth, type StaffDb } from './auth';

const WINDOW_MS = 15 * 60_000;
/** Sign-in attempts (password and code steps) from one client address per 15 minutes. */
const addressLimit = (): RateLimit =>
  configuredLimit('staff-sign-in', env().STAFF_SIGN_IN_RATE_LIMIT, 30, WINDOW_MS);
/** Password attempts on one account per 15 minutes, whatever the address. */
const ACCOUNT_LIMIT: RateLimit = { bucket: 'staff-sign-in-account', max: 10, windowMs: WINDOW_MS };

/**
 * The only endpoints of better-auth served at /api/auth (method and path under it), each with
 * the body fields passed on and the cookies it may read: the two steps of a sign-in. Everything
 * else better-auth has (its user, session, password and two-factor management) answers 404: the
 * console does those through its own Server Actions, which check the role and audit. The console's
 * own sign-in form posts here too (console-auth.ts, postToAuth).
 */
export const AUTH_ALLOW_LIST = {
  [`POST ${PASSWORD_STEP}`]: { fields: ['email', 'password'], cookies: [] },
  [`POST ${CODE_STEPS[0]}`]: { fields: ['code'], cookies: ['two_factor'] },
  [`POST ${CODE_STEPS[1]}`]: { fields: ['code'], cookies: ['two_factor'] },
} as const satisfies Record<string, { fields: readonly string[]; cookies: readonly string[] }>;

type Auth = ReturnType<typeof staffAuth>;
const instances = new WeakMap<StaffDb['db'], { secret: string; auth: Auth }>();

/** One better-auth instance per database and secret: building one checks the tables. */
export function authFor(database: StaffDb, secret: string): Auth {
  const known = instances.get(database.db);
  if (known?.secret === secret) return known.auth;
  const auth = staffAuth(database, { secret });
  instances.set(database.db, { secret, auth });
  return auth;
}

const answer = (status: number, code: string, message: string, headers?: HeadersInit) =>
  Response.json({ code, message }, { status, headers });

/**
 * The Cookie header passed on: only better-auth's cookies named in `wanted` (with or without the
 * __Secure- prefix), parsed as better-auth parses them (names trimmed), so that no session,
 * "trust this device" or "don't remember me" cookie reaches the sign-in steps.
 */
function keptCookies(header: string, wanted: readonly string[]): string {
  const names = new Set(
    wanted.flatMap((name) => [`better-auth.${name}`, `__Secure-better-auth.${name}`]),
  );
  return header
    .split(';')
    .filter((pair) => pair.includes('='))
    .map((pair) => [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1)])
    .filter(([name]) => names.has(name!))
    .map(([name, value]) => `${name}=${value!.trim()}`)
    .join('; ');
}

/**
 * better-auth's routes (/api/auth/*) behind the allow-list above, with what the site adds: every
 * attempt counted per client address and every password attempt per account, in the database
 * (shared by every instance; the refusal is the same whether the account exists or not). Bodies
 * are JSON only (415 otherwise, after counting), rebuilt from the allowed fields: no
 * `trustDevice`, no `rememberMe`, no `callbackURL`. The audit entries come from better-auth's own
 * outcome (auth.ts).
 */
export async function handleAuthRequest(
  request: Request,
  database: StaffDb,
  secret: string,
  now: Date,
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api\/auth/, '');
  const endpoint = AUTH_ALLOW_LIST[`${request.method} ${path}` as keyof typeof AUTH_ALLOW_LIST];
  if (!endpoint) return answer(404, 'NOT_FOUND', 'Not found');

  const address = clientAddress(request.headers);
  const counted = [consumeRateLimit(database.db, addressLimit(), clientKeyOf(address), now)];
  const json = /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');
  const body: unknown = json ? await request.json().catch(() => null) : null;
  const given =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  const email =
    path === PASSWORD_STEP && typeof given?.email === 'string'
      ? given.email.trim().toLowerCase()
      : '';
  if (email) counted.push(consumeRateLimit(database.db, ACCOUNT_LIMIT, clientKeyOf(email), now));
  const refused = (await Promise.all(counted)).find((outcome) => !outcome.ok);
  if (refused && !refused.ok) {
    recordSignIn('lockout');
    return answer(429, 'RATE_LIMITED', 'Too many sign-in attempts; try again later', {
      'Retry-After': String(refused.retryAfterSeconds),
    });
  }
  if (!json || !given) {
    recordSignIn('failure');
    return json
      ? answer(400, 'INVALID_BODY', 'The body must be a JSON object')
      : answer(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }

  const passed = Object.fromEntries(
    endpoint.fields.filter((field) => field in given).map((field) => [field, given[field]]),
  );
  if (email) passed.email = email;
  const headers = new Headers({ 'content-type': 'application/json' });
  for (const name of ['origin', 'referer', 'user-agent', 'x-forwarded-for', 'x-real-ip']) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const cookie = keptCookies(request.headers.get('cookie') ?? '', endpoint.cookies);
  if (cookie) headers.set('cookie', cookie);
  const response = await authFor(database, secret).handler(
    new Request(url, { method: 'POST', headers, body: JSON.stringify(passed) }),
  );
  recordSignIn(response.ok ? 'success' : 'failure');
  return response;
}
