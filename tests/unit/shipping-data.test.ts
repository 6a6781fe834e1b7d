import { describe, expect, it } from 'vitest';
import locations from '../../data/shipping/locations.json';
import channels from '../../data/shipping/channels.json';
import rateCard from '../../data/shipping/rate-card.json';
import emissions from '../../data/shipping/emissions.json';
import { parseRateCard, ShippingDataError } from '@/lib/shipping/data';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The channel fields these tests break, as loosely as the JSON allows. */
type LooseChannel = {
  origins: string[];
  zones: { country: string }[];
  rates: Record<string, { from: number; price: number }[]>;
  transitDays: unknown;
};
const looseChannels = () => clone(channels) as unknown as LooseChannel[];

function problemsOf(raw: Parameters<typeof parseRateCard>[0]): string[] {
  try {
    parseRateCard(raw);
  } catch (error) {
    if (error instanceof ShippingDataError) return error.problems;
    throw error;
  }
  return [];
}

describe('shipping data files', () => {
  it('the shipped files validate and cover the modes, origins and channels the tools need', () => {
    const card = parseRateCard({ locations, channels, rateCard, emissions });
    expect(card.channels.length).toBeGreaterThanOrEqual(12);
    expect(new Set(card.channels.map((c) => c.mode))).toEqual(
      new Set(['express', 'air', 'ecommerce', 'fastBoat', 'sea', 'lcl', 'rail', 'truck']),
    );
    expect(card.locations.origins.map((o) => o.code)).toEqual([
      'SZX',
      'CAN',
      'YIW',
      'NGB',
      'SHA',
      'XMN',
    ]);
    expect(card.locations.fbaCenters.map((f) => f.code)).toEqual(
      expect.arrayContaining(['ONT8', 'EWR9', 'DTM2']),
    );
  });

  it('names the file, row and field of a bad value', () => {
    const broken = looseChannels();
    broken[2]!.rates['US-W']![0]!.price = -5;
    broken[4]!.transitDays = ['seven', 12];
    const problems = problemsOf({ locations, channels: broken, rateCard, emissions });
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^data\/shipping\/channels\.json row 3 \(BW-AIR-US-FBA\), field rates\.US-W\.0\.price: /,
      ),
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^data\/shipping\/channels\.json row 5 \(BW-EC-US\), field transitDays\.0: /,
      ),
    );
  });

  it('checks how the files refer to each other', () => {
    const broken = looseChannels();
    broken[0]!.origins.push('PEK');
    broken[1]!.zones[0]!.country = 'XX';
    broken[6]!.rates['US-X'] = [{ from: 0, price: 100 }];
    const card = clone(rateCard);
    card.expiryDate = '2026-01-01';
    const problems = problemsOf({ locations, channels: broken, rateCard: card, emissions });
    expect(problems).toEqual(
      expect.arrayContaining([
        'data/shipping/channels.json row 1 (BW-EXP-US), field origins.6: unknown origin PEK',
        'data/shipping/channels.json row 2 (BW-EXP-EU), field zones.0.country: unknown country XX',
        'data/shipping/channels.json row 7 (BW-FAST-US), field rates.US-X: no such zone',
        'data/shipping/rate-card.json, field expiryDate: before effectiveDate',
      ]),
    );
  });

  it('reports a missing file section instead of crashing', () => {
    expect(problemsOf({ locations: {}, channels, rateCard, emissions })[0]).toMatch(
      /^data\/shipping\/locations\.json, field origins: /,
    );
  });
});
