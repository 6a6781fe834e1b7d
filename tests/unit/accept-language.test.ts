import { describe, expect, it } from 'vitest';
import { preferredLocale } from '@/i18n/accept-language';

const locales = ['en', 'zh'] as const;

describe('preferredLocale', () => {
  it.each([
    ['zh-CN,zh;q=0.9,en;q=0.8', 'zh'],
    ['en-US,en;q=0.9,zh-CN;q=0.8', 'en'],
    ['zh-Hans-CN', 'zh'],
    ['ZH-TW', 'zh'],
    ['fr-FR,fr;q=0.9,zh;q=0.5,en;q=0.4', 'zh'],
    ['en;q=0.2,zh;q=0.7', 'zh'],
    ['de-DE,*;q=0.1', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(preferredLocale(header, locales)).toBe(expected);
  });

  it('skips languages the browser refuses (q=0)', () => {
    expect(preferredLocale('zh;q=0,en;q=0.5', locales)).toBe('en');
  });

  it('answers undefined when nothing supported is acceptable', () => {
    expect(preferredLocale('fr-FR,de;q=0.8', locales)).toBeUndefined();
    expect(preferredLocale('', locales)).toBeUndefined();
    expect(preferredLocale(null, locales)).toBeUndefined();
    expect(preferredLocale(';;;,,q=', locales)).toBeUndefined();
  });
});
