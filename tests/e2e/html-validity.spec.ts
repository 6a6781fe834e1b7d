// The Nu HTML Checker (vnu-jar, run by Java) over every page of both sitemaps and the views that
// only a query or an unknown path shows: results, filtered and paged news lists, the 404 page.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_TRACKING_NUMBER } from '../../src/lib/tracking/demo';
import { locales, publicPath } from './support';

const NOT_FOUND = '/no-such-page';
const RESULT_VIEWS = [
  '/query-price?from=SZX&to=ONT8&goods=general&units=metric&qty=3&len=50&wid=40&hei=40&wt=12',
  '/query-route?to=DTM2',
  `/query-route?numbers=${DEMO_TRACKING_NUMBER},BW000000000404,AB1`,
  '/news-services?category=compliance',
  '/news-services?page=2',
  NOT_FOUND,
];

const VNU_JAR = join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

type VnuMessage = { type: string; url: string; lastLine?: number; message: string };

/** vnu's JSON report of these files (written to stderr; it exits non-zero when it finds errors). */
function vnu(files: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      // The quick compiler only (C1) halves the run of a short-lived JVM like this one; its
      // deeper frames need a larger stack than the checker's 512 KB minimum.
      [
        '-Xss8m',
        '-XX:TieredStopAtLevel=1',
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) =>
        stderr ? resolve(stderr) : reject(error ?? new Error('no report')),
    );
  });
}

/** The paths a sitemap lists (its URLs carry the configured public origin, not this server's). */
async function sitemapPaths(request: APIRequestContext, sitemap: string): Promise<string[]> {
  const xml = await (await request.get(sitemap)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    const url = new URL(m[1]!);
    return url.pathname + url.search;
  });
}

test('every sitemap page and results view is valid HTML (Nu HTML Checker)', async ({ request }) => {
  // One Java start for all the documents: most of the test's time.
  test.setTimeout(120_000);
  const paths = [
    ...(await sitemapPaths(request, '/sitemap.xml')),
    ...(await sitemapPaths(request, '/zh/sitemap.xml')),
    ...locales.flatMap((locale) => RESULT_VIEWS.map((view) => publicPath(view, locale))),
  ];
  expect(paths.length).toBeGreaterThan(40);

  const dir = mkdtempSync(join(tmpdir(), 'vnu-'));
  try {
    // File name → the path it was fetched from.
    const pathOf = new Map<string, string>();
    await Promise.all(
      paths.map(async (path, i) => {
        const response = await request.get(path);
        expect(response.status(), path).toBe(path.endsWith(NOT_FOUND) ? 404 : 200);
        writeFileSync(join(dir, `${i}.html`), await response.body());
        pathOf.set(`${i}.html`, path);
      }),
    );
    const files = [...pathOf.keys()].map((name) => join(dir, name));
    const { messages } = JSON.parse(await vnu(files)) as { messages: VnuMessage[] };
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => `${pathOf.get(basename(m.url)) ?? m.url}:${m.lastLine ?? '?'}: ${m.message}`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
