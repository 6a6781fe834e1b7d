import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrontmatter } from '@/lib/content/frontmatter';
import { newsArticleSchema } from '@/lib/content/schemas';
import { newsCatalog, type NewsCatalog } from '@/lib/news/catalog';
import { loadArticle } from '@/lib/news/articles';
import { seedContent } from '@/lib/news/import';
import { readSeedArticles, SEED_NEWS_ROOT } from '@/lib/news/seed-folders';
import { useNewsDatabase } from '../support/news-db';
import { slugify, textOf } from '@/lib/content/markdown-rules';
import { renderArticleBody } from '@/lib/news/render';

const frontmatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n---\n`;

const valid = {
  title: "'Rail to Duisburg twice a week'",
  date: '2026-03-10',
  category: 'service-updates',
  summary: "'A second weekly train from Yiwu, on Saturdays, from 14 March.'",
  cover: 'cover.jpg',
  coverAlt: "'A calendar card with two days marked'",
  author: "'BridgeWay Operations Team'",
  tags: "['rail', 'Yiwu']",
  draft: 'false',
};

describe('the shipped news articles, imported into the database by migration 0008', () => {
  useNewsDatabase();
  let catalog: NewsCatalog;
  beforeAll(async () => {
    catalog = await newsCatalog();
  });

  it('all pass the frontmatter schema and the folder checks, and are all imported', () => {
    const files = readdirSync(SEED_NEWS_ROOT).flatMap((id) =>
      ['en.md', 'zh.md'].filter((f) => existsSync(join(SEED_NEWS_ROOT, id, f))),
    );
    expect(readSeedArticles().flatMap((a) => a.files)).toHaveLength(files.length);
    // brand.md: at least 8 articles in each language; 11 of the 12 folders are published.
    expect(catalog.published.en).toHaveLength(10);
    expect(catalog.published.zh).toHaveLength(11);
    // Dated as the files say (09:00 Beijing time that day), newest first.
    expect(catalog.published.zh[0]).toMatchObject({
      id: 'spring-festival-2027-supplier-receiving',
      date: '2026-11-18',
    });
    expect(catalog.published.en.find((a) => a.id === 'eu-vat-ioss-checklist-2026')).toMatchObject({
      date: '2026-04-08',
      updated: '2026-07-01',
    });
  });

  it('leave the draft out of both languages', () => {
    const draft = 'wayhub-tokyo-sea-and-fba-japan-2027';
    const seed = readSeedArticles().find((a) => a.id === draft)!;
    expect(seed.files.map((f) => f.draft)).toEqual([true, true]);
    expect(catalog.published.en.some((a) => a.id === draft)).toBe(false);
    expect(catalog.published.zh.some((a) => a.id === draft)).toBe(false);
  });

  it('publish the Chinese-only notice in Chinese only', () => {
    const id = 'spring-festival-2027-supplier-receiving';
    expect(catalog.published.en.some((a) => a.id === id)).toBe(false);
    expect(catalog.published.zh.find((a) => a.id === id)?.locales).toEqual(['zh']);
    expect(catalog.published.en.every((a) => a.locales.join() === 'en,zh')).toBe(true);
  });

  it('all render: headings below h1, the article images, covers at their stored size', async () => {
    for (const locale of ['en', 'zh'] as const)
      for (const { id } of catalog.published[locale]) {
        const article = await loadArticle(locale, id);
        expect(article?.coverImage).toMatchObject({ width: 1600, height: 900 });
        expect(article?.readingMinutes).toBeGreaterThanOrEqual(2);
      }
    const withFigure = await loadArticle('zh', 'fba-carton-rules-weight-size-labels');
    const images: { src: unknown; width: unknown; height: unknown }[] = [];
    const find = (node: unknown) => {
      const n = node as { type: string; tagName?: string; properties?: never; children?: [] };
      if (n.type === 'element' && n.tagName === 'img') images.push(n.properties!);
      n.children?.forEach(find);
    };
    find(withFigure!.tree);
    expect(images).toEqual([
      expect.objectContaining({
        src: '/news-media/fba-carton-rules-weight-size-labels/label-placement.jpg',
        width: 1200,
        height: 800,
      }),
    ]);
  }, 60_000);

  it('an unknown id or a draft loads nothing', async () => {
    expect(await loadArticle('en', 'no-such-article')).toBeUndefined();
    expect(await loadArticle('en', 'wayhub-tokyo-sea-and-fba-japan-2027')).toBeUndefined();
    expect(await loadArticle('en', 'spring-festival-2027-supplier-receiving')).toBeUndefined();
  });
});

describe('the article frontmatter schema', () => {
  const file = 'content/seed/news/broken/en.md';

  it('accepts a complete article and defaults tags and draft', () => {
    const { data } = parseFrontmatter(
      frontmatter({ ...valid, tags: '[]' }) + 'Body',
      newsArticleSchema,
      file,
    );
    expect(data).toMatchObject({ date: '2026-03-10', draft: false, tags: [] });
    const minimal = Object.fromEntries(
      Object.entries(valid).filter(([key]) => key !== 'draft' && key !== 'tags'),
    );
    expect(parseFrontmatter(frontmatter(minimal), newsArticleSchema, file).data).toMatchObject({
      draft: false,
      tags: [],
    });
  });

  it('rejects a broken file, naming the file and every wrong field', () => {
    const broken = frontmatter({
      ...valid,
      date: "'10 March 2026'",
      category: 'press-releases',
      coverAlt: "''",
      draf: 'true',
    });
    let message = '';
    try {
      parseFrontmatter(broken, newsArticleSchema, file);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^content\/seed\/news\/broken\/en\.md has invalid frontmatter:/);
    expect(message).toMatch(/^ {2}date: /m);
    expect(message).toMatch(/^ {2}category: .*company-news/m);
    expect(message).toMatch(/^ {2}coverAlt: /m);
    // A misspelt field is refused, so `draf: true` cannot publish a draft.
    expect(message).toMatch(/draf/);
  });

  it('rejects an update before the publication date and a cover that is not a file name', () => {
    expect(() =>
      parseFrontmatter(frontmatter({ ...valid, updated: '2026-03-01' }), newsArticleSchema, file),
    ).toThrow(/updated: must not be earlier than date/);
    expect(() =>
      parseFrontmatter(frontmatter({ ...valid, cover: "'../x.jpg'" }), newsArticleSchema, file),
    ).toThrow(/cover: must be the file name of an image beside the article/);
  });
});

describe('article folders', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  const reset = () => {
    rmSync(root, { recursive: true, force: true });
    mkdirSync(root, { recursive: true });
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'news-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('a folder name that is not a URL-safe id stops the build, naming the folder', () => {
    reset();
    write('Rail_News/en.md', frontmatter(valid) + 'Body');
    write('Rail_News/cover.jpg', 'x');
    expect(() => readSeedArticles(root)).toThrow(/Rail_News: the folder name .* URL-safe id/);
  });

  it('a cover that is not beside the article names the file and the cover', () => {
    reset();
    write('rail/en.md', frontmatter(valid) + 'Body');
    expect(() => readSeedArticles(root)).toThrow(
      /rail\/en\.md: cover "cover\.jpg" is not an image/,
    );
  });

  it('two languages that disagree on the date name both files', () => {
    reset();
    write('rail/cover.jpg', 'x');
    write('rail/en.md', frontmatter(valid) + 'Body');
    write('rail/zh.md', frontmatter({ ...valid, date: '2026-03-11' }) + '正文');
    expect(() => readSeedArticles(root)).toThrow(
      /rail\/en\.md and .*rail\/zh\.md disagree on date/,
    );
  });

  it('an unexpected file is named', () => {
    reset();
    write('rail/cover.jpg', 'x');
    write('rail/en.md', frontmatter(valid) + 'Body');
    write('rail/fr.md', frontmatter(valid) + 'Corps');
    expect(() => readSeedArticles(root)).toThrow(/rail\/fr\.md: not an article/);
  });

  it('a draft in one language publishes the article only in the other', () => {
    reset();
    write('rail/cover.jpg', 'x');
    write('rail/en.md', frontmatter({ ...valid, draft: 'true' }) + 'Body');
    write('rail/zh.md', frontmatter(valid) + '正文');
    const [seed] = readSeedArticles(root);
    const { content, draft } = seedContent(seed!);
    expect(draft).toBe(false);
    expect(content.onlyLocale).toBe('zh');
    expect(content.en.title).toBe('Rail to Duisburg twice a week');
  });
});

describe('rendering an article body', () => {
  const render = async (markdown: string, locale: 'en' | 'zh' = 'en') =>
    renderArticleBody(markdown, {
      id: 'rail',
      locale,
      images: [{ name: 'map.jpg', width: 40, height: 30 }],
    });

  it('gives headings unique ids and links to themselves', async () => {
    const { tree } = await render(
      '## Cut-offs\n\n### Cut-offs\n\n## Main\n\n## 为什么 IOSS 重要？',
    );
    const headings = tree.children.filter((n) => n.type === 'element');
    expect(headings.map((h) => (h.type === 'element' ? h.properties.id : ''))).toEqual([
      'cut-offs',
      'cut-offs-1',
      'main-1',
      '为什么-ioss-重要',
    ]);
    const first = headings[0]!;
    expect(first.type === 'element' && first.children[0]).toMatchObject({
      tagName: 'a',
      properties: { href: '#cut-offs' },
    });
  });

  it('serves images from beside the article with their real size, and wraps tables', async () => {
    const { tree, text } = await render(
      '![Rail map](map.jpg)\n\n| Train | Day |\n| --- | --- |\n| New | Sat |\n\n> Quote\n\n```bash\ncurl x\n```\n\n[Prices](/query-price)',
      'zh',
    );
    const json = JSON.stringify(tree);
    expect(json).toContain('"src":"/news-media/rail/map.jpg"');
    expect(json).toContain('"width":40,"height":30');
    expect(json).toContain('"role":"region","tabIndex":0,"ariaLabel":"Train, Day"');
    expect(json).toContain('"tagName":"blockquote"');
    expect(json).toContain('"tagName":"pre"');
    expect(json).toContain('"className":["language-bash"]');
    expect(json).toContain('"href":"/zh/query-price"');
    expect(text).toContain('curl x');
  });

  it('drops raw HTML', async () => {
    const { tree } = await render('Hello <script>alert(1)</script> **world**');
    expect(JSON.stringify(tree)).not.toContain('script');
  });

  it('stops on an h1, a missing image and an image without a description', async () => {
    await expect(render('# Title again')).rejects.toThrow(
      /news article "rail" \(en\): use ## and ###/,
    );
    await expect(render('![Map](other.jpg)')).rejects.toThrow(
      /image "other\.jpg" is not an image file beside/,
    );
    await expect(render('![](map.jpg)')).rejects.toThrow(/image "map\.jpg" needs a description/);
  });

  it('slugs keep letters of every script', () => {
    expect(slugify('  EU VAT & IOSS: 5 checks ')).toBe('eu-vat-ioss-5-checks');
    expect(slugify('春节 — 截仓时间')).toBe('春节-截仓时间');
    expect(slugify('!!!')).toBe('section');
    expect(textOf({ type: 'text', value: 'x' })).toBe('x');
  });
});
