#!/usr/bin/env node
// JavaScript of pages, gzip-compressed here (level 9) so the figure does not depend on the
// server's settings. A fresh visit is followed until the network is idle; each script counts as
//  - first load: named by the page's HTML (its script tags and preloads), needed to paint and
//    hydrate the page;
//  - later: fetched afterwards (the router's prefetch of pages linked in view, lazy imports),
//    which a visitor never waits for.
// Usage: node scripts/bench/first-load-js.mjs http://localhost:3000 / /zh /query-price
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromeArgs, chromePath } from '../lib/chrome.mjs';

/**
 * The framework's files (React, the Next.js and Turbopack runtimes, shared by every page) as the
 * build manifest lists them; every other script is the site's own code.
 */
function frameworkFiles(root) {
  try {
    const manifest = JSON.parse(readFileSync(join(root, '.next', 'build-manifest.json'), 'utf8'));
    return new Set([...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])]);
  } catch {
    return new Set();
  }
}

export async function firstLoadJs(base, paths, root = process.cwd()) {
  const framework = frameworkFiles(root);
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const results = [];
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    const pending = [];
    page.on('response', (response) => pending.push(record(response)));
    async function record(response) {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        const file = new URL(response.url()).pathname.replace(/^\/_next\//, '');
        scripts.push({
          url: response.url(),
          framework: framework.has(file),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      } catch {
        // A response without a body (redirect, aborted) downloads no code.
      }
    }
    const document = await page.goto(base + path);
    // Scripts start after the first paint (server/deferred-scripts.mjs), up to a second later,
    // so the network can go idle before they do: wait for the app to mount, then for the rest.
    await page.locator('html[data-app-mounted]').waitFor({ state: 'attached', timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const html = (await document?.text()) ?? '';
    await Promise.all(pending);
    await context.close();
    for (const script of scripts) script.firstLoad = html.includes(new URL(script.url).pathname);
    const first = scripts.filter((s) => s.firstLoad);
    const sum = (list) => list.reduce((n, s) => n + s.gzip, 0);
    results.push({
      path,
      files: first.length,
      raw: first.reduce((n, s) => n + s.raw, 0),
      gzip: sum(first),
      frameworkGzip: sum(first.filter((s) => s.framework)),
      ownGzip: sum(first.filter((s) => !s.framework)),
      laterFiles: scripts.length - first.length,
      laterGzip: sum(scripts.filter((s) => !s.firstLoad)),
      scripts,
    });
  }
  await browser.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  for (const r of await firstLoadJs(base, paths.length ? paths : ['/'])) {
    console.log(
      `${r.path}\t${r.files} files\t${r.gzip} B gzip (framework ${r.frameworkGzip}, own ${r.ownGzip}); later ${r.laterFiles} files, ${r.laterGzip} B`,
    );
  }
}
