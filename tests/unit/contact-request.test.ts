import { describe, expect, it } from 'vitest';
import { card } from '@/lib/shipping/rate-card';
import { quoteSnapshot } from '@/lib/enquiries/snapshot';
import {
  contactQuery,
  preselectedService,
  sourcePath,
} from '@/components/enquiries/contact-request';
import { quoteRequestHref } from '@/components/tools/quote-request-link';

const search = { from: 'SZX', to: 'US', qty: '2', len: '50', wid: '40', hei: '30', wt: '12' };
const now = new Date(`${card.effectiveDate}T08:00:00Z`);

describe('quoteRequestHref', () => {
  it('carries the search (not its sort or filter) and the offer, in the page language', () => {
    const href = quoteRequestHref({ ...search, sort: 'time', mode: 'air' }, 'BW-EXP-US', 'zh');
    const url = new URL(href, 'http://site.test');
    expect(url.pathname).toBe('/zh/contact');
    expect(url.searchParams.get('offer')).toBe('BW-EXP-US');
    const quote = new URLSearchParams(url.searchParams.get('quote')!);
    expect(Object.fromEntries(quote)).toEqual(search);
  });

  it('keeps repeated carton lines in order', () => {
    const href = quoteRequestHref({ ...search, qty: ['2', '1'], wt: ['12', '3'] }, 'X1', 'en');
    const quote = new URLSearchParams(new URL(href, 'http://site.test').searchParams.get('quote')!);
    expect(quote.getAll('qty')).toEqual(['2', '1']);
    expect(quote.getAll('wt')).toEqual(['12', '3']);
  });
});

describe('preselectedService', () => {
  it('takes a known service from the address, and ignores an unknown one', () => {
    expect(preselectedService({ service: 'storehouse' }, undefined, card)).toBe('storehouse');
    expect(preselectedService({ service: 'rocketScience' }, undefined, card)).toBe('');
  });

  it("chooses from a quote's line: FBA to head-haul, parcel lines to direct sales", () => {
    const offered = (to: string, offer: string) =>
      quoteSnapshot({ ...search, to }, offer, card, now);
    const express = offered('US', 'BW-EXP-US');
    expect(express.ok).toBe(true);
    expect(preselectedService({ offer: 'BW-EXP-US' }, express, card)).toBe('directSales');
    const fba = offered('ONT8', 'BW-AIR-US-FBA');
    expect(fba.ok).toBe(true);
    expect(preselectedService({ offer: 'BW-AIR-US-FBA' }, fba, card)).toBe('fbaHeadShipping');
  });

  it('still chooses from the line when the offer is gone, and general for a sea line', () => {
    const gone = { ok: false, reason: 'gone' } as const;
    expect(preselectedService({ offer: 'BW-AIR-EU-FBA' }, gone, card)).toBe('fbaHeadShipping');
    expect(preselectedService({ offer: 'BW-EC-EU' }, gone, card)).toBe('directSales');
    expect(preselectedService({ offer: 'BW-SEA-US' }, gone, card)).toBe('general');
  });
});

describe('sourcePath', () => {
  const own = '/contact?service=storehouse';
  it('is the page of this site the visitor came from', () => {
    const request = { referrer: 'http://site.test/zh/storehouse?x=1' };
    expect(sourcePath(request, 'site.test', own)).toBe('/zh/storehouse?x=1');
  });

  it("is the contact page's own address for another site, the contact pages or no referrer", () => {
    expect(sourcePath({ referrer: 'https://evil.test/storehouse' }, 'site.test', own)).toBe(own);
    expect(
      sourcePath({ referrer: 'http://site.test/zh/contact/sent?ref=ABCDEF' }, 'site.test', own),
    ).toBe(own);
    expect(sourcePath({ referrer: 'not a url' }, 'site.test', own)).toBe(own);
    expect(sourcePath({}, null, own)).toBe(own);
  });

  it('drops a query that makes it longer than 200 characters', () => {
    const long = `http://site.test/query-price?${'wt=1&'.repeat(60)}`;
    expect(sourcePath({ referrer: long }, 'site.test', own)).toBe('/query-price');
  });
});

describe('contactQuery', () => {
  it('is the query the page was opened with, or nothing', () => {
    expect(contactQuery({})).toBe('');
    expect(contactQuery({ service: 'general', referrer: 'http://x.test/' })).toBe(
      '?service=general',
    );
    expect(contactQuery({ quote: 'from=SZX&to=US', offer: 'BW-EXP-US' })).toBe(
      '?quote=from%3DSZX%26to%3DUS&offer=BW-EXP-US',
    );
  });
});
