#!/usr/bin/env node
// `npm run build` runs this after `next build`: see scripts/lib/compile-hints.mjs.
import { join } from 'node:path';
import { addCompileHints } from './lib/compile-hints.mjs';

const changed = addCompileHints(join(import.meta.dirname, '..'));
console.log(`Compile hints added to ${changed} browser chunks in .next/static/chunks`);
