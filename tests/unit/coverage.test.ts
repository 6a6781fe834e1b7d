import { describe, expect, it } from 'vitest';
import { resolveCoverage, serviceCoverage } from '@/lib/content/coverage';
import { card } from '@/lib/shipping/rate-card';

const row = (mode: string, zones: string[]) => ({
  destination: { en: 'Somewhere', zh: '某地' },
  mode,
  zones,
});
const file = (rows: unknown[]) => ({
  directSales: rows,
  fbaHeadShipping: rows,
  overseasServices: rows,
  enterpriseBusiness: rows,
});

describe('service coverage tables', () => {
  it('take transit days from the channels serving the zones', () => {
    // BW-SEA-US: US-W 25–40, US-E 35–50 (data/shipping/channels.json).
    const [west, both] = resolveCoverage(
      file([row('sea', ['US-W']), row('sea', ['US-W', 'US-E'])]),
      card,
    ).directSales;
    expect(west?.days).toEqual([25, 40]);
    expect(both?.days).toEqual([25, 50]);
    // BW-RAIL-EU: 20–28 by default, GB 24–32.
    const [rail] = resolveCoverage(file([row('rail', ['EU-DE', 'EU-GB'])]), card).directSales;
    expect(rail?.days).toEqual([20, 32]);
  });

  it('keep the given days for last-mile delivery', () => {
    const local = {
      destination: { en: 'Germany', zh: '德国' },
      mode: 'localDelivery',
      days: [1, 3],
    };
    expect(resolveCoverage(file([local]), card).overseasServices[0]?.days).toEqual([1, 3]);
  });

  it('refuse a row that no channel serves, naming it', () => {
    expect(() => resolveCoverage(file([row('ecommerce', ['JP'])]), card)).toThrow(
      /directSales row 1: no ecommerce channel serves zone JP/,
    );
    expect(() => resolveCoverage(file([row('sea', [])]), card)).toThrow(/zones/);
  });

  it('resolve every shipped row', () => {
    for (const rows of Object.values(serviceCoverage)) {
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect(r.days[0]).toBeLessThanOrEqual(r.days[1]);
    }
  });
});
