import { z } from 'zod';
import { TRACKING_NUMBER } from './model';

export type SubscriptionErrorKey = 'emailRequired' | 'emailInvalid';

/** An e-mail address a visitor types: required, at most 254 characters, kept in lower case. */
export const emailField = z
  .string()
  .trim()
  .min(1, { error: 'emailRequired' })
  .max(254, { error: 'emailInvalid' })
  .pipe(z.email({ error: 'emailInvalid' }))
  .transform((email) => email.toLowerCase());

/** The subscribe form's fields, checked where they enter (the Server Action). */
export const subscriptionSchema = z.object({
  number: z
    .string()
    .trim()
    .toUpperCase()
    .min(TRACKING_NUMBER.min)
    .max(TRACKING_NUMBER.max)
    .regex(TRACKING_NUMBER.pattern),
  email: emailField,
});
