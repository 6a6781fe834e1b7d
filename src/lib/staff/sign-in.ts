import { env } from '@/config/env';
import { clientAddress, clientKeyOf } from '@/lib/http/client-address';
import { configuredLimit, consumeRateLimit, type RateLimit } from '@/lib/http/rate-limit';
import { recordAudit } from './audit';
import { staffAuth, type StaffDb } from './auth';

const WINDOW_MS = 15 * 60_000;
/** Sign-in attempts (password and code steps) from one client address per 15 minutes. */
const addressLimit = (): RateLimit =>
  configuredLimit('staff-sign-in', env().STAFF_SIGN_IN_RATE_LIMIT, 30, WINDOW_MS);
/** Password attempts on one account per 15 minutes, whatever the address. */
const ACCOUNT_LIMIT: RateLimit = { bucket: 'staff-sign-in-account', max: 10, windowMs: WINDOW_MS };

const PASSWORD_STEP = '/api/auth/sign-in/email';
/** The second step of a sign-in: an authenticator code, or a backup code. */
const CODE_STEPS = ['/api/auth/two-factor/verify-totp', '/api/auth/two-factor/verify-backup-code'];

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

const emailOf = async (request: Request) => {
  const body: unknown = await request
    .clone()
    .json()
    .catch(() => null);
  const email = (body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/**
 * better-auth's routes (/api/auth/*) with what the site adds around them: sign-in attempts
 * counted per client address and per account in the database (shared by every instance; the
 * refusal is the same whether the account exists or not), and the audit entries of sign-ins
 * and failed sign-ins.
 */
export async function handleAuthRequest(
  request: Request,
  database: StaffDb,
  secret: string,
  now: Date,
): Promise<Response> {
  const path = new URL(request.url).pathname;
  const step = path === PASSWORD_STEP ? 'password' : CODE_STEPS.includes(path) ? 'code' : null;
  // Only the code step of a sign-in carries better-auth's two-factor cookie; the same endpoint
  // also confirms a new authenticator for a signed-in account, which is no sign-in.
  const signingIn =
    step === 'password' ||
    (step === 'code' && /two_factor=/.test(request.headers.get('cookie') ?? ''));
  if (request.method !== 'POST' || !signingIn) return authFor(database, secret).handler(request);

  const address = clientAddress(request.headers);
  const email = step === 'password' ? await emailOf(request) : '';
  const checks = [consumeRateLimit(database.db, addressLimit(), clientKeyOf(address), now)];
  if (email) checks.push(consumeRateLimit(database.db, ACCOUNT_LIMIT, clientKeyOf(email), now));
  const refused = (await Promise.all(checks)).find((outcome) => !outcome.ok);
  if (refused && !refused.ok)
    return Response.json(
      { code: 'RATE_LIMITED', message: 'Too many sign-in attempts; try again later' },
      { status: 429, headers: { 'Retry-After': String(refused.retryAfterSeconds) } },
    );

  const response = await authFor(database, secret).handler(request);
  const result = (await response
    .clone()
    .json()
    .catch(() => null)) as {
    user?: { id: string; email: string };
    twoFactorRedirect?: boolean;
  } | null;
  if (response.ok && result?.twoFactorRedirect) return response;
  const user = response.ok ? result?.user : undefined;
  await recordAudit(database.db, {
    at: now,
    actor: user ? { id: user.id, email: user.email } : null,
    action: user ? 'staff.signIn' : 'staff.signInFailed',
    target: user ? { type: 'user', id: user.id } : email ? { type: 'user', id: email } : undefined,
    clientAddress: address,
    details: { step, status: response.status },
  });
  return response;
}
