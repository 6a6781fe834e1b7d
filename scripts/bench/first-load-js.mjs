#!/usr/bin/env node
// First-load JavaScript of pages: every script a fresh visit downloads until the network is
// idle, gzip-compressed here (level 9) so the figure does not depend on the server's settings.
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
    page.on('response', async (response) => {
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
    });
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await context.close();
    results.push({
      path,
      files: scripts.length,
      raw: scripts.reduce((n, s) => n + s.raw, 0),
      gzip: scripts.reduce((n, s) => n + s.gzip, 0),
      frameworkGzip: scripts.filter((s) => s.framework).reduce((n, s) => n + s.gzip, 0),
      ownGzip: scripts.filter((s) => !s.framework).reduce((n, s) => n + s.gzip, 0),
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
      `${r.path}\t${r.files} files\t${r.gzip} B gzip (framework ${r.frameworkGzip}, own ${r.ownGzip})`,
    );
  }
}
