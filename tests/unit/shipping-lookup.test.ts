import { describe, expect, it } from 'vitest';
import { lookupPrices, lookupRoutes } from '@/lib/shipping/lookup';
import { card } from '@/lib/shipping/rate-card';

// Friday 20 November 2026, 10:00 in Shenzhen; the demo card is in force from 1 November 2026.
const FRIDAY = new Date('2026-11-20T02:00:00Z');
const BEFORE_THE_CARD = new Date('2026-10-15T02:00:00Z');

const request = {
  origin: 'szx',
  destination: 'ONT8',
  cartons: [{ quantity: 3, length: 50, width: 40, height: 40, weight: 12 }],
};

describe('lookupPrices', () => {
  it('quotes a valid request: the shipment in engine units and the offers, cheapest first', () => {
    const lookup = lookupPrices(request, card, FRIDAY);
    if (!lookup.ok) throw new Error(JSON.stringify(lookup.errors));
    expect(lookup.shipment).toMatchObject({
      origin: 'SZX',
      destination: { country: 'US', postcode: '92551', fbaCode: 'ONT8' },
      goods: 'general',
      cartons: [{ quantity: 3, lengthMm: 500, widthMm: 400, heightMm: 400, weightG: 12_000 }],
    });
    const totals = lookup.result.offers.map((o) => o.totalFen);
    expect(totals.length).toBeGreaterThanOrEqual(4);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(lookup.result.validUntil).toBe('2026-12-04');
  });

  it('prices on the day it is given, not on the clock', () => {
    const lookup = lookupPrices(request, card, BEFORE_THE_CARD);
    expect(lookup).toMatchObject({ ok: true, result: { cardInForce: false, offers: [] } });
  });

  it('answers the fields to correct: the form of the request, then the network', () => {
    expect(lookupPrices({ ...request, cartons: [] }, card, FRIDAY)).toEqual({
      ok: false,
      errors: [{ path: 'cartons', key: 'atLeastOneCarton' }],
    });
    expect(lookupPrices({ ...request, colour: 'red' }, card, FRIDAY)).toEqual({
      ok: false,
      errors: [{ path: 'colour', key: 'unknownField' }],
    });
    expect(lookupPrices({ ...request, origin: 'XXX', destination: 'ZZZ9' }, card, FRIDAY)).toEqual({
      ok: false,
      errors: [
        { path: 'origin', key: 'unknownOrigin', params: { value: 'XXX' } },
        { path: 'destination', key: 'unknownFba', params: { value: 'ZZZ9' } },
      ],
    });
  });
});

describe('lookupRoutes', () => {
  it('finds the lanes of a query, fastest first, with departures after the given time', () => {
    const lookup = lookupRoutes({ from: 'szx', to: 'ONT8', mode: 'sea' }, card, FRIDAY);
    if (!lookup.ok) throw new Error(JSON.stringify(lookup.errors));
    expect(lookup.query).toEqual({ from: 'SZX', to: 'ONT8', mode: 'sea' });
    expect(lookup.result.destination).toMatchObject({ country: 'US', fbaCode: 'ONT8' });
    expect(lookup.result.lanes.length).toBeGreaterThan(0);
    expect(new Set(lookup.result.lanes.map((l) => l.mode))).toEqual(new Set(['sea']));
    const fastest = lookup.result.lanes.map((l) => l.transitDays[0]);
    expect(fastest).toEqual([...fastest].sort((a, b) => a - b));
    for (const lane of lookup.result.lanes)
      for (const departure of lane.nextDepartures)
        expect(departure.cutoff.date >= '2026-11-20').toBe(true);
  });

  it('answers the fields to correct', () => {
    expect(lookupRoutes({ to: '' }, card, FRIDAY)).toEqual({
      ok: false,
      errors: [{ path: 'to', key: 'required' }],
    });
    expect(lookupRoutes({ to: 'ONT8', mode: 'rocket' }, card, FRIDAY)).toEqual({
      ok: false,
      errors: [{ path: 'mode', key: 'choice' }],
    });
    expect(lookupRoutes({ from: 'XXX', to: 'Atlantis' }, card, FRIDAY)).toEqual({
      ok: false,
      errors: [
        { path: 'from', key: 'unknownOrigin', params: { value: 'XXX' } },
        { path: 'to', key: 'unknownDestination', params: { value: 'Atlantis' } },
      ],
    });
  });
});
