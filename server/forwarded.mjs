// The client's address, decided where the socket is known. Forwarding headers are believed only
// from configured proxies (TRUSTED_PROXIES, read in server/env.mjs: addresses or CIDR ranges,
// comma-separated; default loopback, which covers the bundled nginx). The server then writes the one address it decided
// as X-Forwarded-For, so the app's rate limits (src/lib/http/client-address.ts, the last entry)
// key on it: a client talking to the server directly cannot pick its own key.
import { BlockList, isIP } from 'node:net';

const DEFAULT_TRUSTED = '127.0.0.0/8, ::1';

/**
 * A BlockList of the trusted proxies; throws with the variable named on a bad entry.
 * @param {string} [setting]
 * @returns {BlockList}
 */
export function trustedProxies(setting = DEFAULT_TRUSTED) {
  const list = new BlockList();
  for (const entry of setting
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
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

/**
 * An address as written by sockets and proxies, without IPv4-mapped IPv6 or a port.
 * @param {string | undefined} value
 * @returns {string | null}
 */
function normalize(value) {
  let text = (value ?? '').trim();
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']'));
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(text)) text = text.slice(7);
  return isIP(text) ? text : null;
}

/** @param {BlockList} list @param {string} address */
const isTrusted = (list, address) => list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * Whether the socket's peer is one of the trusted proxies (the balancer).
 * @param {string | undefined} remoteAddress
 * @param {BlockList} trusted
 * @returns {boolean}
 */
export function fromTrustedProxy(remoteAddress, trusted) {
  const peer = normalize(remoteAddress);
  return peer !== null && isTrusted(trusted, peer);
}

/**
 * The X-Forwarded-For walk: the client is the socket's address unless it is a trusted proxy; then
 * the entries from the right, skipping trusted proxies, up to the first one that is not (an entry
 * that is no address ends the walk: what lies left of it cannot be believed). `read` says whether
 * the header, if any, was followed to its client: false when it came from a peer that is no
 * trusted proxy, or when the walk ended on an entry that is no address.
 * @param {string | undefined} remoteAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {BlockList} trusted
 * @returns {{ client: string, read: boolean }}
 */
function walk(remoteAddress, forwardedFor, trusted) {
  let client = normalize(remoteAddress) ?? 'unknown';
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  if (header.trim() === '') return { client, read: true };
  if (client === 'unknown' || !isTrusted(trusted, client)) return { client, read: false };
  for (const hop of header.split(',').reverse()) {
    const address = normalize(hop);
    if (!address) return { client, read: false };
    client = address;
    if (!isTrusted(trusted, address)) break;
  }
  return { client, read: true };
}

/**
 * The client, as the walk above decides it (the rate limits' key).
 * @param {string | undefined} remoteAddress
 * @param {string | string[] | undefined} forwardedFor
 * @param {BlockList} trusted
 * @returns {string}
 */
export function clientAddressOf(remoteAddress, forwardedFor, trusted) {
  return walk(remoteAddress, forwardedFor, trusted).client;
}

/**
 * The client a request comes from, for a decision that opens something to it (/metrics): the
 * walk's client, or null when the request says it was forwarded for a client the walk cannot
 * name. A forwarding header can only take access away: X-Forwarded-For that is not believed or
 * not readable to its end, and Forwarded or X-Real-IP (which the server does not read), make it
 * nobody's.
 * @param {string | undefined} remoteAddress
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {BlockList} trusted
 * @returns {string | null}
 */
export function requestClientOf(remoteAddress, headers, trusted) {
  if (headers.forwarded !== undefined || headers['x-real-ip'] !== undefined) return null;
  const { client, read } = walk(remoteAddress, headers['x-forwarded-for'], trusted);
  return read ? client : null;
}
