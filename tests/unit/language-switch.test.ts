import { describe, expect, it } from 'vitest';
import { splitLocale } from '@/i18n/routing';
import { languageSwitchedTo, switchTarget, type ViewParams } from '@/i18n/language-switch';

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

describe('switchTarget: where the switcher leads', () => {
  const only = ['/news-services/chinese-only'];
  const to = (path: string, params: ViewParams = {}) =>
    switchTarget(path, params, only, '/news-services');

  it('keeps the page', () => {
    expect(to('/')).toBe('/');
    expect(to('/storehouse')).toBe('/storehouse');
    expect(to('/news-services')).toBe('/news-services');
  });

  it('keeps the query of a search, which its results route carries', () => {
    expect(to('/query-route', { search: '?to=ONT8&mode=sea' })).toBe(
      '/query-route?to=ONT8&mode=sea',
    );
    expect(to('/query-price', { search: '?from=SZX&to=%E4%B8%AD&qty=1' })).toBe(
      '/query-price?from=SZX&to=%E4%B8%AD&qty=1',
    );
    // As Next gives the parameter: as the internal route's URL writes it.
    expect(to('/query-price', { search: encodeURIComponent('?from=SZX&to=%E4%B8%AD') })).toBe(
      '/query-price?from=SZX&to=%E4%B8%AD',
    );
    // A list of tracking numbers keeps its commas, whichever way Next decoded the parameter.
    expect(to('/query-route', { search: '?numbers=BW80000001%2CBW80000002' })).toBe(
      '/query-route?numbers=BW80000001,BW80000002',
    );
    expect(to('/query-route', { search: encodeURIComponent('?numbers=A1234,B%265678') })).toBe(
      '/query-route?numbers=A1234,B%265678',
    );
  });

  it('gives the public address of a news list view, whatever path the router names', () => {
    // Prerendered at the internal route; in the browser at the public path.
    for (const path of ['/news-list/compliance/1', '/news-services'])
      expect(to(path, { filter: 'compliance', page: '1' })).toBe(
        '/news-services?category=compliance',
      );
    expect(to('/news-list/all/2', { filter: 'all', page: '2' })).toBe('/news-services?page=2');
    expect(to('/news-list/all/1', { filter: 'all', page: '1' })).toBe('/news-services');
    expect(to('/news-services', { filter: 'compliance', page: '3' })).toBe(
      '/news-services?category=compliance&page=3',
    );
  });

  it('leads from a page the other language lacks to the fallback', () => {
    expect(to('/news-services/chinese-only')).toBe('/news-services');
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
