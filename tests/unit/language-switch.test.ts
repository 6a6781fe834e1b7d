import { describe, expect, it } from 'vitest';
import { splitLocale } from '@/i18n/routing';
import { languageSwitchedTo } from '@/lib/i18n/language-switch';

const origin = 'https://www.example.com';

/** The headers Chromium sends when a visitor clicks a link on a page of `origin`. */
function click(referer: string | null, extra: Record<string, string> = {}) {
  const headers = new Headers({
    'sec-fetch-mode': 'navigate',
    'sec-fetch-user': '?1',
    'sec-fetch-site': 'same-origin',
    ...extra,
  });
  if (referer !== null) headers.set('referer', referer);
  return headers;
}

describe('languageSwitchedTo', () => {
  it('answers the target language for a click from a page in the other language', () => {
    expect(languageSwitchedTo(click(`${origin}/storehouse`), origin, 'zh', undefined)).toBe('zh');
    expect(languageSwitchedTo(click(`${origin}/zh`), origin, 'en', undefined)).toBe('en');
    expect(languageSwitchedTo(click(`${origin}/zh/abort?x=1`), origin, 'en', 'zh')).toBe('en');
    expect(languageSwitchedTo(click(`${origin}/`), origin, 'zh', 'en')).toBe('zh');
  });

  it('ignores a click within one language', () => {
    expect(languageSwitchedTo(click(`${origin}/zh/abort`), origin, 'zh', undefined)).toBeNull();
    expect(languageSwitchedTo(click(`${origin}/abort`), origin, 'en', undefined)).toBeNull();
    // '/zhx' is an English path, not the Chinese prefix.
    expect(languageSwitchedTo(click(`${origin}/zhx`), origin, 'en', undefined)).toBeNull();
  });

  it('ignores a choice already remembered', () => {
    expect(languageSwitchedTo(click(`${origin}/storehouse`), origin, 'zh', 'zh')).toBeNull();
  });

  it('ignores typed addresses, other sites, scripts and what the visitor did not start', () => {
    const from = `${origin}/storehouse`;
    expect(languageSwitchedTo(click(null), origin, 'zh', undefined)).toBeNull();
    expect(languageSwitchedTo(click('not a url'), origin, 'zh', undefined)).toBeNull();
    expect(languageSwitchedTo(click('https://evil.example/'), origin, 'zh', undefined)).toBeNull();
    expect(
      languageSwitchedTo(click(from, { 'sec-fetch-site': 'cross-site' }), origin, 'zh', undefined),
    ).toBeNull();
    expect(
      languageSwitchedTo(click(from, { 'sec-fetch-mode': 'cors' }), origin, 'zh', undefined),
    ).toBeNull();
    const notByTheVisitor = click(from);
    notByTheVisitor.delete('sec-fetch-user');
    expect(languageSwitchedTo(notByTheVisitor, origin, 'zh', undefined)).toBeNull();
  });
});

describe('splitLocale', () => {
  it.each([
    ['/', 'en', '/'],
    ['/abort', 'en', '/abort'],
    ['/zh', 'zh', '/'],
    ['/zh/storehouse', 'zh', '/storehouse'],
    ['/zhx', 'en', '/zhx'],
  ])('%s → %s %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path });
  });
});
