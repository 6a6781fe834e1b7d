import { describe, expect, it } from 'vitest';
import catalogueFile from '../../data/tracking/events.json';
import { EVENT_CATALOGUE, paramsOf, parseCatalogue } from '@/lib/tracking/catalogue';
import { eventText, placeName } from '@/lib/tracking/event-text';
import { TRACKING_STATUSES } from '@/lib/tracking/model';
import { parseRateCard } from '@/lib/shipping/data';
import locations from '../../data/shipping/locations.json';
import channels from '../../data/shipping/channels.json';
import rateCard from '../../data/shipping/rate-card.json';
import emissions from '../../data/shipping/emissions.json';

const coded = (code: string, params: Record<string, string> | null = null) => ({
  code,
  params,
  description: 'as stored',
  descriptionZh: null,
});

describe('the event catalogue', () => {
  it('has about thirty codes covering a cross-border parcel’s life, every status among them', () => {
    expect(EVENT_CATALOGUE.size).toBeGreaterThanOrEqual(30);
    const statuses = new Set([...EVENT_CATALOGUE.values()].map((e) => e.status));
    expect([...statuses].sort()).toEqual([...TRACKING_STATUSES].sort());
  });

  it('gives every code both languages naming exactly the same parameters', () => {
    for (const e of EVENT_CATALOGUE.values()) {
      expect(e.text.en.trim(), e.code).not.toBe('');
      expect(e.text.zh, e.code).toMatch(/[\u4e00-\u9fff]/);
      expect(paramsOf(e.text.zh), e.code).toEqual(paramsOf(e.text.en));
      expect(e.params, e.code).toEqual(paramsOf(e.text.en));
    }
  });

  it('gives each code its status', () => {
    const status = (code: string) => EVENT_CATALOGUE.get(code)?.status;
    expect(status('order_info_received')).toBe('info_received');
    expect(status('warehouse_received')).toBe('at_warehouse');
    expect(status('flight_departed')).toBe('in_transit');
    expect(status('export_customs_cleared')).toBe('customs');
    expect(status('import_customs_held')).toBe('customs');
    expect(status('handed_to_last_mile')).toBe('in_transit');
    expect(status('out_for_delivery')).toBe('out_for_delivery');
    expect(status('delivery_attempt_failed')).toBe('exception');
    expect(status('delivered')).toBe('delivered');
    expect(status('returned')).toBe('returned');
    expect(EVENT_CATALOGUE.get('flight_departed')?.params).toEqual(['airport', 'flight']);
    expect(EVENT_CATALOGUE.get('vessel_loaded')?.params).toEqual(['vessel', 'voyage']);
    expect(EVENT_CATALOGUE.get('train_departed')?.params).toEqual(['station', 'train']);
    expect(EVENT_CATALOGUE.get('truck_departed')?.params).toEqual(['truck']);
  });

  it('refuses a file whose texts disagree, with a typo’d brace, a duplicate or a foreign status', () => {
    const base = catalogueFile.events[0]!;
    const bad = parseCatalogue({
      events: [
        { ...base, text: { en: 'Departed on {flight}', zh: '已起飞' } },
        { ...base, code: 'typo', text: { en: 'Departed {flight', zh: '已起飞 {flight' } },
        { ...base, code: 'lost', status: 'lost' },
        { ...base, code: 'typo' },
      ],
    });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.problems).toEqual([
      'events.0.text: en and zh name other parameters',
      'events.1.text.en: unbalanced brace',
      'events.1.text.zh: unbalanced brace',
      expect.stringMatching(/^events\.2\.status: /),
    ]);
    const dup = parseCatalogue({ events: [base, base] });
    expect(dup).toEqual({ ok: false, problems: [`events.1.code: duplicate code ${base.code}`] });
  });
});

describe('eventText', () => {
  it('fills a code’s text with its parameters, our places in the reader’s language', () => {
    const departed = coded('flight_departed', {
      airport: 'Shenzhen Bao’an International Airport',
      flight: 'CZ327',
    });
    expect(eventText(departed, 'zh')).toBe('已从深圳宝安国际机场起飞，航班 CZ327');
    expect(eventText(departed, 'en')).toBe(
      'Departed Shenzhen Bao’an International Airport on flight CZ327',
    );
    // Sent in Chinese, with a plain apostrophe or another case: the same place.
    expect(
      eventText(
        { ...departed, params: { ...departed.params!, airport: '深圳宝安国际机场' } },
        'en',
      ),
    ).toBe('Departed Shenzhen Bao’an International Airport on flight CZ327');
    expect(
      eventText(
        {
          ...departed,
          params: { airport: "shenzhen bao'an international airport", flight: 'CZ327' },
        },
        'zh',
      ),
    ).toBe('已从深圳宝安国际机场起飞，航班 CZ327');
    // A carrier is no place of ours: as sent.
    expect(eventText(coded('handed_to_last_mile', { carrier: 'UPS' }), 'zh')).toBe(
      '已交由 UPS 派送',
    );
  });

  it('shows a description in the locale when sent in both, else as sent in every language', () => {
    const both = { code: null, params: null, description: 'Held', descriptionZh: '暂扣' };
    expect(eventText(both, 'zh')).toBe('暂扣');
    expect(eventText(both, 'en')).toBe('Held');
    const plain = { code: null, params: null, description: '已入库', descriptionZh: null };
    expect(eventText(plain, 'en')).toBe('已入库');
    expect(eventText(plain, 'zh')).toBe('已入库');
  });

  it('falls back to the stored text for a code no longer in the catalogue', () => {
    expect(eventText(coded('retired_code', {}), 'zh')).toBe('as stored');
  });
});

describe('placeName', () => {
  it('names our cities, warehouses, airports and ports in the reader’s language', () => {
    expect(placeName('Shenzhen', 'zh')).toBe('深圳');
    expect(placeName('Shenzhen warehouse', 'zh')).toBe('深圳仓');
    expect(placeName('Yantian Port', 'zh')).toBe('盐田港');
    expect(placeName('法兰克福机场', 'en')).toBe('Frankfurt Airport');
    expect(placeName(' frankfurt airport ', 'zh')).toBe('法兰克福机场');
  });

  it('shows any other place as sent', () => {
    expect(placeName('Brooklyn, NY, US', 'zh')).toBe('Brooklyn, NY, US');
    expect(placeName('Shenzhen, CN', 'zh')).toBe('Shenzhen, CN');
  });

  it('refuses a locations file naming two places alike', () => {
    const twice = {
      ...locations,
      places: [
        ...locations.places,
        { kind: 'airport', name: { en: 'FRANKFURT AIRPORT', zh: '法兰' } },
      ],
    };
    expect(() => parseRateCard({ locations: twice, channels, rateCard, emissions })).toThrow(
      /places\.\d+\.name\.en: the name FRANKFURT AIRPORT is taken/,
    );
  });
});
