import {
  MAX_TRACKING_NUMBERS,
  TRACKING_NUMBER,
  type MalformedReason,
  type ParsedNumbers,
} from './model';

/**
 * What visitors paste into the tracking box, read once where it enters (the page's `numbers`
 * query, GET /api/tracking) and by the ingest API for each number it stores.
 *
 * - NFKC first: full-width letters, digits and punctuation typed with a Chinese input method
 *   (Ｂ Ｗ １ ２ ，；) read as their ASCII forms.
 * - Entries are separated by new lines, any white space, commas, semicolons and the Chinese
 *   "，" "；" "、" (the full-width comma and semicolon become ASCII under NFKC).
 * - Each entry is trimmed and upper-cased, then de-duplicated keeping the first occurrence.
 * - A number is 5–50 letters, digits or '-'; any other entry is listed as malformed with why.
 * - The 40 limit counts the distinct entries, malformed ones included: a list of 41 pasted lines
 *   is refused (`too_many`, nothing looked up) even if one of them is a typo, so what is looked up
 *   never depends on which entries happen to be valid. Repeats do not count twice.
 */
const SEPARATORS = /[\s,;、]+/u;

/** Malformed entries are echoed back at most this long (the rest is cut with "…"). */
const ECHO_MAX = TRACKING_NUMBER.max + 10;

/** One entry (already split) as a tracking number, or why it is not one. */
export function normalizeTrackingNumber(
  entry: string,
): { ok: true; number: string } | { ok: false; reason: MalformedReason } {
  const value = entry.normalize('NFKC').trim().toUpperCase();
  if (value.length < TRACKING_NUMBER.min || value.length > TRACKING_NUMBER.max)
    return { ok: false, reason: 'length' };
  if (!TRACKING_NUMBER.pattern.test(value)) return { ok: false, reason: 'characters' };
  return { ok: true, number: value };
}

export function parseTrackingNumbers(input: string | string[] | undefined): ParsedNumbers {
  const text = (Array.isArray(input) ? input.join('\n') : (input ?? '')).normalize('NFKC');
  const entries = [
    ...new Set(
      text
        .split(SEPARATORS)
        .map((entry) => entry.trim().toUpperCase())
        .filter((entry) => entry !== ''),
    ),
  ];
  if (entries.length === 0) return { ok: false, error: 'empty' };
  if (entries.length > MAX_TRACKING_NUMBERS)
    return { ok: false, error: 'too_many', count: entries.length };

  const numbers: string[] = [];
  const malformed: { input: string; reason: MalformedReason }[] = [];
  for (const entry of entries) {
    const parsed = normalizeTrackingNumber(entry);
    if (parsed.ok) numbers.push(parsed.number);
    else
      malformed.push({
        input: entry.length > ECHO_MAX ? `${entry.slice(0, ECHO_MAX - 1)}…` : entry,
        reason: parsed.reason,
      });
  }
  return { ok: true, numbers, malformed };
}
