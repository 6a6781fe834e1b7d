import { describe, expect, it } from 'vitest';
import {
  newEnquiryReference,
  readEnquiryReference,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
} from '@/lib/enquiries/reference';

describe('enquiry references', () => {
  it('are six characters of an alphabet without 0, O, 1 or I', () => {
    expect(REFERENCE_LENGTH).toBe(6);
    for (const lookAlike of ['0', 'O', '1', 'I'])
      expect(REFERENCE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(REFERENCE_ALPHABET).size).toBe(REFERENCE_ALPHABET.length);
    for (let i = 0; i < 2000; i++) expect(newEnquiryReference()).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  });

  it('use every character about equally often in every position', () => {
    const draws = 64_000;
    const counts = Array.from({ length: REFERENCE_LENGTH }, () => new Map<string, number>());
    for (let i = 0; i < draws; i++)
      [...newEnquiryReference()].forEach((c, at) =>
        counts[at]!.set(c, (counts[at]!.get(c) ?? 0) + 1),
      );
    // 2,000 expected per character and position. A chi-square over 31 degrees of freedom above
    // 100 happens by chance about once in a billion runs; a skewed or shrunken alphabet (a
    // modulo bias, a character never drawn) lands far above it.
    const expected = draws / REFERENCE_ALPHABET.length;
    for (const position of counts) {
      expect(position.size).toBe(REFERENCE_ALPHABET.length);
      const chi = [...position.values()].reduce((s, n) => s + (n - expected) ** 2 / expected, 0);
      expect(chi).toBeLessThan(100);
    }
  });

  it('map each draw of the random source to its own character', () => {
    const asked: number[] = [];
    const reference = newEnquiryReference((max) => {
      asked.push(max);
      return asked.length - 1;
    });
    expect(asked).toEqual(Array(6).fill(32));
    expect(reference).toBe('234567');
    // Every value of a draw gives another character: a uniform source gives uniform references.
    const seen = new Set<string>();
    for (let value = 0; value < 32; value++) seen.add(newEnquiryReference(() => value)[0]!);
    expect(seen.size).toBe(32);
  });

  it('are read back as people type them', () => {
    expect(readEnquiryReference(' k7m-2qx ')).toBe('K7M2QX');
    expect(readEnquiryReference('K7M 2QX')).toBe('K7M2QX');
    expect(readEnquiryReference('K7M2Q0')).toBeNull();
    expect(readEnquiryReference('K7M2Q')).toBeNull();
    expect(readEnquiryReference('K7M2QXX')).toBeNull();
    expect(readEnquiryReference('')).toBeNull();
  });
});
