import { NextRequest, NextResponse } from 'next/server';
import { describe, expect, it } from 'vitest';
import { renewSessionCookie } from '@/lib/http/proxy/console-session';

const request = (method: string, cookie?: string) =>
  new NextRequest('http://localhost/console', {
    method,
    headers: cookie ? { cookie } : {},
  });

describe('a console page view renews the session cookie', () => {
  it('passes the cookie back unchanged with the idle limit as its Max-Age', () => {
    const response = NextResponse.next();
    renewSessionCookie(
      request('GET', 'x=1; better-auth.session_token=abc.d%2Fe%3D; y=2'),
      response,
    );
    expect(response.headers.getSetCookie()).toEqual([
      'better-auth.session_token=abc.d%2Fe%3D; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax',
    ]);
  });

  it('keeps the Secure prefix and attribute on https', () => {
    const response = NextResponse.next();
    renewSessionCookie(request('GET', '__Secure-better-auth.session_token=t.s'), response);
    expect(response.headers.getSetCookie()).toEqual([
      '__Secure-better-auth.session_token=t.s; Path=/; Max-Age=43200; HttpOnly; SameSite=Lax; Secure',
    ]);
  });

  it('sets nothing without a session cookie, nor on a post (a sign-out clears it)', () => {
    for (const [method, cookie] of [
      ['GET', 'other=1'],
      ['GET', undefined],
      ['POST', 'better-auth.session_token=abc'],
    ] as const) {
      const response = NextResponse.next();
      renewSessionCookie(request(method, cookie), response);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});
