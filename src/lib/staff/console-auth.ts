import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies';
import { cookies, headers } from 'next/headers';
import { siteConfig } from '@/config/site';
import { getDb } from '@/lib/db';
import { clientAddress } from '@/lib/http/client-address';
import type { StaffDb } from './auth';
import { staffAuthSecret } from './secret';
import { authFor, handleAuthRequest } from './sign-in';

/** better-auth on the site's database, for the console's pages and Server Actions. */
export async function consoleAuth() {
  // Without BETTER_AUTH_SECRET on PostgreSQL this throws: the page fails, as the route answers 503.
  const secret = staffAuthSecret();
  const { db, dialect } = await getDb();
  const database: StaffDb = { db, dialect };
  return { database, secret, auth: authFor(database, secret) };
}

/** Keeps the cookies better-auth set (a session, the sign-in's two-factor step) in the browser. */
export async function keepAuthCookies(responseHeaders: Headers): Promise<void> {
  const setCookie = responseHeaders.get('set-cookie');
  if (!setCookie) return;
  const jar = await cookies();
  parseSetCookieHeader(setCookie).forEach((cookie, name) =>
    jar.set(name, cookie.value, toCookieOptions(cookie)),
  );
}

/** The Cookie header a browser would send after `response`: its new cookies added. */
export function cookiesAfter(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  parseSetCookieHeader(response.headers.get('set-cookie') ?? '').forEach((c, name) =>
    jar.set(name, c.value),
  );
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Posts to better-auth's route as this request's browser (its cookies and address) would, so
 * that a console form's sign-in goes through the same rate limits and audit entries as the
 * route's (sign-in.ts), and keeps the cookies it sets.
 */
export async function postToAuth(path: string, body: unknown): Promise<Response> {
  const { database, secret } = await consoleAuth();
  const incoming = await headers();
  const request = new Request(`${siteConfig.appUrl}/api/auth${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(siteConfig.appUrl).origin,
      cookie: incoming.get('cookie') ?? '',
      'x-forwarded-for': clientAddress(incoming),
    },
    body: JSON.stringify(body),
  });
  const response = await handleAuthRequest(request, database, secret, new Date());
  await keepAuthCookies(response.headers);
  return response;
}
