import type { Kysely } from 'kysely';
import { env } from '@/config/env';
import type { Database } from '@/lib/db/types';
import type { Dialect } from '@/lib/db/migrations';
import { parseIngestBatch, type IngestBatch } from './ingest';
import { localTime } from './lookup';
import type { TrackingStatus } from './model';
import { ingestTracking } from './store';

/**
 * Demo shipments for the embedded database: every status, several lanes and services, a customs
 * hold, a failed delivery attempt, hand-overs to last-mile carriers. Their events are dated
 * relative to the time the server starts, so they never look stale: each start deletes the demo
 * shipments (with their events and subscriptions) and stores them again through the ingest.
 *
 * Loaded with SQLite unless TRACKING_DEMO=off; into PostgreSQL only with TRACKING_DEMO=on.
 */

type Step = {
  /** Hours before the load. */
  ago: number;
  status: TrackingStatus;
  /** IANA time zone of the place: the event is stamped with its offset then. */
  zone: string;
  location: string;
  description: string;
  lastMile?: { carrier: string; number: string };
};

type DemoShipment = {
  number: string;
  reference?: string;
  service: string;
  origin: string;
  destination: string;
  pieces: number;
  weightKg: number;
  steps: Step[];
};

const SZ = 'Asia/Shanghai';
const LA = 'America/Los_Angeles';
const NY = 'America/New_York';

/** China warehouse steps common to every parcel, from `days` days ago. */
function pickedUp(days: number, city: string): Step[] {
  const start = days * 24;
  return [
    {
      ago: start + 20,
      status: 'info_received',
      zone: SZ,
      location: `${city}, CN`,
      description: 'Shipment information received',
    },
    {
      ago: start,
      status: 'at_warehouse',
      zone: SZ,
      location: `${city}, CN`,
      description: `Received at the ${city} warehouse: weighed and measured`,
    },
  ];
}

const DEMO: DemoShipment[] = [
  {
    number: 'BW80000001',
    reference: 'SHOP-20931',
    service: 'BW-EXP-US',
    origin: 'SHA',
    destination: 'US',
    pieces: 1,
    weightKg: 2.4,
    steps: [
      ...pickedUp(4, 'Shanghai'),
      {
        ago: 88,
        status: 'in_transit',
        zone: SZ,
        location: 'Shanghai, CN',
        description: 'Departed the warehouse',
      },
      {
        ago: 80,
        status: 'customs',
        zone: SZ,
        location: 'Shanghai Pudong Airport, CN',
        description: 'Export customs cleared',
      },
      {
        ago: 74,
        status: 'in_transit',
        zone: SZ,
        location: 'Shanghai Pudong Airport, CN',
        description: 'Departed on flight MU587',
      },
      {
        ago: 60,
        status: 'in_transit',
        zone: NY,
        location: 'New York JFK Airport, US',
        description: 'Arrived at the destination airport',
      },
      {
        ago: 50,
        status: 'customs',
        zone: NY,
        location: 'New York JFK Airport, US',
        description: 'Import customs released',
      },
      {
        ago: 30,
        status: 'in_transit',
        zone: NY,
        location: 'Secaucus, NJ, US',
        description: 'Handed over to UPS',
        lastMile: { carrier: 'UPS', number: '1Z999AA10123456784' },
      },
      {
        ago: 3,
        status: 'out_for_delivery',
        zone: NY,
        location: 'Brooklyn, NY, US',
        description: 'Out for delivery',
      },
    ],
  },
  {
    number: 'BW80000002',
    reference: 'AMZ-FBA15K2Q7',
    service: 'BW-AIR-US-FBA',
    origin: 'SZX',
    destination: 'ONT8',
    pieces: 12,
    weightKg: 186,
    steps: [
      ...pickedUp(4, 'Shenzhen'),
      {
        ago: 84,
        status: 'in_transit',
        zone: SZ,
        location: 'Shenzhen, CN',
        description: 'Departed the warehouse',
      },
      {
        ago: 70,
        status: 'customs',
        zone: SZ,
        location: 'Shenzhen Bao’an Airport, CN',
        description: 'Export customs cleared',
      },
      {
        ago: 52,
        status: 'in_transit',
        zone: SZ,
        location: 'Shenzhen Bao’an Airport, CN',
        description: 'Departed on flight CZ327',
      },
      {
        ago: 36,
        status: 'in_transit',
        zone: LA,
        location: 'Los Angeles Airport, US',
        description: 'Arrived at the destination airport',
      },
    ],
  },
  {
    number: 'BW80000003',
    reference: 'EU-ORDER-5521',
    service: 'BW-EXP-EU',
    origin: 'NGB',
    destination: 'DE',
    pieces: 2,
    weightKg: 7.8,
    steps: [
      ...pickedUp(4, 'Ningbo'),
      {
        ago: 86,
        status: 'in_transit',
        zone: SZ,
        location: 'Ningbo, CN',
        description: 'Departed the warehouse',
      },
      {
        ago: 72,
        status: 'in_transit',
        zone: SZ,
        location: 'Shanghai Pudong Airport, CN',
        description: 'Departed on flight LH729',
      },
      {
        ago: 58,
        status: 'in_transit',
        zone: 'Europe/Berlin',
        location: 'Frankfurt Airport, DE',
        description: 'Arrived at the destination airport',
      },
      {
        ago: 40,
        status: 'customs',
        zone: 'Europe/Berlin',
        location: 'Frankfurt, DE',
        description: 'Import customs: held for inspection, invoice requested from the importer',
      },
    ],
  },
  {
    number: 'BW80000004',
    reference: 'ETSY-88412',
    service: 'BW-EC-EU',
    origin: 'YIW',
    destination: 'GB',
    pieces: 1,
    weightKg: 0.9,
    steps: [
      ...pickedUp(9, 'Yiwu'),
      {
        ago: 200,
        status: 'in_transit',
        zone: SZ,
        location: 'Yiwu, CN',
        description: 'Departed the warehouse',
      },
      {
        ago: 180,
        status: 'in_transit',
        zone: SZ,
        location: 'Hangzhou Airport, CN',
        description: 'Departed on flight CA937',
      },
      {
        ago: 160,
        status: 'customs',
        zone: 'Europe/London',
        location: 'London Heathrow, GB',
        description: 'Import customs released',
      },
      {
        ago: 120,
        status: 'in_transit',
        zone: 'Europe/London',
        location: 'Coventry, GB',
        description: 'Handed over to Royal Mail',
        lastMile: { carrier: 'Royal Mail', number: 'JD123456785GB' },
      },
      {
        ago: 30,
        status: 'out_for_delivery',
        zone: 'Europe/London',
        location: 'Leeds, GB',
        description: 'Out for delivery',
      },
      {
        ago: 22,
        status: 'exception',
        zone: 'Europe/London',
        location: 'Leeds, GB',
        description:
          'Delivery attempted: nobody at the address, a card was left; next attempt tomorrow',
      },
    ],
  },
  {
    number: 'BW80000005',
    service: 'BW-SEA-US',
    origin: 'XMN',
    destination: 'US',
    pieces: 48,
    weightKg: 1260,
    steps: [
      {
        ago: 5,
        status: 'info_received',
        zone: SZ,
        location: 'Xiamen, CN',
        description: 'Booking received; goods expected at the warehouse within three days',
      },
    ],
  },
  {
    number: 'BW80000006',
    reference: 'PL-2311-07',
    service: 'BW-RAIL-EU',
    origin: 'YIW',
    destination: 'PL',
    pieces: 30,
    weightKg: 640,
    steps: pickedUp(1, 'Yiwu'),
  },
  {
    number: 'BW80000007',
    reference: 'SHOP-19777',
    service: 'BW-EC-US',
    origin: 'SZX',
    destination: 'US',
    pieces: 1,
    weightKg: 1.2,
    steps: [
      ...pickedUp(10, 'Shenzhen'),
      {
        ago: 230,
        status: 'in_transit',
        zone: SZ,
        location: 'Shenzhen Bao’an Airport, CN',
        description: 'Departed on flight CZ327',
      },
      {
        ago: 200,
        status: 'customs',
        zone: LA,
        location: 'Los Angeles, US',
        description: 'Import customs released',
      },
      {
        ago: 150,
        status: 'in_transit',
        zone: LA,
        location: 'Ontario, CA, US',
        description: 'Handed over to USPS',
        lastMile: { carrier: 'USPS', number: '9400111899223197428490' },
      },
      {
        ago: 30,
        status: 'out_for_delivery',
        zone: LA,
        location: 'San Diego, CA, US',
        description: 'Out for delivery',
      },
      {
        ago: 26,
        status: 'delivered',
        zone: LA,
        location: 'San Diego, CA, US',
        description: 'Delivered, in or at the mailbox',
      },
    ],
  },
  {
    number: 'BW80000008',
    reference: 'SHOP-18230',
    service: 'BW-EC-US',
    origin: 'CAN',
    destination: 'US',
    pieces: 1,
    weightKg: 3.1,
    steps: [
      ...pickedUp(20, 'Guangzhou'),
      {
        ago: 460,
        status: 'in_transit',
        zone: SZ,
        location: 'Guangzhou Baiyun Airport, CN',
        description: 'Departed on flight CZ399',
      },
      {
        ago: 430,
        status: 'customs',
        zone: 'America/Chicago',
        location: 'Chicago, US',
        description: 'Import customs released',
      },
      {
        ago: 400,
        status: 'in_transit',
        zone: 'America/Chicago',
        location: 'Chicago, IL, US',
        description: 'Handed over to FedEx',
        lastMile: { carrier: 'FedEx', number: '612345678901' },
      },
      {
        ago: 330,
        status: 'exception',
        zone: 'America/Chicago',
        location: 'Madison, WI, US',
        description: 'Delivery refused by the recipient',
      },
      {
        ago: 60,
        status: 'returned',
        zone: SZ,
        location: 'Guangzhou, CN',
        description: 'Returned to the sender’s warehouse',
      },
    ],
  },
  {
    number: 'BW80000009',
    reference: 'DE-CONS-0412',
    service: 'BW-SEA-EU',
    origin: 'SZX',
    destination: 'DTM2',
    pieces: 64,
    weightKg: 2140,
    steps: [
      ...pickedUp(12, 'Shenzhen'),
      {
        ago: 260,
        status: 'in_transit',
        zone: SZ,
        location: 'Yantian Port, CN',
        description: 'Gate-in at the container terminal',
      },
      {
        ago: 230,
        status: 'customs',
        zone: SZ,
        location: 'Yantian Port, CN',
        description: 'Export customs cleared',
      },
      {
        ago: 200,
        status: 'in_transit',
        zone: SZ,
        location: 'Yantian Port, CN',
        description: 'Loaded on vessel COSCO SHIPPING TAURUS, voyage 041W',
      },
      {
        ago: 190,
        status: 'in_transit',
        zone: SZ,
        location: 'Yantian Port, CN',
        description: 'Vessel departed',
      },
    ],
  },
  {
    number: 'BW80000010',
    reference: 'AMZ-FBA17XH2M',
    service: 'BW-AIR-EU-FBA',
    origin: 'SZX',
    destination: 'DTM2',
    pieces: 8,
    weightKg: 96,
    steps: [
      ...pickedUp(11, 'Shenzhen'),
      {
        ago: 240,
        status: 'in_transit',
        zone: SZ,
        location: 'Shenzhen Bao’an Airport, CN',
        description: 'Departed on flight CZ431',
      },
      {
        ago: 220,
        status: 'in_transit',
        zone: 'Europe/Berlin',
        location: 'Frankfurt Airport, DE',
        description: 'Arrived at the destination airport',
      },
      {
        ago: 190,
        status: 'customs',
        zone: 'Europe/Berlin',
        location: 'Frankfurt, DE',
        description: 'Import customs released',
      },
      {
        ago: 150,
        status: 'in_transit',
        zone: 'Europe/Berlin',
        location: 'Dortmund, DE',
        description: 'Delivery appointment booked at DTM2',
      },
      {
        ago: 100,
        status: 'delivered',
        zone: 'Europe/Berlin',
        location: 'Dortmund, DE',
        description: 'Delivered to the fulfilment centre DTM2; receiving started',
      },
    ],
  },
  {
    number: 'BW80000011',
    service: 'BW-TRUCK-EU',
    origin: 'CAN',
    destination: 'FR',
    pieces: 20,
    weightKg: 410,
    steps: [
      ...pickedUp(8, 'Guangzhou'),
      {
        ago: 180,
        status: 'in_transit',
        zone: SZ,
        location: 'Guangzhou, CN',
        description: 'Departed by truck',
      },
      {
        ago: 120,
        status: 'customs',
        zone: 'Asia/Almaty',
        location: 'Khorgos, KZ',
        description: 'Border crossing cleared',
      },
      {
        ago: 40,
        status: 'in_transit',
        zone: 'Europe/Warsaw',
        location: 'Małaszewicze, PL',
        description: 'Entered the European Union',
      },
    ],
  },
  {
    number: 'BW80000012',
    reference: 'JP-77120',
    service: 'BW-AIR-JP',
    origin: 'SHA',
    destination: 'JP',
    pieces: 3,
    weightKg: 22.5,
    steps: [
      ...pickedUp(5, 'Shanghai'),
      {
        ago: 100,
        status: 'in_transit',
        zone: SZ,
        location: 'Shanghai Pudong Airport, CN',
        description: 'Departed on flight NH920',
      },
      {
        ago: 90,
        status: 'customs',
        zone: 'Asia/Tokyo',
        location: 'Narita Airport, JP',
        description: 'Import customs released',
      },
      {
        ago: 70,
        status: 'in_transit',
        zone: 'Asia/Tokyo',
        location: 'Chiba, JP',
        description: 'Handed over to Japan Post',
        lastMile: { carrier: 'Japan Post', number: 'EJ123456785JP' },
      },
      {
        ago: 20,
        status: 'delivered',
        zone: 'Asia/Tokyo',
        location: 'Osaka, JP',
        description: 'Delivered',
      },
    ],
  },
  {
    number: 'BW80000013',
    reference: 'EU-ORDER-5498',
    service: 'BW-EXP-EU',
    origin: 'SZX',
    destination: 'GB',
    pieces: 1,
    weightKg: 4.2,
    steps: [
      ...pickedUp(3, 'Shenzhen'),
      {
        ago: 60,
        status: 'in_transit',
        zone: 'Asia/Hong_Kong',
        location: 'Hong Kong Airport, HK',
        description: 'Departed on flight CX255',
      },
      {
        ago: 40,
        status: 'in_transit',
        zone: 'Europe/London',
        location: 'East Midlands Airport, GB',
        description: 'Handed over to DHL Express',
        lastMile: { carrier: 'DHL Express', number: '1234567890' },
      },
      {
        ago: 26,
        status: 'customs',
        zone: 'Europe/London',
        location: 'East Midlands, GB',
        description: 'Import customs released',
      },
      {
        ago: 18,
        status: 'in_transit',
        zone: 'Europe/London',
        location: 'Manchester, GB',
        description: 'Arrived at the delivery depot',
      },
    ],
  },
];

/** The demo waybill numbers (for the README, the docs and tests). */
export const DEMO_TRACKING_NUMBERS = DEMO.map((s) => s.number);

/** The one the form's hint offers: out for delivery, full trail, a last-mile hand-over. */
export const DEMO_TRACKING_NUMBER = 'BW80000001';

/** The UTC offset in minutes of a time zone at an instant. */
function offsetMinutes(zone: string, instant: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** The demo shipments as an ingest batch, dated relative to `now` (to the minute). */
export function demoBatch(now: Date): IngestBatch {
  const base = Math.floor(now.getTime() / 60_000) * 60_000;
  const body = {
    shipments: DEMO.map((s) => ({
      number: s.number,
      reference: s.reference,
      service: s.service,
      origin: s.origin,
      destination: s.destination,
      pieces: s.pieces,
      weightKg: s.weightKg,
    })),
    events: DEMO.flatMap((s) =>
      s.steps.map((step, i) => {
        const instant = new Date(base - step.ago * 3600_000);
        return {
          number: s.number,
          id: `demo-${i + 1}`,
          time: localTime(instant.toISOString(), offsetMinutes(step.zone, instant)),
          status: step.status,
          location: step.location,
          description: step.description,
          ...(step.lastMile ? { lastMile: step.lastMile } : {}),
        };
      }),
    ),
  };
  const parsed = parseIngestBatch(body, now);
  if (!parsed.ok)
    throw new Error(`Demo tracking data is invalid: ${JSON.stringify(parsed.errors)}`);
  return parsed.batch;
}

/** Whether to load the demo: TRACKING_DEMO=on or off decides; unset, only with SQLite. */
export function demoWanted(dialect: Dialect, setting = env().TRACKING_DEMO): boolean {
  return setting ?? dialect === 'sqlite';
}

/** Replaces the demo shipments with fresh ones dated from `now`. */
export async function loadDemoTracking(db: Kysely<Database>, now: Date): Promise<number> {
  await db.deleteFrom('tracking_shipments').where('number', 'in', DEMO_TRACKING_NUMBERS).execute();
  const outcome = await ingestTracking(db, demoBatch(now), now);
  return outcome.shipments;
}

/** At server start: loads the demo if wanted; a failure is reported, pages still serve. */
export async function loadDemoIfWanted(
  getDb: () => Promise<{ db: Kysely<Database>; dialect: Dialect }>,
): Promise<void> {
  try {
    const { db, dialect } = await getDb();
    if (!demoWanted(dialect)) return;
    const count = await loadDemoTracking(db, new Date());
    console.log(`Tracking demo: ${count} shipments loaded, for example ${DEMO_TRACKING_NUMBER}`);
  } catch (error) {
    console.error('Tracking demo shipments could not be loaded:', error);
  }
}
