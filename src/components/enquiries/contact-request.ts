import { ENQUIRY_SERVICES, SOURCE_MAX, type EnquiryService } from '@/lib/enquiries/fields';
import type { SnapshotOutcome } from '@/lib/enquiries/snapshot';
import type { RateCard } from '@/lib/shipping/schema';
import { splitLocale } from '@/i18n/routing';
import { pages } from '@/config/pages';

/** What the contact page's address asks for: a service chosen, or an offer of a price search. */
export type ContactRequest = {
  service?: string;
  quote?: string;
  offer?: string;
  /** The page the visitor came from (its Referer), when the server saw one. */
  referrer?: string;
};

const isService = (value: string | undefined): value is EnquiryService =>
  (ENQUIRY_SERVICES as readonly string[]).includes(value ?? '');

/**
 * The service the form opens with: the one asked for, else the one a quote's line belongs to
 * (an FBA delivery to head-haul, a parcel line to direct sales), else none chosen.
 */
export function preselectedService(
  request: ContactRequest,
  outcome: SnapshotOutcome | undefined,
  card: RateCard,
): EnquiryService | '' {
  if (isService(request.service)) return request.service;
  if (!outcome) return '';
  const channel = outcome.ok
    ? outcome.snapshot.channel
    : card.channels.find((c) => c.code === request.offer);
  const fba = outcome.ok
    ? Boolean(outcome.snapshot.destination.fbaCode)
    : Boolean(card.channels.find((c) => c.code === request.offer)?.fbaOnly);
  if (fba) return 'fbaHeadShipping';
  if (channel?.mode === 'express' || channel?.mode === 'ecommerce') return 'directSales';
  return 'general';
}

/** The page's own query (what it was opened with), for the form's plain POST and for sales. */
export function contactQuery(request: ContactRequest): string {
  const params = new URLSearchParams();
  for (const key of ['service', 'quote', 'offer'] as const) {
    const value = request[key];
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Where the visitor came from, as a path of this site: the Referer when it is one of our pages
 * other than the contact pages, else the contact page's own address (`own`, with its query).
 * Cut to the path alone when the query makes it too long.
 */
export function sourcePath(request: ContactRequest, host: string | null, own: string): string {
  let path = own;
  try {
    const url = request.referrer ? new URL(request.referrer) : undefined;
    if (url && url.host === host && !splitLocale(url.pathname).path.startsWith(pages.contact.path))
      path = `${url.pathname}${url.search}`;
  } catch {
    // not a URL: the page's own address
  }
  if (path.length <= SOURCE_MAX) return path;
  const bare = path.split('?')[0]!;
  return bare.length <= SOURCE_MAX ? bare : pages.contact.path;
}
