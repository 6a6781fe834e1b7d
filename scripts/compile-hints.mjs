#!/usr/bin/env node
// `npm run build` runs this after `next build`: see scripts/lib/compile-hints.mjs.
import { join } from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';

const dir = join(import.meta.dirname, '..', '.next', 'static', 'chunks');
console.log(`Compile hints added to ${addCompileHints(dir)} browser chunks in .next/static/chunks`);
