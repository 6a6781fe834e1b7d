// What follows `next build`, wherever the build runs (`npm run build`, and `npm start`, `npm test`
// and the bench through scripts/lib/bootstrap.mjs): compile hints on the browser chunks, then
// Brotli and gzip copies of the static files, in that order (the hints change the scripts).
import { addCompileHints } from './compile-hints.mjs';
import { precompressStatic } from './precompress.mjs';

export function afterNextBuild(projectRoot) {
  const hinted = addCompileHints(projectRoot);
  const compressed = precompressStatic(projectRoot);
  return { hinted, compressed };
}
