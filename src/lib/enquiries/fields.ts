/*
 * The enquiry form's fields, services and limits without the schema: the form needs these to
 * render, and zod (schema.ts) only once the visitor starts filling it in.
 */

/** What an enquiry is about: the site's services (page ids of the service menu) or 'general'. */
export const ENQUIRY_SERVICES = [
  'storehouse',
  'directSales',
  'fbaHeadShipping',
  'overseasServices',
  'enterpriseBusiness',
  'general',
] as const;
export type EnquiryService = (typeof ENQUIRY_SERVICES)[number];

export const NAME_MAX = 100;
export const COMPANY_MAX = 120;
export const EMAIL_MAX = 254;
/** The message's length after trimming. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;
/** The page a visitor came from, as a site path. */
export const SOURCE_MAX = 200;

export const enquiryFields = [
  'name',
  'company',
  'email',
  'phone',
  'wechat',
  'service',
  'message',
  'consent',
] as const;
export type EnquiryField = (typeof enquiryFields)[number];
/** The fields plus 'contact', where "give at least one of email, phone, WeChat" is reported. */
export type EnquiryErrorTarget = EnquiryField | 'contact';

/** The keys of the form's error messages (messages/*.json, EnquiryForm.errors). */
export type EnquiryErrorKey =
  | 'nameRequired'
  | 'nameTooLong'
  | 'companyTooLong'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'wechatInvalid'
  | 'contactRequired'
  | 'serviceInvalid'
  | 'messageTooShort'
  | 'messageTooLong'
  | 'consentRequired';

export type EnquiryErrors = Partial<Record<EnquiryErrorTarget, EnquiryErrorKey>>;

/** The fields a visitor types, kept to put back into the form after a failure. */
export type EnquiryTextField = Exclude<EnquiryField, 'consent'>;

/** What the form shows after a submission (useActionState); also its state before any. */
export type EnquiryState = {
  status: 'idle' | 'invalid' | 'rate-limited' | 'error';
  errors?: EnquiryErrors;
  values?: Partial<Record<EnquiryTextField, string>>;
  retryAfterMinutes?: number;
  /** The submission id the next post of the form should carry. */
  submissionId?: string;
};

/** Reads the form's visible fields from FormData (strings; absent ones undefined). */
export function enquiryValues(form: FormData): Record<EnquiryField, unknown> {
  const values = {} as Record<EnquiryField, unknown>;
  for (const field of enquiryFields) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value : undefined;
  }
  return values;
}

/**
 * The page a visitor came from as stored with the enquiry: a path of this site ('/storehouse',
 * '/zh/query-price/results?…'), at most SOURCE_MAX characters, or null for anything else (another
 * site, a protocol-relative '//host', control characters).
 */
export function sitePath(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const path = raw.trim();
  if (path.length === 0 || path.length > SOURCE_MAX) return null;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  return /^[\x21-\x7e]+$/.test(path) ? path : null;
}
