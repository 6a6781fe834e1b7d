import { createHash } from 'node:crypto';

/**
 * The address a request came from, for the rate limits (applications, tracking lookups): the last X-Forwarded-For entry, which is
 * the one written by the nearest proxy (or by Next.js itself from the socket when no proxy set
 * one). Behind a reverse proxy, configure it to append the client address (nginx:
 * `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`).
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').pop()?.trim();
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}

/** The client address as rate limits store it: only a hash. */
export function clientKeyOf(address: string): string {
  return createHash('sha256').update(`client\u0000${address}`).digest('hex');
}
