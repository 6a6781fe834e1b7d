import { describe, expect, it } from 'vitest';
import { characterCount, counted, fill } from '@/components/ui/form-text';

describe("the forms' words in the browser", () => {
  it('fills a template’s named slots, literally, and leaves unknown ones', () => {
    expect(fill('Reference {reference}.', { reference: 'K7P3XQ' })).toBe('Reference K7P3XQ.');
    expect(fill('{a} {b}', { a: '$&$1' })).toBe('$&$1 {b}');
  });

  it('picks the message of a count from a list made for 1, 2, …', () => {
    const list = ['1 field', '2 fields', '3 fields'];
    expect(counted(list, 2)).toBe('2 fields');
    expect(counted(list, 0)).toBe('1 field');
    expect(counted(list, 9)).toBe('3 fields');
  });

  it('counts characters with the page language’s digits grouping', () => {
    expect(characterCount({ locale: 'en', characters: '{count} / 2,000' }, 1234)).toBe(
      '1,234 / 2,000',
    );
    expect(characterCount({ locale: 'zh', characters: '{count} / 2,000' }, 7)).toBe('7 / 2,000');
  });
});
