#!/usr/bin/env node
// `npm run build` runs this after `next build`: compile hints on the browser chunks
// (scripts/lib/compile-hints.mjs), then Brotli and gzip copies of the static files
// (scripts/lib/precompress.mjs). `npm start` and `npm test` do the same after their builds.
import { join } from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';
import { precompressStatic } from './lib/precompress.mjs';

const root = join(import.meta.dirname, '..');
const hinted = addCompileHints(root);
console.log(`Compile hints added to ${hinted} browser chunks in .next/static/chunks`);
const compressed = precompressStatic(root);
console.log(`Brotli and gzip copies written for ${compressed} files in .next/static`);
