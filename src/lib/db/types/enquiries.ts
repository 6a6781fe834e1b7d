import type { Generated } from 'kysely';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import type { EnquiryStatus } from '@/lib/enquiries/status';
import type { Json } from '../json';

/** An enquiry or quote request from the contact form. */
export interface EnquiriesTable {
  id: Generated<number>;
  /** What the visitor is told and reads over the phone: six characters (reference.ts). */
  reference: string;
  /** Hash of the form's submission id and the contact given: a resubmitted POST finds it. */
  submission_key: string;
  created_at: string;
  locale: string;
  /** The site path the visitor came from. */
  source: string | null;
  /** An ENQUIRY_SERVICES id. */
  service: string;
  name: string;
  company: string | null;
  email: string | null;
  phone: string | null;
  wechat: string | null;
  message: string;
  /** A QuoteSnapshot as JSON, for a quote request. */
  quote: Json<QuoteSnapshot> | null;
  consent_at: string;
  /** new, contacted, quoted, won, lost, spam (0006; the console sets it). */
  status: Generated<EnquiryStatus>;
  /** When the status last changed; null while it is the first `new`. */
  status_at: string | null;
  /** The user id of the colleague it is assigned to. */
  assignee_id: string | null;
  /** The quote's lane, for the numbers (0022; enquiryFigures); null without a quote. */
  lane: string | null;
  /** When the desk first answered it: its first reply or status change (0022). */
  first_answer_at: string | null;
}

/** The contact form's enquiries and quote requests. */
export interface EnquiriesTables {
  enquiries: EnquiriesTable;
}
