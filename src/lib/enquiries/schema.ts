import { z } from 'zod';
import { canonicalPhone, isValidPhone } from '@/lib/forms/phone';
import {
  COMPANY_MAX,
  EMAIL_MAX,
  ENQUIRY_SERVICES,
  enquiryFields,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  type EnquiryErrorKey,
  type EnquiryErrors,
  type EnquiryErrorTarget,
} from './fields';

export * from './fields';

const err = (key: EnquiryErrorKey) => ({ error: key });

/** A WeChat ID: 6–20 characters, a letter first, then letters, digits, _ or -. */
const WECHAT_ID = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/;
const emailFormat = z.email();

/** A text field that may be left empty (absent counts as empty). */
const optionalText = (max: number, invalid: EnquiryErrorKey, valid?: (v: string) => boolean) =>
  z
    .string(err(invalid))
    .trim()
    .max(max, err(invalid))
    .refine((v) => v === '' || !valid || valid(v), err(invalid))
    .optional()
    .default('');

/**
 * The enquiry form's rules, the same in the browser and in the Server Action. Email, phone and
 * WeChat are each optional, but at least one must be given (reported on 'contact'). Messages are
 * keys, translated where they are shown.
 */
export const enquirySchema = z
  .object({
    name: z
      .string(err('nameRequired'))
      .trim()
      .min(1, err('nameRequired'))
      .max(NAME_MAX, err('nameTooLong')),
    company: optionalText(COMPANY_MAX, 'companyTooLong'),
    email: optionalText(EMAIL_MAX, 'emailInvalid', (v) => emailFormat.safeParse(v).success),
    phone: optionalText(40, 'phoneInvalid', isValidPhone).transform((v) =>
      v === '' ? '' : canonicalPhone(v),
    ),
    // People often give the phone number their WeChat is registered with.
    wechat: optionalText(40, 'wechatInvalid', (v) => WECHAT_ID.test(v) || isValidPhone(v)),
    service: z.enum(ENQUIRY_SERVICES, err('serviceInvalid')),
    message: z
      .string(err('messageTooShort'))
      .trim()
      .min(MESSAGE_MIN, err('messageTooShort'))
      .max(MESSAGE_MAX, err('messageTooLong')),
    consent: z.literal(['on', 'true', 'yes'], err('consentRequired')),
  })
  .refine(
    (v) => [v?.email, v?.phone, v?.wechat].some((c) => typeof c === 'string' && c.trim() !== ''),
    // Checked even when other fields failed, so every error shows at once; a given but invalid
    // contact is reported on its own field instead.
    { path: ['contact'], ...err('contactRequired'), when: () => true },
  );

export type EnquiryInput = z.infer<typeof enquirySchema>;

const targets = new Set<string>([...enquiryFields, 'contact']);

/** The first message key per field (and 'contact') of a failed parse. */
export function enquiryErrors(error: z.ZodError): EnquiryErrors {
  const out: EnquiryErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && targets.has(field) && !out[field as EnquiryErrorTarget])
      out[field as EnquiryErrorTarget] = issue.message as EnquiryErrorKey;
  }
  return out;
}
