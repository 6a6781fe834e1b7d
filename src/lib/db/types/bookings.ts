import type { Generated } from 'kysely';
import type { LabelFormat } from '@/lib/bookings/labels';
import type { DocumentKind, DocumentStatus } from '@/lib/bookings/documents';
import type { BookingDestination } from '@/lib/bookings/route';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import type { Departure } from '@/lib/shipping/schedule';
import type { Json } from '../json';

/** A booking: a won quote made a shipment (migration 0013). */
export interface BookingsTable {
  id: Generated<number>;
  /** Its own reference, BK + six characters (reference.ts's alphabet). */
  reference: string;
  /** The enquiry it was booked from; null for a booking made online (`source` 'online'). */
  enquiry_reference: string | null;
  /** The enquiry's reference while the booking stands; null once cancelled (unique). */
  active_enquiry: string | null;
  /** Our waybill number (BW + 8 digits): the tracking store's shipment. */
  waybill: string;
  created_at: string;
  /** The user id of who confirmed it. */
  created_by: string | null;
  /** The enquiry's language: the customer's mails and the labels' link. */
  locale: string;
  email: string | null;
  /** The customer's name or company, as the enquiry gave it. */
  customer: string;
  origin: string;
  service: string;
  /** The destination's FBA code, else its country code (as the tracking store keeps it). */
  destination: string;
  /** The destination as confirmed: a QuoteSnapshot destination as JSON. */
  destination_detail: Json<BookingDestination>;
  cartons: number;
  /** Each carton's gross weight in kg (JSON array), when the quote's carton lines say it. */
  carton_weights: Json<number[]> | null;
  /** The departure the booking was made for (a shipping Departure as JSON). */
  departure: Json<Departure> | null;
  /** The enquiry's QuoteSnapshot as JSON, as quoted: never priced again. */
  quote: Json<QuoteSnapshot>;
  /** The hash of the booking page's link secret; null once revoked. */
  link_hash: string | null;
  link_version: Generated<number>;
  /** When the standing link stops opening the page (ISO time; links.ts's LINK_DAYS after mailing). */
  link_expires_at: string | null;
  cancelled_at: string | null;
  /** 'desk' (from a won enquiry) or 'online' (a shipper's own, from their account; 0017). */
  source: Generated<'desk' | 'online'>;
  /** The account that booked it online. */
  account_id: string | null;
  /** The contact and phone the shipper gave when booking online. */
  contact: string | null;
  phone: string | null;
  /** The online booking form's submission: confirming twice finds the first booking. */
  submission_id: string | null;
  /** For the numbers (0022; bookingFigures): the lane, and the offer's price and CO₂e as quoted. */
  lane: string | null;
  total_fen: number | null;
  co2e_kg: number | null;
}

/** A message of a booking's conversation (0019): as sent, never changed nor deleted. */
export interface BookingMessagesTable {
  id: Generated<number>;
  booking_reference: string;
  created_at: string;
  /** 'shipper' (from their account) or 'staff' (an answer from the console). */
  author: 'shipper' | 'staff';
  /** The staff member who answered (user id, and their name as it was). */
  staff_id: string | null;
  staff_name: string | null;
  /** Plain text, up to 4,000 characters; shown as text, its links made clickable. */
  body: string;
  /** Hash of the form's submission and the text: a retried post is stored once. */
  submission_key: string;
}

export interface BookingLabelsTable {
  reference: string;
  /** 'label' (4×6 in) or 'a4'. */
  format: LabelFormat;
  pdf: Uint8Array;
  created_at: string;
}

/** A file a shipper uploaded for a booking (migration 0018), encrypted (src/lib/files/sealed.ts). */
export interface BookingDocumentsTable {
  /** Random, never shown in a path: the account's route and the console's forms carry it. */
  id: string;
  booking_reference: string;
  /** 'invoice', 'packing-list' or 'other' (src/lib/bookings/documents.ts). */
  kind: DocumentKind;
  /** The file's name as uploaded: shown, never used as a path. */
  name: string;
  /** The type read from its bytes: 'pdf', 'xlsx', 'csv', 'jpg' or 'png'. */
  type: string;
  size: number;
  content: Uint8Array;
  /** 'submitted', 'accepted' or 'rejected' (the desk's review). */
  status: DocumentStatus;
  /** Why the desk asked for a new one. */
  reason: string | null;
  uploaded_at: string;
  /** The account that uploaded it. */
  uploaded_by: string | null;
  reviewed_at: string | null;
  /** The staff member's user id. */
  reviewed_by: string | null;
}

/** The one reminder mailed for a booking's missing documents (migration 0018): its key is the claim. */
export interface BookingDocumentRemindersTable {
  booking_reference: string;
  sent_at: string;
}

/**
 * The last serial handed out in order (migration 0013), no longer moved: random draws start above
 * it (migration 0014).
 */
export interface WaybillSequenceTable {
  name: string;
  value: number | string;
}

/** Every waybill number drawn at random (migration 0014): never deleted, never drawn again. */
export interface WaybillNumbersTable {
  number: string;
  issued_at: string;
}

/** Bookings, their messages, labels, documents, and the waybill numbers they draw (0013–0019). */
export interface BookingsTables {
  bookings: BookingsTable;
  booking_messages: BookingMessagesTable;
  booking_labels: BookingLabelsTable;
  booking_documents: BookingDocumentsTable;
  booking_document_reminders: BookingDocumentRemindersTable;
  waybill_sequence: WaybillSequenceTable;
  waybill_numbers: WaybillNumbersTable;
}
