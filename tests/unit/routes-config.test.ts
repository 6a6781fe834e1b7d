import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPagePath, resultsRoute } from '@/config/routes';

describe('the routes the proxy chooses', () => {
  it('knows the registered pages, not their internal routes', () => {
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/query-price')).toBe(true);
    expect(isPagePath('/query-price/results')).toBe(false);
    expect(isPagePath('/news-list/all/1')).toBe(false);
  });

  it('renders a search at the results route, which carries the public query', () => {
    expect(resultsRoute('/query-route', '?to=ONT8&mode=sea')).toBe(
      '/query-route/results/%3Fto%3DONT8%26mode%3Dsea',
    );
    expect(resultsRoute('/storehouse', '?to=ONT8')).toBeUndefined();
    // Whatever the query, the route stays one segment below the results route.
    for (const search of ['?..', '?.', '?a/../../b', '?%2e%2e', '?#x'])
      expect(new URL(`/zh${resultsRoute('/query-price', search)}`, 'http://x').pathname).toBe(
        `/zh/query-price/results/${encodeURIComponent(search)}`,
      );
  });
});

describe('src/config', () => {
  it('imports nothing from src/lib: configuration does not depend on the code it configures', () => {
    const dir = join(process.cwd(), 'src', 'config');
    for (const file of readdirSync(dir))
      expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/from '(@\/lib|\.\.\/lib)/);
  });
});
