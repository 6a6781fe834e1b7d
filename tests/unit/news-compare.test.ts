import { describe, expect, it } from 'vitest';
import { compareContent } from '@/lib/news/compare';
import { completeContent } from '../support/news';

describe('a revision compared with the current text', () => {
  it('lists only the fields that differ, line by line', () => {
    const older = completeContent();
    const current = completeContent({ category: 'compliance' });
    current.zh.body = `${older.zh.body}\n\nA new paragraph.`;
    current.en.tags = ['warehouse', 'houston'];
    const diffs = compareContent(older, current);
    expect(diffs.map((d) => [d.locale, d.field])).toEqual([
      ['en', 'tags'],
      ['zh', 'body'],
      [null, 'category'],
    ]);
    expect(diffs[1]!.parts.filter((p) => p.kind !== 'same')).toEqual([
      { kind: 'removed', text: 'The body.' },
      { kind: 'added', text: 'The body.\n\nA new paragraph.' },
    ]);
    expect(diffs[2]!.parts).toEqual([
      { kind: 'removed', text: 'company-news' },
      { kind: 'added', text: 'compliance' },
    ]);
    expect(compareContent(older, older)).toEqual([]);
  });
});
