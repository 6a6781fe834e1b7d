import { describe, expect, it } from 'vitest';
import { comparisonText } from '@/components/tools/emissions-comparison';
import { translator } from '@/lib/enquiries/quote-text';
import type { EmissionsComparison } from '@/lib/shipping/emissions';

const offers = [
  { channel: 'BW-EXP-US', name: { en: 'BridgeWay Express US', zh: '桥途国际快递·美国' } },
  { channel: 'BW-FAST-US', name: { en: 'Fast boat US', zh: '美国快船' } },
];
// 36 kg from Shenzhen to ONT8 (the price lookup's example): express 280 kg, fast boat 9.3 kg.
const ont8: EmissionsComparison = {
  fastest: 'BW-EXP-US',
  lowest: 'BW-FAST-US',
  savedKg: 270,
  savedPercent: 97,
  extraDays: [12, 16],
  priceDifferenceFen: -219_817,
};
const en = (c: Partial<EmissionsComparison>) =>
  comparisonText(translator('en'), 'en', { ...ont8, ...c }, offers);
const zh = (c: Partial<EmissionsComparison>) =>
  comparisonText(translator('zh'), 'zh', { ...ont8, ...c }, offers);

describe('the emissions comparison line', () => {
  it('names both offers, the saving, the extra days and the price difference', () => {
    expect(en({})).toBe(
      'Choosing Fast boat US instead of the fastest offer, BridgeWay Express US, saves 270 kg CO₂e (97%): it takes 12–16 days longer and costs CN¥2,198.17 less.',
    );
    expect(zh({})).toBe(
      '选择美国快船而不是最快的桥途国际快递·美国，可少排放 270 kg CO₂e（97%），晚到 12–16 天，运费省 ¥2,198.17。',
    );
  });

  it('says when the lower emissions cost more, the same, or take no longer', () => {
    expect(en({ priceDifferenceFen: 16_783 })).toContain('costs CN¥167.83 more.');
    expect(zh({ priceDifferenceFen: 16_783 })).toContain('运费多 ¥167.83。');
    expect(en({ priceDifferenceFen: 0 })).toContain('costs the same.');
    expect(en({ extraDays: [0, 0] })).toContain('it takes no longer and');
    expect(zh({ extraDays: [0, 0] })).toContain('时效不变');
    expect(en({ extraDays: [3, 3] })).toContain('it takes 3 days longer');
    expect(en({ extraDays: [1, 1] })).toContain('it takes 1 day longer');
    expect(zh({ extraDays: [3, 3] })).toContain('晚到 3 天');
    // A range that ends earlier than the fastest's: at most the longer bound.
    expect(en({ extraDays: [2, -3] })).toContain('it takes up to 2 days longer');
  });

  it('formats the saving for the language, to two significant figures', () => {
    expect(en({ savedKg: 1200, savedPercent: 40 })).toContain('saves 1,200 kg CO₂e (40%)');
    expect(zh({ savedKg: 0.42 })).toContain('可少排放 0.42 kg CO₂e');
  });
});
