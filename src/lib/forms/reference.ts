import { z } from 'zod';

/**
 * A posted record reference (an enquiry's, a booking's) in its one normal form, as `read` gives
 * it; one that `read` does not take is the issue 'missing', the forms' "no such record" refusal.
 */
export function referenceField(read: (raw: string) => string | null) {
  return z.string().transform((raw, ctx) => {
    const normal = read(raw);
    if (!normal) ctx.addIssue({ code: 'custom', message: 'missing' });
    return normal ?? '';
  });
}
