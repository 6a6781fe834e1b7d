import { createHash } from 'node:crypto';

/**
 * The address a request came from, for the rate limits (applications, tracking lookups): the last
 * X-Forwarded-For entry. The production server writes that header itself from the socket and
 * the forwarding headers of trusted proxies only (server/forwarded.mjs, TRUSTED_PROXIES), so a
 * client cannot choose it.
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
