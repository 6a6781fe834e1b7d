/*
 * Phone numbers as the site's forms take them (join-us, enquiries): a mainland mobile, with or
 * without +86, or any international number with its country code.
 */

/** Spaces, hyphens, dots and brackets people type inside phone numbers. */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s\-().]/g, '');
}

/** A mainland mobile (11 digits from 13–19, optionally +86) or an international E.164 number. */
export function isValidPhone(raw: string): boolean {
  const phone = normalizePhone(raw);
  if (/^(?:\+?86)?1[3-9]\d{9}$/.test(phone)) return true;
  return /^\+[1-9]\d{6,14}$/.test(phone);
}

/** The stored form: mainland numbers as +86…, others as typed without separators. */
export function canonicalPhone(raw: string): string {
  const phone = normalizePhone(raw);
  const mainland = /^(?:\+?86)?(1[3-9]\d{9})$/.exec(phone);
  return mainland ? `+86${mainland[1]}` : phone;
}
