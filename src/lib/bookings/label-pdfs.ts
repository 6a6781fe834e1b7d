import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';
import { card } from '@/lib/shipping/rate-card';
import { fromJson } from '@/lib/db/json';
import { serviceLabel } from '@/lib/tracking/labels';
import { cartonLabelsPdf, type CartonLabels, type LabelFormat } from './labels';
import { destinationText } from './mail';
import type { Booking } from './find';
import { receivingWarehouse } from './warehouses';

/** An Amazon centre's town under its code: "Moreno Valley, CA 92551, United States". */
function fbaPlace(code: string): string | undefined {
  const centre = card.locations.fbaCenters.find((c) => c.code === code);
  if (!centre) return undefined;
  const country = card.locations.countries.find((c) => c.code === centre.country)?.name.en;
  const region = [centre.region, centre.postcode].filter(Boolean).join(' ');
  return [centre.city.en, region, country ?? centre.country].filter(Boolean).join(', ');
}

/**
 * A booking's carton weights as stored, a weight that is no positive number read as unknown:
 * bookings stored before quotes had a least weight kept cartons of a few grams as 0 kg, and their
 * labels are printed without a weight rather than not at all.
 */
function storedWeights(booking: Booking): (number | null)[] | undefined {
  if (!booking.carton_weights) return undefined;
  const weights: readonly unknown[] = fromJson(booking.carton_weights);
  return weights.map((kg) => (typeof kg === 'number' && Number.isFinite(kg) && kg > 0 ? kg : null));
}

/**
 * A booking's carton labels as the PDF module draws them: in English, the language of every
 * hand the cartons pass through (the warehouse, the carrier, the Amazon centre).
 */
export function cartonLabelsOf(booking: Booking): CartonLabels {
  const detail = fromJson(booking.destination_detail);
  const weights = storedWeights(booking);
  return {
    waybill: booking.waybill,
    bookingReference: booking.reference,
    cartons: booking.cartons,
    ...(weights ? { grossWeightsKg: weights } : {}),
    destination: detail.fbaCode
      ? { code: detail.fbaCode, text: fbaPlace(detail.fbaCode) ?? destinationText(detail, 'en') }
      : { text: destinationText(detail, 'en') },
    service: { code: booking.service, name: serviceLabel(card, booking.service, 'en') },
    origin: receivingWarehouse(booking.origin).city.en,
    consignee: booking.customer,
  };
}

/**
 * A booking's labels PDF in a format: made the first time it is asked for and kept in
 * booking_labels, read from there ever after (a booking's labels never change: its cartons and
 * destination are fixed once confirmed). Two first requests at once both draw it; the first
 * insert stays, and both answer with what is stored.
 */
export async function bookingLabelsPdf(
  db: Kysely<Database>,
  booking: Booking,
  format: LabelFormat,
  now: Date,
): Promise<Uint8Array> {
  const stored = () =>
    db
      .selectFrom('booking_labels')
      .select('pdf')
      .where('reference', '=', booking.reference)
      .where('format', '=', format)
      .executeTakeFirst();
  const kept = await stored();
  if (kept) return kept.pdf;
  const pdf = await cartonLabelsPdf(cartonLabelsOf(booking), format);
  await db
    .insertInto('booking_labels')
    .values({ reference: booking.reference, format, pdf, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['reference', 'format']).doNothing())
    .execute();
  return (await stored())?.pdf ?? pdf;
}
