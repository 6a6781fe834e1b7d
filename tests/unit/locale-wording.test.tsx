import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createFormatter, createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/catalogues';
import { formats } from '@/i18n/formats';
import { destinationLabel } from '@/lib/shipping/labels';
import type { Locations } from '@/lib/shipping/schema';

// Units, separators and number words that differ by language come from the messages or Intl.
const t = (locale: 'en' | 'zh') =>
  createTranslator({ locale, messages: catalogues[locale], namespace: 'PriceLookup' });

describe('price results wording', () => {
  it('writes chargeable weight and volume in each language', () => {
    expect(t('en')('measure', { unit: 'kg', amount: 41.5 })).toBe('41.5 kg');
    expect(t('zh')('measure', { unit: 'kg', amount: 41.5 })).toBe('41.5 千克');
    expect(t('en')('measure', { unit: 'cbm', amount: 1234.567 })).toBe('1,234.57 m³');
    expect(t('zh')('measure', { unit: 'cbm', amount: 0.5 })).toBe('0.5 m³');
    expect(t('zh')('unitPrice', { price: '¥41.50', unit: 'kg' })).toBe('¥41.50/kg');
    expect(t('en')('unitPrice', { price: '$2.00', unit: 'cbm' })).toBe('$2.00/m³');
  });

  it('sets a refused line off from its reason with the language’s colon', () => {
    const line = (locale: 'en' | 'zh') =>
      renderToStaticMarkup(
        <p>
          {t(locale).rich('refusal', {
            name: 'Air',
            reason: 'R.',
            line: (chunks) => <b>{chunks}</b>,
          })}
        </p>,
      );
    expect(line('en')).toBe('<p><b>Air</b>: R.</p>');
    expect(line('zh')).toBe('<p><b>Air</b>：R.</p>');
  });

  it('writes an FBA destination with its country', () => {
    const locations = {
      origins: [],
      countries: [{ code: 'US', name: { en: 'United States', zh: '美国' } }],
    } as unknown as Locations;
    const label = (locale: 'en' | 'zh') =>
      destinationLabel(locations, { country: 'US', fbaCode: 'ONT8' }, locale, (v) =>
        createTranslator({ locale, messages: catalogues[locale], namespace: 'Common' })(
          'fbaDestination',
          v,
        ),
      );
    expect(label('en')).toBe('ONT8 (United States)');
    expect(label('zh')).toBe(' ONT8（美国）');
  });
});

describe('enumeration list format', () => {
  it('joins items with each language’s separator, without a final "and"', () => {
    const list = (locale: 'en' | 'zh') =>
      createFormatter({ locale, formats }).list(['A', 'B', 'C'], 'enumeration');
    expect(list('en')).toBe('A, B, C');
    expect(list('zh')).toBe('A、B、C');
  });
});
