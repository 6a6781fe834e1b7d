#!/usr/bin/env node
// First-load JavaScript of pages: every script a fresh visit downloads until the network is
// idle, gzip-compressed here (level 9) so the figure does not depend on the server's settings.
// Usage: node scripts/bench/first-load-js.mjs http://localhost:3000 / /zh /query-price
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromeArgs, chromePath } from '../lib/chrome.mjs';

export async function firstLoadJs(base, paths) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  const results = [];
  for (const path of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        const body = await response.body();
        scripts.push({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
      } catch {
        // A response without a body (redirect, aborted) downloads no code.
      }
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await context.close();
    results.push({
      path,
      files: scripts.length,
      raw: scripts.reduce((n, s) => n + s.raw, 0),
      gzip: scripts.reduce((n, s) => n + s.gzip, 0),
      scripts,
    });
  }
  await browser.close();
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
  for (const r of await firstLoadJs(base, paths.length ? paths : ['/'])) {
    console.log(`${r.path}\t${r.files} files\t${r.raw} B raw\t${r.gzip} B gzip`);
  }
}
