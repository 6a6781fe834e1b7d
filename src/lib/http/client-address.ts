import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

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

/**
 * The client key as rate limits store it: only a hash. An IP address is keyed by what one client
 * holds: an IPv4 address whole, an IPv6 address by its /64 (one home or host gets a /64, so keying
 * the full address would give one client 2^64 buckets); an IPv4-mapped IPv6 address is its IPv4
 * address. Anything else (an email for the sign-in limit, 'unknown') is hashed as it is.
 */
export function clientKeyOf(subject: string): string {
  return createHash('sha256')
    .update(`client\u0000${networkOf(subject)}`)
    .digest('hex');
}

function networkOf(subject: string): string {
  if (isIP(subject) !== 6) return subject;
  const groups = ipv6Groups(subject);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of an address isIP accepted as IPv6 (so the syntax is already valid). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0] ?? '';
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  if (dotted.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [left = '', right] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const head = parse(left);
  if (right === undefined) return head;
  const tail = parse(right);
  return [...head, ...Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}
