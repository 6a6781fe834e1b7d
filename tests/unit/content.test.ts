import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Nodes, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { loadPageDocument, parseMarkdownDocument, renderMarkdown } from '@/lib/content/markdown';
import {
  aboutPageSchema,
  explainerPageSchema,
  privacyPageSchema,
  servicePageSchema,
  storehousePageSchema,
} from '@/lib/content/schemas';
import { faqJsonLd } from '@/components/sections/faq';
import { organizationJsonLd } from '@/lib/seo/organization';
import { company } from '@/lib/company';
import { createTranslator } from 'next-intl';
import { catalogues } from '@/i18n/catalogues';
import { figureArguments, type FigureKey } from '@/lib/company/figures';

/** A figure as the Figures section writes it (the Figures.number message). */
function formatFigure(key: FigureKey, locale: 'en' | 'zh') {
  const messages = { en, zh }[locale];
  const t = createTranslator({ locale, messages, namespace: 'Figures' });
  return t('number', figureArguments(key, locale));
}
import { Prose } from '@/components/ui/prose';

const { en, zh } = catalogues;

/** The HTML a page shows for a rendered body. */
const html = (tree: Root) => renderToStaticMarkup(createElement(Prose, { tree }));

const schemas = {
  'direct-sales': servicePageSchema,
  'fba-head-shipping': servicePageSchema,
  'overseas-services': servicePageSchema,
  'enterprise-business': servicePageSchema,
  storehouse: storehousePageSchema,
  about: aboutPageSchema,
  privacy: privacyPageSchema,
  'query-price': explainerPageSchema,
  'query-route': explainerPageSchema,
  'join-us': explainerPageSchema,
};

describe('page content files', () => {
  it('every folder under content/pages has a schema', () => {
    const folders = readdirSync(join(process.cwd(), 'content', 'pages')).sort();
    expect(folders).toEqual(Object.keys(schemas).sort());
  });

  for (const [page, schema] of Object.entries(schemas)) {
    it(`${page} validates in both languages, with the same list lengths`, () => {
      const en = loadPageDocument(page, 'en', schema);
      const zh = loadPageDocument(page, 'zh', schema);
      const shape = (data: object) =>
        Object.fromEntries(
          Object.entries(data).map(([k, v]) => [k, Array.isArray(v) ? v.length : typeof v]),
        );
      expect(shape(zh.data)).toEqual(shape(en.data));
      expect(html(en.tree).length).toBeGreaterThan(200);
      expect(html(zh.tree).length).toBeGreaterThan(200);
      expect(html(en.tree)).not.toMatch(/<h1|<script/i);
    });
  }

  it('names the file and the field when frontmatter is wrong', () => {
    const broken = `---\naudience: ['one']\nincluded: []\nsteps: []\nrules: []\nfaqs:\n  - q: 'Only a question'\n---\nBody`;
    expect(() =>
      parseMarkdownDocument(broken, servicePageSchema, {
        file: 'content/pages/broken/en.md',
        locale: 'en',
      }),
    ).toThrow(
      /content\/pages\/broken\/en\.md has invalid frontmatter:[\s\S]*audience[\s\S]*faqs\.0\.a/,
    );
  });

  it('drops raw HTML from Markdown', () => {
    const doc = parseMarkdownDocument(
      '---\n---\nHello <script>alert(1)</script> **world**',
      aboutPageSchema,
      { file: 'x.md', locale: 'en' },
    );
    // The tags go; their text stays as inert text.
    expect(html(doc.tree)).toBe(
      '<div class="prose-content "><p>Hello alert(1) <strong>world</strong></p></div>',
    );
  });
});

describe('the rules every Markdown file follows', () => {
  const render = (markdown: string, locale: 'en' | 'zh' = 'en') =>
    html(renderMarkdown(markdown, { file: 'content/pages/x/en.md', locale }).tree);

  it('writes a site path once for both languages', () => {
    expect(render('[Fees](/storehouse#fees)', 'zh')).toContain('href="/zh/storehouse#fees"');
    expect(render('[Fees](/storehouse#fees)')).toContain('href="/storehouse#fees"');
    expect(render('[Mail](mailto:a@b.example) [Web](https://example.com)')).toContain(
      'href="mailto:a@b.example"',
    );
  });

  it('refuses links that run code, an h1 and images a page has no place for', () => {
    expect(() => render('[x](javascript:alert(1))')).toThrow(
      /content\/pages\/x\/en\.md: link "javascript:alert\(1\)" is not allowed/,
    );
    expect(() => render('[x](//evil.example)')).toThrow(/is not allowed/);
    expect(() => render('# Title')).toThrow(/content\/pages\/x\/en\.md: use ## and ###/);
    expect(() => render('![Map](map.jpg)')).toThrow(/image "map\.jpg" is not an image file/);
  });

  it('puts tables in a named, focusable region and makes code blocks focusable', () => {
    const out = render('| Zone | Days |\n| --- | --- |\n| A | 3 |\n\n```\nx\n```');
    expect(out).toContain(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Zone, Days"><table>',
    );
    expect(out).toContain('<pre tabindex="0"><code>x');
    // Headings of pages stay plain: only articles give them anchors.
    expect(render('## Plain')).toContain('<h2>Plain</h2>');
  });
});

describe('structured data', () => {
  it('the about page describes the organisation with its contact points', () => {
    const ld = JSON.parse(JSON.stringify(organizationJsonLd('en')));
    expect(ld['@type']).toBe('Organization');
    expect(ld.name).toBe('BridgeWay Global Logistics');
    expect(ld.alternateName).toBe('桥途国际物流');
    expect(ld.url).toBe('http://localhost:3000');
    expect(ld.logo).toBe('http://localhost:3000/icon.svg');
    expect(ld.foundingDate).toBe('2012');
    expect(ld.contactPoint).toHaveLength(2);
    expect(ld.contactPoint[0]).toMatchObject({
      '@type': 'ContactPoint',
      telephone: '+86-755-2960-8800',
      email: 'hello@bridgeway.example',
    });
    expect(organizationJsonLd('zh').name).toBe('桥途国际物流');
  });

  it('a service page publishes its questions as FAQPage', () => {
    const { data } = loadPageDocument('fba-head-shipping', 'zh', servicePageSchema);
    const ld = JSON.parse(JSON.stringify(faqJsonLd(data.faqs)));
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity.length).toBeGreaterThanOrEqual(5);
    expect(ld.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: data.faqs[0]!.q,
      acceptedAnswer: { '@type': 'Answer', text: data.faqs[0]!.a },
    });
  });
});

describe('company facts', () => {
  it('formats figures for each language', () => {
    expect(formatFigure('overseasAreaM2', 'en')).toBe('420,000');
    expect(formatFigure('overseasAreaM2', 'zh')).toBe('42 万');
    expect(formatFigure('peakParcelsPerDay', 'en')).toBe('2.1 million');
    expect(formatFigure('peakParcelsPerDay', 'zh')).toBe('210 万');
    expect(formatFigure('brands', 'en')).toBe('80,000+');
    expect(formatFigure('brands', 'zh')).toBe('8 万+');
    expect(formatFigure('staff', 'zh')).toBe('1300');
  });

  it('the warehouse list adds up to the published figures', () => {
    const overseas = company.warehouses.filter((w) => w.kind === 'overseas');
    expect(overseas).toHaveLength(12);
    expect(overseas.reduce((s, w) => s + w.areaM2, 0)).toBe(420_000);
    expect(company.warehouses.filter((w) => w.kind === 'china')).toHaveLength(9);
  });
});

describe('Markdown in every content file', () => {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? files(join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [join(dir, entry.name)]
          : [],
    );
  const all = files(join(process.cwd(), 'content'));

  it('finds the pages, positions and articles', () => {
    expect(all.length).toBeGreaterThan(40);
  });

  // CommonMark does not close **bold** when the closing ** follows punctuation and is followed
  // by a letter, as in Chinese "**客户服务：**用中英文…": the asterisks then show on the page.
  it.each(all.map((file) => [file.slice(process.cwd().length + 1), file]))(
    '%s leaves no emphasis markers in its text',
    (name, file) => {
      const body = readFileSync(file, 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
      const { tree } = renderMarkdown(body, {
        file: name,
        locale: basename(file, '.md') as 'en' | 'zh',
        images: { files: readdirSync(dirname(file)), url: (image) => image },
      });
      // The text a reader sees outside code, where ** and __ are meant literally.
      const prose = (node: Nodes): string =>
        node.type === 'text'
          ? node.value
          : 'children' in node &&
              !(node.type === 'element' && ['pre', 'code'].includes(node.tagName))
            ? node.children.map(prose).join('')
            : '';
      expect(prose(tree)).not.toMatch(/\*\*|__/);
    },
  );
});
