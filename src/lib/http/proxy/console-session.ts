import type { NextRequest, NextResponse } from 'next/server';
import { SESSION_IDLE_SECONDS } from '@/lib/staff/permissions';

/** better-auth's session cookie, without and with the prefix it takes on https (auth.ts). */
const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

/**
 * A console page viewed with a session cookie gets the same cookie back with a Max-Age of the
 * idle limit from now. better-auth moves the session's expiry on in the database as it is used,
 * but a page cannot set cookies, so the browser would otherwise drop the cookie 12 hours after
 * the sign-in however busy the day. The database's expiry still decides: renewing a cookie whose
 * session has ended (signed out, disabled, role changed) opens nothing. Only page views (GET)
 * renew it: a sign-out's own answer clears it. The value is passed back as it came, unparsed.
 */
export function renewSessionCookie(request: NextRequest, response: NextResponse): void {
  if (request.method !== 'GET') return;
  const sent = request.headers.get('cookie') ?? '';
  for (const name of SESSION_COOKIES) {
    const value = sent
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name}=`))
      ?.slice(name.length + 1);
    if (!value) continue;
    const secure = name.startsWith('__Secure-') ? '; Secure' : '';
    response.headers.append(
      'Set-Cookie',
      `${name}=${value}; Path=/; Max-Age=${SESSION_IDLE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
    );
  }
}
