import { describe, expect, it } from 'vitest';
import { formatEventTime, stepReached } from '@/lib/tracking/display';
import { canonicalSearch, pageBudget, proxyBudget, writeBudget } from '@/lib/tracking/page-request';
import type { TrackingEvent, TrackingStatus } from '@/lib/tracking/model';
import { placeLabel, serviceLabel } from '@/lib/tracking/labels';
import { card } from '@/lib/shipping/rate-card';

describe('formatEventTime', () => {
  it('shows the time where the event happened, with that place’s offset', () => {
    expect(formatEventTime('2026-11-24T14:05:00+08:00')).toBe('2026-11-24 14:05 (UTC+08:00)');
    expect(formatEventTime('2026-11-24T23:30:59.999-05:00')).toBe('2026-11-24 23:30 (UTC-05:00)');
    expect(formatEventTime('2026-03-01T00:10:00+05:30')).toBe('2026-03-01 00:10 (UTC+05:30)');
  });

  it('writes UTC as +00:00, and a time without an offset as UTC', () => {
    expect(formatEventTime('2026-11-24T06:05:00Z')).toBe('2026-11-24 06:05 (UTC+00:00)');
    expect(formatEventTime('2026-11-24T06:05:00')).toBe('2026-11-24 06:05 (UTC+00:00)');
  });

  it('keeps the local date even when UTC is already on another day', () => {
    expect(formatEventTime('2026-12-31T20:00:00-09:00')).toBe('2026-12-31 20:00 (UTC-09:00)');
    expect(formatEventTime('2027-01-01T01:00:00+14:00')).toBe('2027-01-01 01:00 (UTC+14:00)');
  });

  it('shows a time it cannot read as it came', () => {
    expect(formatEventTime('yesterday')).toBe('yesterday');
  });
});

describe('stepReached', () => {
  const events = (...statuses: TrackingStatus[]): TrackingEvent[] =>
    statuses.map((status, i) => ({
      time: `2026-11-2${i}T10:00:00+08:00`,
      status,
      location: null,
      code: null,
      params: null,
      description: status,
      descriptionZh: null,
    }));

  it('is the step of the current status on the normal way', () => {
    expect(stepReached({ status: 'info_received', events: [] })).toBe(0);
    expect(
      stepReached({ status: 'customs', events: events('customs', 'in_transit', 'info_received') }),
    ).toBe(3);
    expect(stepReached({ status: 'delivered', events: events('delivered') })).toBe(5);
    // Export customs before the flight: in transit after it is the current step.
    expect(
      stepReached({
        status: 'in_transit',
        events: events('in_transit', 'customs', 'at_warehouse'),
      }),
    ).toBe(2);
  });

  it('keeps the steps done before an exception or a return', () => {
    expect(
      stepReached({ status: 'exception', events: events('exception', 'out_for_delivery') }),
    ).toBe(4);
    expect(
      stepReached({ status: 'returned', events: events('returned', 'exception', 'in_transit') }),
    ).toBe(2);
    expect(stepReached({ status: 'exception', events: events('exception') })).toBe(-1);
  });
});

describe('canonicalSearch', () => {
  it('writes what the text area sent as ?numbers=A,B', () => {
    expect(canonicalSearch(['bw123456\r\n  bw7654321 ; x1 ，BW123456'])).toBe(
      '?numbers=BW123456,BW7654321,X1',
    );
    expect(canonicalSearch(['BW123456', 'BW7654321'])).toBe('?numbers=BW123456,BW7654321');
  });

  it('leaves a list already written that way, so a redirect never repeats', () => {
    expect(canonicalSearch(['BW123456,BW7654321,X1'])).toBeUndefined();
    expect(canonicalSearch(["BW123456,A'B&C"])).toBeUndefined();
    const once = canonicalSearch(['bw123456 a&b%c+d'])!;
    expect(once).toBe('?numbers=BW123456,A%26B%25C%2BD');
    expect(canonicalSearch([new URLSearchParams(once).get('numbers')!])).toBeUndefined();
  });

  it('leaves a list that is refused anyway as it came', () => {
    expect(canonicalSearch([''])).toBeUndefined();
    const many = Array.from({ length: 41 }, (_, i) => `BW${100000 + i}`).join('\n');
    expect(canonicalSearch([many])).toBeUndefined();
  });

  it('has no address for a malformed entry cut inside a character pair', () => {
    // 59 letters then an emoji: the echo is cut at 59 code units, halfway through the emoji.
    expect(canonicalSearch([`${'A'.repeat(58)}😀${'B'.repeat(5)}`])).toBeUndefined();
  });
});

describe('the lookup budget', () => {
  it('carries the proxy’s decision to the page', async () => {
    const headers = new Headers();
    writeBudget(headers, { kind: 'limited', retryAfterSeconds: 42 });
    expect(await pageBudget(headers)).toEqual({ kind: 'limited', retryAfterSeconds: 42 });
    writeBudget(headers, { kind: 'lookup' });
    expect(await pageBudget(headers)).toEqual({ kind: 'lookup' });
  });

  it('never passes on a value the client sent', async () => {
    const headers = new Headers({ 'x-tracking-budget': 'lookup' });
    writeBudget(headers, undefined);
    expect(await pageBudget(headers)).toEqual({ kind: 'skip' });
    expect(await pageBudget(new Headers({ 'x-tracking-budget': 'limited:soon' }))).toEqual({
      kind: 'skip',
    });
  });

  it('leaves the router’s requests to the page, which looks nothing up for a prefetch', async () => {
    const router = new Headers({ 'sec-fetch-dest': 'empty' });
    const budget = await proxyBudget('GET', router, ['BW80000001']);
    expect(budget).toEqual({ kind: 'page' });
    writeBudget(router, budget);
    router.set('next-router-prefetch', '1');
    expect(await pageBudget(router)).toEqual({ kind: 'skip' });
  });

  it('counts nothing for a HEAD request or a list that looks nothing up', async () => {
    expect(await proxyBudget('HEAD', new Headers(), ['BW80000001'])).toEqual({ kind: 'skip' });
    expect(await proxyBudget('GET', new Headers(), ['AB1,C$D'])).toEqual({ kind: 'lookup' });
    expect(await proxyBudget('GET', new Headers(), [''])).toEqual({ kind: 'lookup' });
  });
});

describe('place and service labels', () => {
  const fba = ({ code, country }: { code: string; country: string }) => `${code} (${country})`;

  it('names the rate card’s places in the visitor’s language, others as sent', () => {
    expect(placeLabel(card, 'SZX', 'zh', fba)).toBe('深圳');
    expect(placeLabel(card, 'DE', 'en', fba)).toBe('Germany');
    expect(placeLabel(card, 'ONT8', 'zh', fba)).toBe('ONT8 (美国)');
    expect(placeLabel(card, 'Leipzig, DE', 'zh', fba)).toBe('Leipzig, DE');
    expect(placeLabel(card, '90001', 'en', fba)).toBe('90001');
  });

  it('names a rate-card channel, and shows another service as sent', () => {
    expect(serviceLabel(card, 'BW-EXP-US', 'zh')).toBe('桥途国际快递·美国');
    expect(serviceLabel(card, 'Partner economy', 'en')).toBe('Partner economy');
  });
});
