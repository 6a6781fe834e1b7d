#!/usr/bin/env node
// `npm run build` runs this after `next build`: see scripts/lib/postbuild.mjs.
import { join } from 'node:path';
import { afterNextBuild } from './lib/postbuild.mjs';

const { hinted, compressed } = afterNextBuild(join(import.meta.dirname, '..'));
console.log(`Compile hints added to ${hinted} browser chunks in .next/static/chunks`);
console.log(`Brotli and gzip copies written for ${compressed} files in .next/static`);
