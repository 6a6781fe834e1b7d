import { describe, expect, it } from 'vitest';
import { normalizeTrackingNumber, parseTrackingNumbers } from '@/lib/tracking/numbers';

describe('parseTrackingNumbers', () => {
  it('splits on new lines, spaces, commas, semicolons and the Chinese separators', () => {
    const parsed = parseTrackingNumbers(
      'BW100001\nBW100002\r\nBW100003 BW100004\tBW100005,BW100006;BW100007，BW100008、BW100009；BW100010',
    );
    expect(parsed).toEqual({
      ok: true,
      numbers: Array.from({ length: 10 }, (_, i) => `BW1000${String(i + 1).padStart(2, '0')}`),
      malformed: [],
    });
  });

  it('trims, upper-cases and de-duplicates keeping the first order', () => {
    expect(
      parseTrackingNumbers('  bw200002 , 1z999aa10123456784\n\nBW200002 ,, bw200001 '),
    ).toEqual({ ok: true, numbers: ['BW200002', '1Z999AA10123456784', 'BW200001'], malformed: [] });
  });

  it('reads full-width characters typed with a Chinese input method', () => {
    expect(parseTrackingNumbers('ＢＷ１２３４５　ＲＲ１２３４５６７８５ＣＮ')).toEqual({
      ok: true,
      numbers: ['BW12345', 'RR123456785CN'],
      malformed: [],
    });
  });

  it('accepts 5 to 50 letters, digits or dashes and lists the rest with the reason', () => {
    const fifty = 'A'.repeat(50);
    const parsed = parseTrackingNumbers([
      'ABCD',
      'ABCDE',
      fifty,
      `${fifty}B`,
      'BW-2026-01',
      'BW_123456',
      '订单12345',
      'A'.repeat(200),
    ]);
    expect(parsed).toEqual({
      ok: true,
      numbers: ['ABCDE', fifty, 'BW-2026-01'],
      malformed: [
        { input: 'ABCD', reason: 'length' },
        { input: `${fifty}B`, reason: 'length' },
        { input: 'BW_123456', reason: 'characters' },
        { input: '订单12345', reason: 'characters' },
        // Echoed back cut short: the page never repeats a pasted novel.
        { input: `${'A'.repeat(59)}…`, reason: 'length' },
      ],
    });
  });

  it('answers empty for nothing but separators, or no input at all', () => {
    expect(parseTrackingNumbers(' ,\n ; ，')).toEqual({ ok: false, error: 'empty' });
    expect(parseTrackingNumbers(undefined)).toEqual({ ok: false, error: 'empty' });
    expect(parseTrackingNumbers([])).toEqual({ ok: false, error: 'empty' });
  });

  it('takes 40 distinct entries and refuses 41, malformed ones counted, repeats not', () => {
    const forty = Array.from({ length: 40 }, (_, i) => `BW3000${String(i).padStart(2, '0')}`);
    const parsed = parseTrackingNumbers([...forty, ...forty].join(','));
    expect(parsed.ok && parsed.numbers).toEqual(forty);
    expect(parseTrackingNumbers([...forty, 'x'].join('\n'))).toEqual({
      ok: false,
      error: 'too_many',
      count: 41,
    });
    expect(parseTrackingNumbers([...forty, 'BW399999'])).toEqual({
      ok: false,
      error: 'too_many',
      count: 41,
    });
  });

  it('reads a repeated query parameter as one list', () => {
    expect(parseTrackingNumbers(['BW400001,BW400002', 'bw400003'])).toEqual({
      ok: true,
      numbers: ['BW400001', 'BW400002', 'BW400003'],
      malformed: [],
    });
  });
});

describe('normalizeTrackingNumber', () => {
  it('normalizes one number or says why it is not one', () => {
    expect(normalizeTrackingNumber(' bw123456 ')).toEqual({ ok: true, number: 'BW123456' });
    expect(normalizeTrackingNumber('BW 123456')).toEqual({ ok: false, reason: 'characters' });
    expect(normalizeTrackingNumber('BW1')).toEqual({ ok: false, reason: 'length' });
  });
});
