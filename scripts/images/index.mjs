#!/usr/bin/env node
// Draws the site's own images as SVG and renders them to JPEG with sharp: `npm run images`
// rewrites the stock images (public/images/*.jpg) and the news articles' covers and figures
// (content/seed/news/<articleId>/*.jpg); `npm run images -- stock` or `-- news` draws one set.
// Drawings are deterministic: the files change only when a drawing (or an article) does.
import { drawNewsImages } from './news.mjs';
import { drawStockImages } from './stock.mjs';

const SETS = { stock: drawStockImages, news: drawNewsImages };
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in SETS));
if (unknown.length) {
  console.error(
    `images: unknown set ${unknown.join(', ')} (sets: ${Object.keys(SETS).join(', ')})`,
  );
  process.exit(2);
}
let problems = 0;
for (const name of asked.length ? asked : Object.keys(SETS)) problems += (await SETS[name]()) ?? 0;
if (problems) process.exit(1);
