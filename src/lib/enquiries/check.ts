import {
  enquiryErrors,
  enquirySchema,
  enquiryValues,
  type EnquiryErrors,
} from '@/lib/enquiries/schema';

export type EnquiryCheck = (form: HTMLFormElement) => EnquiryErrors;

/**
 * The browser's check of the enquiry form, with the schema the Server Action uses. The form
 * imports this on first focus, so zod is not part of the contact page's first load.
 */
export const enquiryCheck: EnquiryCheck = (form) => {
  const parsed = enquirySchema.safeParse(enquiryValues(new FormData(form)));
  return parsed.success ? {} : enquiryErrors(parsed.error);
};
