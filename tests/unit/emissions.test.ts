import { describe, expect, it } from 'vitest';
import locations from '../../data/shipping/locations.json';
import channels from '../../data/shipping/channels.json';
import rateCard from '../../data/shipping/rate-card.json';
import emissions from '../../data/shipping/emissions.json';
import { parseRateCard, ShippingDataError } from '@/lib/shipping/data';
import { compareEmissions, roundSignificant, type OfferEmissions } from '@/lib/shipping/emissions';
import { quote, type Shipment } from '@/lib/shipping/quote';
import { card } from '@/lib/shipping/rate-card';

// Every figure below is worked by hand in the comment beside it, from data/shipping/emissions.json:
// a leg's km is rounded to a whole km first; kg CO₂e = tonnes × km × WTW factor (kg per t·km).
// WTW factors (UK Government 2025): air 0.66646, HGV 0.12522, van 0.78225, rail 0.03470,
// container ship average 0.01977. Road km = great circle × 1.25.

// Friday 20 November 2026, 10:00 in China.
const NOW = new Date('2026-11-20T02:00:00Z');

const cartons = (count: number, kg: number) => [
  { quantity: count, lengthMm: 400, widthMm: 300, heightMm: 300, weightG: kg * 1000 },
];

function offerOf(shipment: Shipment, channel: string) {
  const offer = quote(shipment, card, NOW).offers.find((o) => o.channel === channel);
  if (!offer) throw new Error(`${channel} made no offer`);
  return offer;
}

/** From Shenzhen to Amazon's ONT8 (Moreno Valley, near Ontario, CA), general goods. */
const toOntario = (lines: Shipment['cartons']): Shipment => ({
  origin: 'SZX',
  destination: { country: 'US', postcode: '92551', fbaCode: 'ONT8' },
  goods: 'general',
  cartons: lines,
});

const legKms = (e: OfferEmissions) => e.legs.map((l) => [l.stage, l.mode, l.factor, l.km]);

describe('emissions of an offer (ISO 14083, well-to-wheel)', () => {
  it('air: 36 kg Shenzhen → Amazon ONT8 by air FBA is about 280 kg, as the facts file says', () => {
    // Shenzhen warehouse (22.54, 114.06) → SZX (22.64, 113.81): 27.97 km × 1.25 = 35 km, HGV
    // SZX → LAX (33.94, −118.41): great circle 11,644.8 → 11,645 km, air without RF
    // LAX → ONT8 Moreno Valley (33.94, −117.23): 108.85 × 1.25 = 136 km, HGV
    // 0.036 t × (35 × 0.12522 + 11,645 × 0.66646 + 136 × 0.12522)
    //   = 0.036 × (4.3827 + 7,760.9267 + 17.0299) = 0.036 × 7,782.3393 = 280.164 → 280
    const offer = offerOf(toOntario(cartons(2, 18)), 'BW-AIR-US-FBA');
    expect(legKms(offer.emissions)).toEqual([
      ['pickup', 'road', 'hgv', 35],
      ['main', 'air', 'air', 11_645],
      ['delivery', 'road', 'hgv', 136],
    ]);
    expect(offer.emissions.exactKg).toBeCloseTo(280.164, 3);
    expect(offer.co2eKg).toBe(280);
    expect(offer.emissions.legs[2]!.to.en).toBe('Amazon ONT8, Moreno Valley');
  });

  it('sea: the same 36 kg by sea is about 9 kg (sea-route distance, not the great circle)', () => {
    // Shenzhen warehouse → Yantian (22.57, 114.27): 21.82 × 1.25 = 27 km, HGV
    // Yantian → Los Angeles: 12,087 km over the SeaRoute network (great circle 11,644), container
    //   ship average (transpacific: every size class)
    // Port of Los Angeles (33.73, −118.26) → ONT8: 97.96 × 1.25 = 122 km, HGV
    // 0.036 × (27 × 0.12522 + 12,087 × 0.01977 + 122 × 0.12522)
    //   = 0.036 × (3.3809 + 238.9600 + 15.2768) = 0.036 × 257.6178 = 9.2742 → 9.3
    const offer = offerOf(toOntario(cartons(2, 18)), 'BW-SEA-US');
    expect(legKms(offer.emissions)).toEqual([
      ['pickup', 'road', 'hgv', 27],
      ['main', 'sea', 'containerAverage', 12_087],
      ['delivery', 'road', 'hgv', 122],
    ]);
    expect(offer.emissions.exactKg).toBeCloseTo(9.2742, 4);
    expect(offer.co2eKg).toBe(9.3);
  });

  it('express: 10 kg Shanghai → Germany flies to Frankfurt and goes by van to the zone city', () => {
    // Shanghai warehouse (31.23, 121.47) → PVG (31.14, 121.81): 33.86 × 1.25 = 42 km, HGV
    // PVG → FRA (50.03, 8.56): 8,859 km, air
    // FRA → Frankfurt (50.11, 8.68), Germany's representative city: 12.35 × 1.25 = 15 km, van
    // 0.010 × (42 × 0.12522 + 8,859 × 0.66646 + 15 × 0.78225)
    //   = 0.010 × (5.2592 + 5,904.1691 + 11.7338) = 0.010 × 5,921.1621 = 59.2116 → 59
    const offer = offerOf(
      { origin: 'SHA', destination: { country: 'DE' }, goods: 'general', cartons: cartons(1, 10) },
      'BW-EXP-EU',
    );
    expect(legKms(offer.emissions)).toEqual([
      ['pickup', 'road', 'hgv', 42],
      ['main', 'air', 'air', 8_859],
      ['delivery', 'road', 'van', 15],
    ]);
    expect(offer.emissions.exactKg).toBeCloseTo(59.2116, 4);
    expect(offer.co2eKg).toBe(59);
  });

  it('rail: 500 kg Yiwu → Spain on the Yiwu–Madrid corridor uses its published length', () => {
    // Yiwu warehouse (29.31, 120.08) → Yiwu West (29.35, 119.97): 11.55 × 1.25 = 14 km, HGV
    // Yiwu West → Madrid Abroñigal: 13,052 km (the corridor's length), freight train
    // Madrid Abroñigal (40.39, −3.67) → Madrid (40.42, −3.70): 4.19 × 1.25 = 5 km, HGV
    // 0.5 × (14 × 0.12522 + 13,052 × 0.03470 + 5 × 0.12522)
    //   = 0.5 × (1.7531 + 452.9044 + 0.6261) = 0.5 × 455.2836 = 227.6418 → 230
    const offer = offerOf(
      { origin: 'YIW', destination: { country: 'ES' }, goods: 'general', cartons: cartons(20, 25) },
      'BW-RAIL-EU',
    );
    expect(legKms(offer.emissions)).toEqual([
      ['pickup', 'road', 'hgv', 14],
      ['main', 'rail', 'rail', 13_052],
      ['delivery', 'road', 'hgv', 5],
    ]);
    expect(offer.emissions.exactKg).toBeCloseTo(227.6418, 4);
    expect(offer.co2eKg).toBe(230);
  });

  it('rail without a kept distance: great circle × 1.26, the Yiwu–Madrid ratio', () => {
    // Yiwu West → Duisburg (51.43, 6.76): great circle 8,925.37 × 1.26 = 11,246 km
    const offer = offerOf(
      { origin: 'NGB', destination: { country: 'DE' }, goods: 'general', cartons: cartons(20, 25) },
      'BW-RAIL-EU',
    );
    expect(offer.emissions.legs[1]).toMatchObject({ mode: 'rail', km: 11_246 });
  });

  it('uses the actual weight, not the chargeable weight', () => {
    // A light, bulky carton (60 × 60 × 60 cm, 5 kg) is charged on its volume (36 kg by air at
    // 6,000) but emits on its 5 kg.
    const bulky = [{ quantity: 1, lengthMm: 600, widthMm: 600, heightMm: 600, weightG: 5000 }];
    const offer = offerOf(toOntario(bulky), 'BW-AIR-US-FBA');
    expect(offer.chargeable).toBeGreaterThan(30_000);
    // 0.005 × 7,782.3393 = 38.9117 → 39
    expect(offer.emissions.exactKg).toBeCloseTo(38.9117, 4);
    expect(offer.co2eKg).toBe(39);
  });

  it('every offer carries a figure, and the answer names the method and factor year', () => {
    const result = quote(
      { origin: 'SZX', destination: { country: 'DE' }, goods: 'general', cartons: cartons(4, 20) },
      card,
      NOW,
    );
    expect(result.offers.length).toBeGreaterThan(3);
    for (const offer of result.offers) expect(offer.co2eKg).toBeGreaterThan(0);
    expect(result.emissions).toMatchObject({
      standard: 'ISO 14083:2023',
      scope: 'well-to-wheel',
      factorYear: 2025,
      factorVersion: '1',
    });
  });
});

describe('rounding', () => {
  it('keeps two significant figures: no false precision', () => {
    expect(roundSignificant(280.164)).toBe(280);
    expect(roundSignificant(9.2742)).toBe(9.3);
    expect(roundSignificant(1_234)).toBe(1_200);
    expect(roundSignificant(99.5)).toBe(100);
    expect(roundSignificant(0.01234)).toBe(0.012);
    expect(roundSignificant(0)).toBe(0);
  });
});

describe('the comparison line', () => {
  const offer = (channel: string, days: [number, number], fen: number, kg: number) => ({
    channel,
    transitDays: days,
    totalFen: fen,
    emissions: { co2eKg: roundSignificant(kg), exactKg: kg, legs: [] },
  });

  it('compares the lowest-emission offer with the fastest', () => {
    const result = compareEmissions([
      offer('EXPRESS', [5, 8], 100_000, 280.16),
      offer('SEA', [25, 35], 30_000, 9.27),
      offer('RAIL', [18, 25], 50_000, 30),
    ]);
    // saved 280.16 − 9.27 = 270.89 → 270 kg; 270.89 / 280.16 = 96.7 % → 97 %;
    // days 25 − 5 = 20 and 35 − 8 = 27; price 30,000 − 100,000 = −70,000 fen (¥700 less)
    expect(result).toEqual({
      fastest: 'EXPRESS',
      lowest: 'SEA',
      savedKg: 270,
      savedPercent: 97,
      extraDays: [20, 27],
      priceDifferenceFen: -70_000,
    });
  });

  it('takes the cheaper of two equally fast offers as the fastest, and says nothing when one offer is both', () => {
    const both = offer('RAIL', [12, 18], 40_000, 20);
    expect(compareEmissions([both, offer('AIR', [12, 18], 90_000, 300)])).toBeUndefined();
    expect(compareEmissions([both])).toBeUndefined();
    expect(compareEmissions([])).toBeUndefined();
  });

  it('a dearer lowest-emission offer shows a positive price difference', () => {
    const result = compareEmissions([
      offer('TRUCK', [14, 20], 20_000, 100),
      offer('RAIL', [16, 22], 25_000, 40),
    ]);
    // 100 − 40 = 60 kg, 60 %; 2 days more on each bound; ¥50 more
    expect(result).toMatchObject({
      savedKg: 60,
      savedPercent: 60,
      extraDays: [2, 2],
      priceDifferenceFen: 5_000,
    });
  });
});

describe('shipping:check on the emissions data', () => {
  const problems = (edit: (data: typeof emissions) => void) => {
    const data = structuredClone(emissions);
    edit(data);
    try {
      parseRateCard({ locations, channels, rateCard, emissions: data });
      return [];
    } catch (error) {
      if (error instanceof ShippingDataError) return error.problems;
      throw error;
    }
  };

  it('passes on the shipped data', () => {
    expect(problems(() => {})).toEqual([]);
  });

  it('fails a lane offered without its distances', () => {
    expect(
      problems((data) => {
        data.seaDistances = data.seaDistances.filter(
          (d) => !(d.from === 'CNXMN' && d.to === 'DEHAM'),
        );
      }),
    ).toContain(
      'data/shipping/emissions.json: BW-SEA-EU from XMN to EU-DE: no sea distance CNXMN–DEHAM',
    );
    expect(
      problems((data) => {
        delete (data.channels as Record<string, unknown>)['BW-TRUCK-EU'];
      }),
    ).toContain(
      'data/shipping/emissions.json, field channels.BW-TRUCK-EU: channel BW-TRUCK-EU has no chain',
    );
    expect(
      problems((data) => {
        data.points = data.points.filter((p) => p.id !== 'POZ1');
      }),
    ).toContain('data/shipping/emissions.json, field points: no point for fulfilment centre POZ1');
  });

  it('fails a factor without its source, or whose WTW is not TTW + WTT', () => {
    const unsourced = problems((data) => {
      (data.factors[0] as { source?: string }).source = undefined;
    });
    expect(unsourced).toContainEqual(
      expect.stringMatching(/^data\/shipping\/emissions\.json, field factors\.0\.source: /),
    );
    const wrongSum = problems((data) => {
      data.factors[1]!.wtw = 1.2;
    });
    expect(wrongSum).toEqual([
      'data/shipping/emissions.json, field factors.1.wtw: 1.2 is not ttw + wtt',
    ]);
  });
});
