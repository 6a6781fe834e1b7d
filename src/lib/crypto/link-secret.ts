import { createHash, createHmac, hkdfSync } from 'node:crypto';
import { siteSecretKey } from './site-key';

/**
 * The secrets in the links the site mails (a tracking subscription's, a booking page's). Only a
 * hash of one is stored; the secret is derived from a random id with a key derived from the
 * site's secret key (which every instance of a site shares) and the link's purpose, so a mail
 * sent later carries the same link without the secret being kept anywhere, and a secret of one
 * purpose opens nothing of another.
 */
export type LinkPurpose = 'tracking subscription' | 'booking page';

const keys = new Map<LinkPurpose, { from: Buffer; key: Buffer }>();

export function linkSecret(id: string, purpose: LinkPurpose): string {
  const site = siteSecretKey();
  let entry = keys.get(purpose);
  if (entry?.from !== site) {
    entry = {
      from: site,
      key: Buffer.from(hkdfSync('sha256', site, '', `bridgeway ${purpose} links`, 32)),
    };
    keys.set(purpose, entry);
  }
  return createHmac('sha256', entry.key).update(id).digest('base64url');
}

/** What is stored of a link secret: its SHA-256, hex, with the purpose as a prefix. */
export function linkHash(secret: string, prefix: string): string {
  return createHash('sha256').update(`${prefix}:${secret}`).digest('hex');
}

/** Whether a string can be a link secret at all (43 base64url characters). */
export const isLinkSecret = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
