/** What a written key must be: the rule quoted when one is refused. */
export const SITE_KEY_FORMAT =
  'must hold a 256-bit key: 64 hexadecimal digits or 44 characters of base64 (openssl rand -base64 32)';

/** A key written as 64 hexadecimal digits or as base64 of 32 bytes; null if it is neither. */
export function decodeSiteKey(value: string): Buffer | null {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  return key?.length === 32 ? key : null;
}
