// The file extensions, defined once (server/static-files.mjs) for the server and the proxy,
// whose matcher Next reads as a literal; and the server's index of the files it has.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { createFileIndex } from '../../server/file-index.mjs';
import { FILE_EXTENSIONS, isFilePath, MISSING_FILE_HEADER } from '../../server/static-files.mjs';

describe("the proxy's matcher", () => {
  it('leaves out the files by the shared extensions', () => {
    expect(config.matcher[0]).toContain(`.*\\.(?:${FILE_EXTENSIONS})$).*)`);
  });
  it('takes in the files the server marks as missing', () => {
    expect(config.matcher).toContainEqual({
      source: '/:path*',
      has: [{ type: 'header', key: MISSING_FILE_HEADER }],
    });
  });
});

describe('isFilePath', () => {
  it.each([
    ['/favicon.ico', true],
    ['/images/hero.JPG', true],
    ['/_next/static/chunks/app.js', true],
    ['/builds/meta/x', true],
    ['/contact', false],
    ['/zh/news-services/json-api', false],
  ])('%s', (path, expected) => expect(isFilePath(path)).toBe(expected));
});

describe('createFileIndex', () => {
  const root = mkdtempSync(join(tmpdir(), 'file-index-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, 'public', 'images'), { recursive: true });
  mkdirSync(join(root, '.next'));
  writeFileSync(join(root, 'public', 'images', 'hero.jpg'), '');
  writeFileSync(
    join(root, '.next', 'app-path-routes-manifest.json'),
    JSON.stringify({
      '/og-image.png/route': '/og-image.png',
      '/[locale]/sitemap.xml/route': '/[locale]/sitemap.xml',
      '/[locale]/page': '/[locale]',
    }),
  );
  const index = createFileIndex(root);

  it.each([
    '/favicon.ico',
    '/nope.json',
    '/images/missing.png',
    '/zh/a/sitemap.xml',
    '/og-imagexpng.png',
  ])('%s is missing', (path) => expect(index.isMissing(path)).toBe(true));
  it.each([
    '/images/hero.jpg',
    '/og-image.png',
    '/zh/sitemap.xml',
    '/contact',
    '/_next/static/x.js',
    '/news-media/a/b.png',
  ])('%s is not', (path) => expect(index.isMissing(path)).toBe(false));
});
