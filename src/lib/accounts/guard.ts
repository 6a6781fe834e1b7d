import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { ACCOUNT_PATH } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db';
import { sessionOf, type CustomerSession, ABSOLUTE_DAYS } from './sessions';

/**
 * The shipper account's one guard: every account page, route and Server Action calls it on the
 * server. Public pages never import this module, so they look up no session. The cookie is the
 * account's own, apart from the console's: `__Host-` prefixed on https (Secure, Path=/, no
 * Domain: no subdomain can set or read it), HttpOnly, SameSite=Lax.
 */
export const ACCOUNT_COOKIE =
  new URL(siteConfig.appUrl).protocol === 'https:' ? '__Host-bw-account' : 'bw-account';

/** The cookie's attributes: it lasts as long as a session can (the database decides sooner). */
export function accountCookie(token: string) {
  return {
    name: ACCOUNT_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: ACCOUNT_COOKIE.startsWith('__Host-'),
    path: '/',
    maxAge: ABSOLUTE_DAYS * 86_400,
  };
}

/** Whether `value` is an address of the account's pages (where a sign-in may come back to). */
export function accountReturn(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return /^(?:\/zh)?\/account(?:\/[\w.~-]+)*(?:\?[\w.~%=&-]*)?$/.test(value) ? value : undefined;
}

/** This request's shipper session, or undefined when signed out (or it has ended). */
export async function currentCustomer(now = new Date()): Promise<CustomerSession | undefined> {
  const token = (await cookies()).get(ACCOUNT_COOKIE)?.value;
  if (!token) return undefined;
  return sessionOf((await getDb()).db, token, now);
}

/**
 * The signed-in shipper, or a redirect to the sign-in (the account's home), which comes back to
 * `path` (unprefixed, in `locale`, with its query) after it.
 */
export async function requireCustomer(locale: Locale, path: string): Promise<CustomerSession> {
  const session = await currentCustomer();
  if (session) return session;
  const next = localizedPath(path, locale);
  const home = localizedPath(ACCOUNT_PATH, locale);
  redirect(next === home ? home : `${home}?next=${encodeURIComponent(next)}`);
}
