/**
 * Where an enquiry stands in sales' work: new → contacted → quoted → won or lost, or
 * spam. Sales may set any of them from any other (a mistake is corrected the same way); each
 * change is in the enquiry's history and the audit log.
 */
export const ENQUIRY_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost', 'spam'] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return ENQUIRY_STATUSES.includes(value as EnquiryStatus);
}
