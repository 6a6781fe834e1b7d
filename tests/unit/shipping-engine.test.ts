import { describe, expect, it } from 'vitest';
import { indexEmissions } from '@/lib/shipping/emissions';
import { chargeableFor, cartonChargeableGrams, type Carton } from '@/lib/shipping/chargeable';
import { quote, type Shipment } from '@/lib/shipping/quote';
import { searchRoutes } from '@/lib/shipping/routes';
import { nextDepartures } from '@/lib/shipping/schedule';
import { channelSchema, type Channel, type RateCard } from '@/lib/shipping/schema';
import { card as shippedCard } from '@/lib/shipping/rate-card';
import { toGrams, toMillimetres } from '@/lib/shipping/units';

// Every expected figure below is worked out by hand in the comment beside it.

/** A carton line from centimetres and kilograms. */
const carton = (l: number, w: number, h: number, kg: number, quantity = 1): Carton => ({
  quantity,
  lengthMm: l * 10,
  widthMm: w * 10,
  heightMm: h * 10,
  weightG: Math.round(kg * 1000),
});

/** A US air FBA-style channel; tests override what they exercise. */
function channel(overrides: Partial<Record<keyof Channel, unknown>> = {}): Channel {
  return channelSchema.parse({
    code: 'T-AIR',
    name: { en: 'Test air', zh: '测试空运' },
    mode: 'air',
    origins: ['SZX'],
    zones: [
      { id: 'US-W', country: 'US', postcodes: [['800', '999']] },
      { id: 'US-E', country: 'US', postcodes: [['000', '399']], transitDays: [8, 13] },
    ],
    unit: 'kg',
    volumetric: { divisor: 6000 },
    roundingStep: 1,
    minimum: { perCarton: 12, perShipment: 21 },
    rates: {
      'US-W': [
        { from: 21, price: 4150 },
        { from: 45, price: 3850 },
        { from: 100, price: 3600 },
        { from: 1000, price: 3150 },
      ],
      'US-E': [{ from: 21, price: 4400 }],
    },
    fuelSurchargePercent: 18,
    goods: { general: 0, battery: 500 },
    cartons: {
      maxWeightKg: 40,
      maxLongestCm: 230,
      overweight: { overKg: 22.7, fee: 8000 },
      oversize: { longestCm: 121, secondCm: 76, girthCm: 265, fee: 15000 },
    },
    remoteArea: { postcodes: [['590', '599']], feePerCarton: 4500 },
    unservedPostcodes: [['966', '969']],
    transitDays: [7, 12],
    departureWeekdays: [1, 3, 5],
    cutoffDaysBefore: 1,
    cutoffTime: '18:00',
    ...overrides,
  });
}

function testCard(channels: Channel[], overrides: Partial<RateCard> = {}): RateCard {
  return {
    effectiveDate: '2026-11-01',
    expiryDate: '2027-06-30',
    quoteValidityDays: 14,
    currency: 'CNY',
    exchangeRate: { cnyPerUsd: 7.12, date: '2026-11-20' },
    channels,
    locations: shippedCard.locations,
    // The test channels' chains: air from Shenzhen, by HGV at both ends.
    emissions: indexEmissions({
      ...shippedCard.emissions,
      channels: Object.fromEntries(
        channels.map((c) => [
          c.code,
          { main: 'air', factor: 'air', pickup: 'hgv', delivery: 'hgv' },
        ]),
      ),
    }),
    ...overrides,
  };
}

// Friday 20 November 2026, 10:00 in China (02:00 UTC).
const FRIDAY_10H = new Date('2026-11-20T02:00:00Z');
const toLA = { country: 'US', postcode: '92551', fbaCode: 'ONT8' };
const shipment = (cartons: Carton[], extra: Partial<Shipment> = {}): Shipment => ({
  origin: 'SZX',
  destination: toLA,
  goods: 'general',
  cartons,
  ...extra,
});
const only = (result: ReturnType<typeof quote>) => {
  expect(result.offers).toHaveLength(1);
  return result.offers[0]!;
};
const charge = (offer: ReturnType<typeof only>, type: string) =>
  offer.charges.find((c) => c.type === type)?.amountFen;

describe('chargeable weight', () => {
  it('air ÷6000 rounds up to the next kg: 50×40×40 cm = 13.33 kg → 14 kg', () => {
    expect(
      cartonChargeableGrams(channel({ minimum: { perCarton: 0 } }), carton(50, 40, 40, 12)),
    ).toBe(14_000);
  });

  it('express ÷5000 to 0.5 kg: 50×40×40 cm = 16.0 kg exactly stays 16 kg', () => {
    const express = channel({ volumetric: { divisor: 5000 }, roundingStep: 0.5, minimum: {} });
    expect(cartonChargeableGrams(express, carton(50, 40, 40, 12))).toBe(16_000);
    // 50×40×40.1 = 16.04 kg → 16.5 kg
    expect(cartonChargeableGrams(express, { ...carton(50, 40, 40, 12), heightMm: 401 })).toBe(
      16_500,
    );
  });

  it('parcel line ÷8000 to 0.1 kg: 30×20×15 cm, 0.8 kg = 1.125 kg → 1.2 kg', () => {
    const parcel = channel({ volumetric: { divisor: 8000 }, roundingStep: 0.1, minimum: {} });
    expect(cartonChargeableGrams(parcel, carton(30, 20, 15, 0.8))).toBe(1_200);
  });

  it('the heavier of actual and volumetric wins: 30×30×30 cm at 19.2 kg → 20 kg', () => {
    // 27,000 cm³ ÷ 6000 = 4.5 kg < 19.2 kg actual → 20 kg
    expect(cartonChargeableGrams(channel({ minimum: {} }), carton(30, 30, 30, 19.2))).toBe(20_000);
  });

  it('applies the per-carton and per-shipment minimums', () => {
    // 4.5 kg volumetric, 3 kg actual → 5 kg, raised to the 12 kg carton minimum
    expect(cartonChargeableGrams(channel(), carton(30, 30, 30, 3))).toBe(12_000);
    // one such carton: 12 kg, raised to the 21 kg shipment minimum
    expect(chargeableFor(channel(), [carton(30, 30, 30, 3)])).toBe(21_000);
    // two: 24 kg, above the minimum
    expect(chargeableFor(channel(), [carton(30, 30, 30, 3, 2)])).toBe(24_000);
  });

  it('sea per kg compares the shipment once: 10 × 60×50×40 cm at 18 kg = 1.2 m³ × 167 = 200.4 → 201 kg', () => {
    const sea = channel({ volumetric: { kgPerM3: 167 }, basis: 'shipment', minimum: {} });
    expect(chargeableFor(sea, [carton(60, 50, 40, 18, 10)])).toBe(201_000);
    // per carton it would be 20.04 → 21 kg × 10 = 210 kg
    expect(chargeableFor({ ...sea, basis: 'carton' }, [carton(60, 50, 40, 18, 10)])).toBe(210_000);
  });

  it('LCL charges weight or measure in 0.01 m³, at least 1 m³', () => {
    const lcl = channel({
      unit: 'm3',
      volumetric: { kgPerM3: 1000 },
      roundingStep: 0.01,
      basis: 'shipment',
      minimum: { perShipment: 1 },
    });
    // 10 × 0.12 m³ = 1.20 m³; 180 kg = 0.18 m³ by weight → 1.20 m³
    expect(chargeableFor(lcl, [carton(60, 50, 40, 18, 10)])).toBe(120);
    // 2 × 0.12 = 0.24 m³ → 1 m³ minimum
    expect(chargeableFor(lcl, [carton(60, 50, 40, 18, 2)])).toBe(100);
    // 5 cartons of 0.12 m³ at 300 kg each: 0.60 m³ by volume, 1.50 m³ by weight → 1.50
    expect(chargeableFor(lcl, [carton(60, 50, 40, 300, 5)])).toBe(150);
  });

  it('converts imperial sizes and weights: 20×16×16 in at 22 lb → 14 kg by air', () => {
    expect(toMillimetres(20, 'imperial')).toBe(508);
    expect(toMillimetres(16, 'imperial')).toBe(406); // 406.4
    expect(toGrams(22, 'imperial')).toBe(9979); // 9979.03
    expect(toGrams(10, 'imperial')).toBe(4536); // 4535.92
    const c: Carton = { quantity: 1, lengthMm: 508, widthMm: 406, heightMm: 406, weightG: 9979 };
    // 508×406×406 mm = 83,736,688 mm³ ÷ 6000 = 13,956 g → 14 kg; actual 9.98 → 10 kg
    expect(cartonChargeableGrams(channel({ minimum: {} }), c)).toBe(14_000);
  });
});

describe('rating', () => {
  it('prices freight, fuel and the total in fen and USD cents', () => {
    // 2 × 50×40×40 at 12 kg → 14 kg each → 28 kg ≥ 21 break (4150 fen/kg)
    const offer = only(
      quote(shipment([carton(50, 40, 40, 12, 2)]), testCard([channel()]), FRIDAY_10H),
    );
    expect(offer.chargeable).toBe(28_000);
    expect(offer.rate).toEqual({ from: 21, price: 4150 });
    expect(charge(offer, 'freight')).toBe(116_200); // 28 × 4150
    expect(charge(offer, 'fuel')).toBe(20_916); // 116,200 × 18%
    expect(offer.totalFen).toBe(137_116);
    expect(offer.totalUsdCents).toBe(19_258); // 137,116 ÷ 7.12 = 19,257.87
  });

  it.each([
    [44, { from: 21, price: 4150 }],
    [45, { from: 45, price: 3850 }],
    [46, { from: 45, price: 3850 }],
    [99, { from: 45, price: 3850 }],
    [100, { from: 100, price: 3600 }],
    [999, { from: 100, price: 3600 }],
    [1000, { from: 1000, price: 3150 }],
  ])('at %i kg the break is %o', (kg, rate) => {
    // cartons of kg/1 weight under the 40 kg limit: split into ≤ 20 kg cartons of 10×10×10 cm
    const full = Math.floor(kg / 20);
    const rest = kg - full * 20;
    const cartons = [carton(10, 10, 10, 20, full)];
    if (rest > 0) cartons.push(carton(10, 10, 10, rest));
    const c = channel({ minimum: { perShipment: 21 } });
    const offer = only(
      quote(shipment(cartons.filter((x) => x.quantity > 0)), testCard([c]), FRIDAY_10H),
    );
    expect(offer.chargeable).toBe(Math.max(kg, 21) * 1000);
    expect(offer.rate).toEqual(rate);
  });

  it('adds the goods surcharge per chargeable kg', () => {
    // 21 kg minimum × 500 fen battery surcharge
    const offer = only(
      quote(
        shipment([carton(30, 30, 30, 15)], { goods: 'battery' }),
        testCard([channel()]),
        FRIDAY_10H,
      ),
    );
    expect(charge(offer, 'goods')).toBe(10_500);
  });

  it('adds a team-lift fee per carton over 22.7 kg and an oversize fee per oversize carton', () => {
    const offer = only(
      quote(
        shipment([carton(50, 40, 40, 25, 3), carton(130, 50, 40, 15), carton(110, 70, 60, 20)]),
        testCard([channel()]),
        FRIDAY_10H,
      ),
    );
    expect(charge(offer, 'overweight')).toBe(24_000); // 3 × 8000 (25 kg > 22.7 kg)
    // 130 cm > 121 cm longest; 110×70×60 has girth 110 + 2 × 130 = 370 cm > 265 → 2 × 15,000
    expect(charge(offer, 'oversize')).toBe(30_000);
  });

  it('adds a remote-area fee per carton for remote postcodes', () => {
    const offer = only(
      quote(
        shipment([carton(50, 40, 40, 12, 3)], {
          destination: { country: 'US', postcode: '59001', fbaCode: 'XYZ1' },
        }),
        testCard([channel()]),
        FRIDAY_10H,
      ),
    );
    expect(charge(offer, 'remoteArea')).toBe(13_500); // 3 × 4500
  });

  it('has no drift over 200 cartons of 0.1 kg steps', () => {
    const parcel = channel({
      volumetric: { divisor: 8000 },
      roundingStep: 0.1,
      minimum: {},
      rates: {
        'US-W': [
          { from: 0, price: 7800 },
          { from: 5, price: 6800 },
        ],
        'US-E': [{ from: 0, price: 8200 }],
      },
      fuelSurchargePercent: 8,
      fbaOnly: false,
    });
    // 200 × 1.2 kg = 240.0 kg × 6800 = 1,632,000 fen; fuel 8% = 130,560; total 1,762,560
    const offer = only(
      quote(shipment([carton(30, 20, 15, 0.8, 200)]), testCard([parcel]), FRIDAY_10H),
    );
    expect(offer.chargeable).toBe(240_000);
    expect(offer.totalFen).toBe(1_762_560);
    // the same 200 as separate lines gives the same figure to the fen
    const lines = Array.from({ length: 200 }, () => carton(30, 20, 15, 0.8));
    expect(only(quote(shipment(lines), testCard([parcel]), FRIDAY_10H)).totalFen).toBe(1_762_560);
  });

  it('prices a country without postcode at its dearest zone, and a postcode at its own', () => {
    const c = channel({ fbaOnly: false });
    const anywhere = only(
      quote(
        shipment([carton(50, 40, 40, 30)], { destination: { country: 'US' } }),
        testCard([c]),
        FRIDAY_10H,
      ),
    );
    expect(anywhere.zone).toBe('US-E'); // 4400 > 4150
    const east = only(
      quote(
        shipment([carton(50, 40, 40, 30)], { destination: { country: 'US', postcode: '10314' } }),
        testCard([c]),
        FRIDAY_10H,
      ),
    );
    expect(east.zone).toBe('US-E');
    expect(east.transitDays).toEqual([8, 13]);
  });
});

describe('refusals', () => {
  const refusal = (s: Shipment, c: Channel = channel()) => {
    const result = quote(s, testCard([c]), FRIDAY_10H);
    expect(result.offers).toEqual([]);
    return result.refused[0];
  };

  it('names the carton and the limit it breaks', () => {
    expect(refusal(shipment([carton(50, 40, 40, 12), carton(50, 40, 40, 41)]))).toMatchObject({
      reason: 'carton_too_heavy',
      carton: 1,
      limit: 40,
    });
    expect(refusal(shipment([carton(231, 40, 40, 30)]))).toMatchObject({
      reason: 'carton_too_long',
      carton: 0,
      limit: 230,
    });
    const parcel = channel({ cartons: { maxWeightKg: 30, maxLongestCm: 60, maxSumCm: 90 } });
    expect(refusal(shipment([carton(40, 30, 25, 2)]), parcel)).toMatchObject({
      reason: 'carton_too_large',
      limit: 90,
    });
  });

  it('refuses goods the line does not take, unserved postcodes and non-FBA addresses on FBA lines', () => {
    expect(refusal(shipment([carton(50, 40, 40, 12)], { goods: 'liquid' }))?.reason).toBe(
      'goods_not_accepted',
    );
    expect(
      refusal(
        shipment([carton(50, 40, 40, 12)], {
          destination: { country: 'US', postcode: '96701', fbaCode: 'HNL1' },
        }),
      )?.reason,
    ).toBe('postcode_unserved');
    expect(
      refusal(
        shipment([carton(50, 40, 40, 12)], { destination: { country: 'US', postcode: '92551' } }),
        channel({ fbaOnly: true }),
      )?.reason,
    ).toBe('fba_only');
  });

  it('leaves out lines that do not serve the lane or the chosen modes', () => {
    const result = quote(
      shipment([carton(50, 40, 40, 12)], { origin: 'YIW' }),
      testCard([channel()]),
      FRIDAY_10H,
    );
    expect(result.offers).toEqual([]);
    expect(result.refused).toEqual([]);
    expect(
      quote(
        shipment([carton(50, 40, 40, 12)], { modes: ['sea'] }),
        testCard([channel()]),
        FRIDAY_10H,
      ).offers,
    ).toEqual([]);
  });

  it('gives no offers outside the rate card dates', () => {
    const result = quote(
      shipment([carton(50, 40, 40, 12)]),
      testCard([channel()]),
      new Date('2027-07-01T02:00:00Z'),
    );
    expect(result.cardInForce).toBe(false);
    expect(result.offers).toEqual([]);
  });
});

describe('departures and validity', () => {
  const weekly = { departureWeekdays: [1, 3, 5], cutoffDaysBefore: 1, cutoffTime: '18:00' };

  it('skips a departure whose cut-off has passed, across the weekend and the month end', () => {
    // Friday 20 Nov, 19:00: Friday's cut-off (Thu 18:00) has passed; Monday 23 Nov closes Sun 22 Nov 18:00
    const deps = nextDepartures(weekly, [7, 12], { date: '2026-11-20', minutes: 19 * 60 }, 3);
    expect(deps.map((d) => d.etd)).toEqual(['2026-11-23', '2026-11-25', '2026-11-27']);
    expect(deps[0]).toEqual({
      etd: '2026-11-23',
      cutoff: { date: '2026-11-22', time: '18:00' },
      eta: ['2026-11-30', '2026-12-05'],
    });
  });

  it('keeps a departure open until the cut-off minute itself', () => {
    const at = (minutes: number) =>
      nextDepartures(weekly, [7, 12], { date: '2026-11-22', minutes }, 1)[0]?.etd;
    expect(at(18 * 60)).toBe('2026-11-23'); // Sunday 18:00: Monday still open
    expect(at(18 * 60 + 1)).toBe('2026-11-25'); // 18:01: next is Wednesday
  });

  it('uses China time: 11:00 UTC on Friday is 19:00 in Shenzhen', () => {
    const offer = only(
      quote(
        shipment([carton(50, 40, 40, 12, 2)]),
        testCard([channel()]),
        new Date('2026-11-20T11:00:00Z'),
      ),
    );
    expect(offer.nextDeparture?.etd).toBe('2026-11-23');
  });

  it('is valid for 14 days, never past the card expiry', () => {
    expect(
      quote(shipment([carton(50, 40, 40, 12, 2)]), testCard([channel()]), FRIDAY_10H).validUntil,
    ).toBe('2026-12-04');
    expect(
      quote(
        shipment([carton(50, 40, 40, 12, 2)]),
        testCard([channel()], { expiryDate: '2026-11-25' }),
        FRIDAY_10H,
      ).validUntil,
    ).toBe('2026-11-25');
  });
});

describe('the shipped network', () => {
  it('offers several lines from Shenzhen to ONT8, cheapest first, with refusals explained', () => {
    const result = quote(shipment([carton(50, 40, 40, 12, 3)]), shippedCard, FRIDAY_10H);
    const modes = new Set(result.offers.map((o) => o.mode));
    expect(modes).toEqual(new Set(['express', 'air', 'fastBoat', 'sea', 'lcl']));
    const totals = result.offers.map((o) => o.totalFen);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    // 50×40×40 cm exceeds the parcel line's 90 cm sum of sides
    expect(result.refused).toContainEqual(
      expect.objectContaining({ channel: 'BW-EC-US', reason: 'carton_too_large' }),
    );
  });

  it('finds lanes by FBA code, country name, city and ZIP, fastest first', () => {
    const toDortmund = searchRoutes({ to: 'DTM2' }, shippedCard, FRIDAY_10H);
    expect(toDortmund.destination).toMatchObject({ country: 'DE', fbaCode: 'DTM2' });
    expect(toDortmund.lanes.map((l) => l.mode)).toEqual(
      expect.arrayContaining(['express', 'air', 'rail', 'truck', 'sea']),
    );
    const days = toDortmund.lanes.map((l) => l.transitDays[0]);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(toDortmund.lanes[0]!.nextDepartures).toHaveLength(3);

    expect(
      searchRoutes({ to: '德国', mode: 'rail', from: 'YIW' }, shippedCard, FRIDAY_10H).lanes.map(
        (l) => l.channel,
      ),
    ).toEqual(['BW-RAIL-EU']);
    expect(searchRoutes({ to: 'Dortmund' }, shippedCard, FRIDAY_10H).destination?.country).toBe(
      'DE',
    );
    expect(searchRoutes({ to: '90001' }, shippedCard, FRIDAY_10H).destination).toEqual({
      country: 'US',
      postcode: '90001',
    });
    // Hawaii is not served; FBA-only lines need an FBA code
    const hawaii = searchRoutes({ to: '96701' }, shippedCard, FRIDAY_10H);
    expect(hawaii.lanes).toEqual([]);
    expect(searchRoutes({ to: 'Atlantis' }, shippedCard, FRIDAY_10H)).toEqual({
      destination: undefined,
      lanes: [],
    });
  });
});
