import { describe, expect, it } from 'vitest';
import type { NewsCategory } from '@/lib/content/schemas';
import {
  adjacentArticles,
  categoryCounts,
  compareNewestFirst,
  paginate,
  pageNumbers,
  parseListQuery,
  relatedArticles,
  sortNewestFirst,
} from '@/lib/news/listing';
import { readingMinutes } from '@/lib/news/reading-time';
import { listViewPath, listViewRoute } from '@/lib/news/paths';

type Item = { id: string; date: string; category: NewsCategory; tags: string[] };
const item = (
  id: string,
  date: string,
  category: NewsCategory = 'company-news',
  tags: string[] = [],
): Item => ({
  id,
  date,
  category,
  tags,
});

describe('sorting', () => {
  it('puts the newest first and orders one day by id', () => {
    const sorted = sortNewestFirst([
      item('b', '2026-05-01'),
      item('old', '2025-12-31'),
      item('new', '2026-11-16'),
      item('a', '2026-05-01'),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['new', 'a', 'b', 'old']);
    expect(compareNewestFirst(item('x', '2026-01-02'), item('y', '2026-01-01'))).toBeLessThan(0);
  });

  it('orders the articles of one day by the moment they went out', () => {
    const at = (id: string, publishedAt: string) => ({ ...item(id, '2026-11-26'), publishedAt });
    const sorted = sortNewestFirst([
      at('a-morning', '2026-11-26T01:00:00.000Z'),
      at('z-noon', '2026-11-26T04:00:00.000Z'),
    ]);
    expect(sorted.map((a) => a.id)).toEqual(['z-noon', 'a-morning']);
  });
});

describe('pagination', () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1);

  it('has 6 a page and nothing outside the pages', () => {
    expect(paginate(twelve, 1)).toEqual({
      items: [1, 2, 3, 4, 5, 6],
      page: 1,
      pageCount: 2,
      total: 12,
    });
    expect(paginate(twelve, 2)?.items).toEqual([7, 8, 9, 10, 11, 12]);
    expect(paginate(twelve, 3)).toBeUndefined();
    expect(paginate(twelve, 0)).toBeUndefined();
    expect(paginate(twelve, -1)).toBeUndefined();
    expect(paginate(twelve, 1.5)).toBeUndefined();
  });

  it('puts the one article past a full page on a page of its own', () => {
    const thirteen = [...twelve, 13];
    expect(paginate(thirteen, 3)).toEqual({ items: [13], page: 3, pageCount: 3, total: 13 });
    expect(paginate(thirteen, 4)).toBeUndefined();
  });

  it('keeps the first page of an empty list', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
    expect(paginate([], 2)).toBeUndefined();
  });

  it('shows first, last, current and neighbours, with gaps', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 2)).toEqual([1, 2]);
    expect(pageNumbers(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(5, 9)).toEqual([1, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pageNumbers(9, 9)).toEqual([1, 'gap', 8, 9]);
  });
});

describe('the list query', () => {
  // 7 company news (2 pages), 1 compliance, nothing in the other two categories.
  const articles = [
    ...Array.from({ length: 7 }, (_, i) => item(`c${i}`, '2026-01-01')),
    item('x', '2026-01-01', 'compliance'),
  ];
  const q = (search: string) => parseListQuery(new URLSearchParams(search), articles);

  it('names no view without a page or category (the prerendered list answers)', () => {
    expect(q('')).toBeUndefined();
    expect(q('utm_source=mail')).toBeUndefined();
    expect(q('category=&page=')).toBeUndefined();
  });

  it('reads pages and categories that exist', () => {
    expect(q('page=1')).toEqual({ page: 1 });
    expect(q('page=2')).toEqual({ page: 2 });
    expect(q('category=company-news&page=2')).toEqual({ category: 'company-news', page: 2 });
    expect(q('category=compliance')).toEqual({ category: 'compliance', page: 1 });
  });

  it('reads a repeated or padded parameter by its first non-blank value, trimmed', () => {
    expect(q('page=1&page=2')).toEqual({ page: 1 });
    expect(q('page=&page=2')).toEqual({ page: 2 });
    expect(q('category=%20compliance%20&category=press')).toEqual({
      category: 'compliance',
      page: 1,
    });
  });

  it('refuses pages past the end, malformed pages and unknown or empty categories', () => {
    for (const search of [
      'page=3',
      'page=0',
      'page=01',
      'page=-1',
      'page=1.5',
      'page=two',
      'category=compliance&page=2',
      'category=industry-notes',
      'category=press',
      'category=Compliance',
    ])
      expect(q(search), search).toBe('invalid');
  });

  it('counts the categories that have articles, in the list order', () => {
    expect(categoryCounts(articles)).toEqual([
      { category: 'company-news', count: 7 },
      { category: 'compliance', count: 1 },
    ]);
  });

  it('writes the public address and the internal route of a view', () => {
    expect(listViewPath({ page: 1 })).toBe('/news-services');
    expect(listViewPath({ page: 2 })).toBe('/news-services?page=2');
    expect(listViewPath({ category: 'compliance', page: 1 })).toBe(
      '/news-services?category=compliance',
    );
    expect(listViewPath({ category: 'compliance', page: 3 })).toBe(
      '/news-services?category=compliance&page=3',
    );
    expect(listViewRoute({ page: 2 })).toBe('/news-list/all/2');
    expect(listViewRoute({ category: 'compliance', page: 1 })).toBe('/news-list/compliance/1');
  });
});

describe('neighbours and related articles', () => {
  const sorted = [
    item('newest', '2026-11-01'),
    item('middle', '2026-10-01'),
    item('oldest', '2026-09-01'),
  ];

  it('previous is the older neighbour, next the newer', () => {
    expect(adjacentArticles(sorted, 'middle')).toEqual({ previous: sorted[2], next: sorted[0] });
    expect(adjacentArticles(sorted, 'newest')).toEqual({ previous: sorted[1], next: undefined });
    expect(adjacentArticles(sorted, 'oldest')).toEqual({ previous: undefined, next: sorted[1] });
    expect(adjacentArticles(sorted, 'gone')).toEqual({});
  });

  it('scores 2 for the category and 1 a shared tag, keeps three, never itself', () => {
    const article = item('self', '2026-06-01', 'compliance', ['IOSS', 'EU VAT']);
    const candidates = [
      article,
      item('same-category', '2026-01-01', 'compliance'), // 2
      item('one-tag', '2026-09-01', 'industry-notes', ['ioss']), // 1 (case ignored)
      item('two-tags', '2026-02-01', 'service-updates', ['EU VAT', 'IOSS']), // 2, newer
      item('both', '2025-01-01', 'compliance', ['IOSS']), // 3
      item('unrelated', '2026-10-01', 'company-news', ['rail']), // 0
    ];
    expect(relatedArticles(article, candidates).map((a) => a.id)).toEqual([
      'both',
      'two-tags',
      'same-category',
    ]);
    expect(relatedArticles(article, candidates, 10).map((a) => a.id)).toEqual([
      'both',
      'two-tags',
      'same-category',
      'one-tag',
    ]);
    const alone = item('alone', '2026-01-01', 'industry-notes', ['x']);
    expect(
      relatedArticles(alone, [alone, ...candidates.filter((c) => c.id !== 'one-tag')]),
    ).toEqual([]);
  });
});

describe('reading time', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'parcel').join(' ');
  const hanzi = (n: number) => '货'.repeat(n);

  // Rule: 200 English words or 300 Chinese characters a minute, added, rounded up, at least 1.
  it('reads English at 200 words a minute', () => {
    expect(readingMinutes(words(1))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1); // 200 / 200 = 1
    expect(readingMinutes(words(201))).toBe(2); // 1.005 → 2
    expect(readingMinutes(words(450))).toBe(3); // 2.25 → 3
    expect(readingMinutes(words(600))).toBe(3); // exactly 3
  });

  it('reads Chinese at 300 characters a minute, punctuation and spaces not counted', () => {
    expect(readingMinutes(hanzi(300))).toBe(1);
    expect(readingMinutes(hanzi(301))).toBe(2);
    expect(readingMinutes(hanzi(900))).toBe(3); // 900 / 300 = 3
    expect(readingMinutes(`${hanzi(450)}，。！？ ${hanzi(450)}`)).toBe(3);
    expect(readingMinutes(hanzi(901))).toBe(4);
  });

  it('adds the Latin words in Chinese text', () => {
    // 600 characters = 2 minutes, 100 words = 0.5 minutes: 2.5 → 3.
    expect(readingMinutes(`${hanzi(600)} ${words(100)}`)).toBe(3);
    // 540 characters = 1.8, 40 words = 0.2: exactly 2 (no rounding error).
    expect(readingMinutes(`${hanzi(540)} ${words(40)}`)).toBe(2);
  });

  it('gives an empty text one minute and ignores lone symbols', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('— — — | | |')).toBe(1);
  });
});
