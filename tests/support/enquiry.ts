// Shared by the enquiry tests (schema, store): a contact form's fields as a visitor fills them in.
import type { EnquiryInput } from '@/lib/enquiries/schema';

/** A complete enquiry about FBA head shipping, with a company and no phone or WeChat. */
export const ENQUIRY_FORM: EnquiryInput = {
  name: 'Li Wei',
  company: 'Shenzhen Trading Co.',
  email: 'li.wei@example.com',
  phone: '',
  wechat: '',
  service: 'fbaHeadShipping',
  message: 'We ship 40 cartons a month to ONT8.',
  consent: 'on',
};
