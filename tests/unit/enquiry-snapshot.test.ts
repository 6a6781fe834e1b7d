import { describe, expect, it } from 'vitest';
import { quoteSnapshot, rateCardVersion, QUOTE_QUERY_MAX } from '@/lib/enquiries/snapshot';
import { lookupPrices } from '@/lib/shipping/lookup';
import { readPriceSearch } from '@/lib/shipping/price-search';
import { parseRateCard } from '@/lib/shipping/data';
import { card } from '@/lib/shipping/rate-card';
import locations from '../../data/shipping/locations.json';
import channels from '../../data/shipping/channels.json';
import rateCard from '../../data/shipping/rate-card.json';
import emissions from '../../data/shipping/emissions.json';

const NOW = new Date('2026-12-01T03:00:00Z');
const SEARCH =
  'from=SZX&to=ONT8&goods=general&units=metric&qty=2&len=50&wid=40&hei=30&wt=12&qty=1&len=60&wid=50&hei=40&wt=20&sort=time&mode=air';

describe('quoteSnapshot', () => {
  it('prices every offer of a search exactly as the price lookup does', () => {
    const params = new URLSearchParams(SEARCH);
    const record: Record<string, string[]> = {};
    for (const [k, v] of params) (record[k] ??= []).push(v);
    const expected = lookupPrices(readPriceSearch(record).input, card, NOW);
    if (!expected.ok) throw new Error('the search should be valid');
    expect(expected.result.offers.length).toBeGreaterThan(1);
    for (const offer of expected.result.offers) {
      const outcome = quoteSnapshot(params, offer.channel, card, NOW);
      if (!outcome.ok) throw new Error(`${offer.channel}: ${outcome.reason}`);
      const s = outcome.snapshot;
      expect(s.channel).toEqual({ code: offer.channel, name: offer.name, mode: offer.mode });
      expect(s.charges).toEqual(offer.charges);
      expect(s.totalFen).toBe(offer.totalFen);
      expect(s.totalFen).toBe(s.charges.reduce((sum, c) => sum + c.amountFen, 0));
      expect(s.totalUsdCents).toBe(offer.totalUsdCents);
      expect(s.transitDays).toEqual(offer.transitDays);
      expect(s.validUntil).toBe(offer.validUntil);
      expect(s.co2eKg).toBe(offer.co2eKg);
      expect(s.co2eKg).toBeGreaterThan(0);
      expect(s.cartonCount).toBe(3);
      expect(s.chargeable).toEqual({
        amount: offer.chargeable / (offer.unit === 'kg' ? 1000 : 100),
        unit: offer.unit,
      });
      // The same from a Record, as a page's searchParams give it.
      expect(quoteSnapshot(record, offer.channel, card, NOW)).toEqual(outcome);
    }
  });

  it('keeps what the mails show without the rate card', () => {
    const outcome = quoteSnapshot(new URLSearchParams(SEARCH), 'BW-AIR-US-FBA', card, NOW);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.snapshot).toMatchObject({
      // The search without the view's sort and mode filter, cartons in the form's order.
      query:
        'from=SZX&to=ONT8&goods=general&units=metric&qty=2&len=50&wid=40&hei=30&wt=12&qty=1&len=60&wid=50&hei=40&wt=20',
      origin: { code: 'SZX', name: { en: 'Shenzhen', zh: '深圳' } },
      destination: {
        input: 'ONT8',
        country: 'US',
        countryName: { en: 'United States', zh: '美国' },
        fbaCode: 'ONT8',
      },
      goods: 'general',
      // 44 kg by air from Shenzhen: 0.044 t × (35 km × 0.12522 by road to the airport + 11,645 km
      // × 0.66646 by air + 136 km × 0.12522 by road to ONT8) = 342.4 kg, to two figures.
      co2eKg: 340,
      currency: 'CNY',
      exchangeRate: { cnyPerUsd: 7.12, date: '2026-11-20' },
      rateCardVersion: rateCardVersion(card),
      quotedAt: NOW.toISOString(),
    });
    expect(JSON.parse(JSON.stringify(outcome.snapshot))).toEqual(outcome.snapshot);
  });

  it('names the rate card by its effective date and content', () => {
    expect(rateCardVersion(card)).toMatch(/^2026-11-01\.[0-9a-f]{8}$/);
    const same = parseRateCard({ locations, channels, rateCard, emissions });
    expect(rateCardVersion(same)).toBe(rateCardVersion(card));
    const dearer = parseRateCard({
      locations,
      channels: channels.map((c, i) => (i === 0 ? { ...c, fuelSurchargePercent: 99 } : c)),
      rateCard,
      emissions,
    });
    expect(rateCardVersion(dearer)).not.toBe(rateCardVersion(card));
    expect(rateCardVersion(dearer).slice(0, 10)).toBe('2026-11-01');
  });

  it('says "gone" when the line no longer offers the shipment', () => {
    const params = new URLSearchParams(SEARCH);
    // A line of another lane, and one the rate card has dropped.
    expect(quoteSnapshot(params, 'BW-AIR-EU-FBA', card, NOW)).toEqual({
      ok: false,
      reason: 'gone',
    });
    const without = parseRateCard({
      locations,
      channels: channels.filter((c) => c.code !== 'BW-AIR-US-FBA'),
      rateCard,
      emissions,
    });
    expect(quoteSnapshot(params, 'BW-AIR-US-FBA', without, NOW)).toEqual({
      ok: false,
      reason: 'gone',
    });
    // After the card's expiry nothing is offered.
    expect(quoteSnapshot(params, 'BW-AIR-US-FBA', card, new Date('2027-07-15T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'gone',
    });
  });

  it('says "invalid" for a search the lookup refuses or a malformed offer code', () => {
    const invalid = { ok: false, reason: 'invalid' };
    const search = (q: string) => new URLSearchParams(q);
    expect(
      quoteSnapshot(
        search('from=SZX&to=Atlantis&qty=1&len=1&wid=1&hei=1&wt=1'),
        'BW-AIR-US-FBA',
        card,
        NOW,
      ),
    ).toEqual(invalid);
    expect(quoteSnapshot(search('from=SZX&to=US'), 'BW-AIR-US-FBA', card, NOW)).toEqual(invalid);
    expect(
      quoteSnapshot(
        search('from=SZX&to=ONT8&qty=1&len=50&wid=40&hei=30&wt=-3'),
        'BW-AIR-US-FBA',
        card,
        NOW,
      ),
    ).toEqual(invalid);
    expect(quoteSnapshot(search(SEARCH), 'bw air; drop', card, NOW)).toEqual(invalid);
    expect(quoteSnapshot(search(SEARCH), '', card, NOW)).toEqual(invalid);
    const long = `from=SZX&to=ONT8${'&qty=1&len=50&wid=40&hei=30&wt=12'.repeat(80)}`;
    expect(long.length).toBeGreaterThan(QUOTE_QUERY_MAX);
    expect(quoteSnapshot(search(long), 'BW-AIR-US-FBA', card, NOW)).toEqual(invalid);
  });
});
