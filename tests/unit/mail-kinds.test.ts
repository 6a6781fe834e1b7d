import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { catalogues } from '@/i18n/catalogues';
import { MAIL_KIND_READERS } from '@/lib/mail/readers';

/**
 * The kinds of mail the code queues, read from the source: each mail is an object literal with
 * a `kind` and, a few lines on, its `subject` (history entries and outcomes with a `kind` have
 * no subject line of their own).
 */
function queuedKinds(): string[] {
  const kinds = new Set<string>();
  for (const entry of readdirSync('src', { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const [, kind] of source.matchAll(
      /\bkind: '([^']+)',((?!\bkind:)[\s\S]){0,600}?\n\s+subject:/g,
    ))
      kinds.add(kind!);
  }
  return [...kinds].sort();
}

it('finds every kind of mail the site queues in its code', () => {
  expect(queuedKinds()).toEqual(
    expect.arrayContaining(['enquiry-reply', 'enquiry-sales', 'tracking-status']),
  );
});

it('labels every kind of mail on the mail desk in both languages, and no kind that is gone', () => {
  const kinds = queuedKinds();
  for (const catalogue of Object.values(catalogues)) {
    const labels = catalogue.ConsoleMail.kind as Record<string, string>;
    expect(Object.keys(labels).sort()).toEqual(kinds);
    for (const kind of kinds) expect(labels[kind]?.trim()).toBeTruthy();
  }
});

it('names the permission that reads every kind of mail, and no kind that is gone', () => {
  expect(Object.keys(MAIL_KIND_READERS).sort()).toEqual(queuedKinds());
});
