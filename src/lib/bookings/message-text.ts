import { z } from 'zod';

/**
 * A booking message's text (docs/bookings.md, "Messages"): plain text, checked once where it
 * enters (the shipper's form and the desk's answer alike), and read back into text and links
 * for showing. Nothing of it is ever HTML: the page renders the parts as React text and as link
 * elements it builds itself, for http and https addresses only.
 */

/** The longest message, in characters (as a textarea counts them: a line break is one). */
export const MESSAGE_MAX = 4000;

export type MessageErrorKey = 'required' | 'tooLong' | 'control';

/**
 * Control characters a person does not type: every C0 and C1 control but tab and line feed,
 * the line and paragraph separators, and the bidirectional overrides and isolates (which can
 * make a link read as another).
 */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The text as sent: line breaks made one character (\r\n and \r become \n), trimmed. */
export const messageText = z
  .string()
  .transform((raw) => raw.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .min(1, { error: 'required' })
      .max(MESSAGE_MAX, { error: 'tooLong' })
      .refine((text) => !CONTROL.test(text), { error: 'control' }),
  );

export type MessagePart =
  { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

/**
 * An http(s) address as people paste it in text: it ends at a space, a quote or an angle
 * bracket, and at Chinese text or full-width punctuation (Chinese sentences run on after an
 * address without a space); the sentence's punctuation after it is taken off below.
 */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`\u3000-\u303f\u3400-\u9fff\uff00-\uffef]+/gi;
/** Punctuation that ends a sentence rather than the address (English and Chinese). */
const TRAILING = /[.,;:!?)\]}'"。，；：！？）】」』、]+$/u;

/**
 * The text cut into plain text and links: every http:// or https:// address that parses as a
 * URL with one of those schemes, without the sentence's punctuation after it. Anything else
 * (javascript:, data:, an address without a scheme) stays text.
 */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const found = match[0].replace(TRAILING, '');
    let href: string | undefined;
    try {
      const url = new URL(found);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = undefined;
    }
    if (!href) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', href, text: found });
    last = match.index + found.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
