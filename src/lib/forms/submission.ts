import { createHash } from 'node:crypto';

/** A form's submission id as the browser makes it (a UUID) or the prerendered page carries it. */
const SUBMISSION_ID = /^[A-Za-z0-9-]{8,64}$/;

export function isSubmissionId(value: unknown): value is string {
  return typeof value === 'string' && SUBMISSION_ID.test(value);
}

/** JSON with the keys of every object sorted, so equal content always reads the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * The key that makes a submission idempotent: the feature, the form's submission id and
 * everything the visitor sent (as validated). The same form posted twice (a double click, a
 * reload of the POST, a retry after an error) is one submission; a second, different one from
 * the same person is another, also when both carry the prerendered id of a page used without
 * JavaScript.
 */
export function submissionKey(
  feature: string,
  submissionId: string,
  content: Record<string, unknown>,
): string {
  return createHash('sha256')
    .update([feature, submissionId, canonical(content)].join('\u0000'))
    .digest('hex');
}
