// The news articles' images: content/seed/news/<articleId>/ gets its cover (the frontmatter's
// `cover`, else cover.jpg) and the inline figures its Markdown references.
import matter from 'gray-matter';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, writeJpeg } from './draw.mjs';
import { coverSvg } from './news-covers.mjs';
import { figures } from './news-figures.mjs';

const NEWS_DIR = join(ROOT, 'content/seed/news');
const JPEG = { quality: 80, mozjpeg: true, progressive: true };

function articleFrontmatter(dir) {
  for (const locale of ['en', 'zh']) {
    const file = join(dir, `${locale}.md`);
    if (existsSync(file)) return matter(readFileSync(file, 'utf8')).data;
  }
  return undefined;
}

/** Image files referenced with a relative path in the article's Markdown files. */
function referencedImages(dir) {
  const names = new Set();
  for (const locale of ['en', 'zh']) {
    const file = join(dir, `${locale}.md`);
    if (!existsSync(file)) continue;
    const { content } = matter(readFileSync(file, 'utf8'));
    for (const m of content.matchAll(/!\[[^\]]*\]\(([^)\s]+)\)/g))
      if (!/^[a-z]+:|^\//i.test(m[1])) names.add(m[1]);
  }
  return names;
}

/** Draws every article's images; returns how many referenced images nothing draws. */
export async function drawNewsImages() {
  const articleIds = readdirSync(NEWS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  let problems = 0;
  for (const id of articleIds) {
    const dir = join(NEWS_DIR, id);
    const data = articleFrontmatter(dir);
    if (!data) {
      console.error(`${id}: no en.md or zh.md, skipped`);
      continue;
    }
    const cover = typeof data.cover === 'string' ? data.cover : 'cover.jpg';
    await writeJpeg(coverSvg(id, data.category), join(dir, cover), JPEG);
    const own = figures[id] ?? {};
    for (const [name, draw] of Object.entries(own)) await writeJpeg(draw(), join(dir, name), JPEG);
    for (const name of referencedImages(dir))
      if (name !== cover && !own[name]) {
        console.error(`${id}: ${name} is referenced but no figure draws it`);
        problems++;
      }
  }
  return problems;
}
