// The client's address, decided where the socket is known. Forwarding headers are believed only
// from configured proxies (TRUSTED_PROXIES, read in server/env.mjs: addresses or CIDR ranges,
// comma-separated; default loopback, which covers the bundled nginx). The server then writes the one address it decided
// as X-Forwarded-For, so the app's rate limits (src/lib/http/client-address.ts, the last entry)
// key on it: a client talking to the server directly cannot pick its own key.
import { BlockList, isIP } from 'node:net';

const DEFAULT_TRUSTED = '127.0.0.0/8, ::1';

/** A BlockList of the trusted proxies; throws with the variable named on a bad entry. */
export function trustedProxies(setting = DEFAULT_TRUSTED) {
  const list = new BlockList();
  for (const entry of setting
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const family = isIP(address);
    if (!family) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR range`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32))
        throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
      list.addSubnet(address, prefix, type);
    }
  }
  return list;
}

/** An address as written by sockets and proxies, without IPv4-mapped IPv6 or a port. */
function normalize(value) {
  let text = (value ?? '').trim();
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']'));
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text)) text = text.slice(7);
  return isIP(text) ? text : null;
}

const isTrusted = (list, address) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether the socket's peer is one of the trusted proxies (the balancer). */
export function fromTrustedProxy(remoteAddress, trusted) {
  const peer = normalize(remoteAddress);
  return peer !== null && isTrusted(trusted, peer);
}

/**
 * The client: the socket's address unless it is a trusted proxy; then the X-Forwarded-For
 * entries from the right, skipping trusted proxies, up to the first one that is not (an entry
 * that is no address ends the walk: what lies left of it cannot be believed).
 */
export function clientAddressOf(remoteAddress, forwardedFor, trusted) {
  let client = normalize(remoteAddress) ?? 'unknown';
  if (client === 'unknown' || !isTrusted(trusted, client)) return client;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .reverse();
  for (const hop of hops) {
    const address = normalize(hop);
    if (!address) break;
    client = address;
    if (!isTrusted(trusted, address)) break;
  }
  return client;
}
