import { describe, expect, it } from 'vitest';
import { catalogues, messageFiles } from '@/i18n/catalogues';

const { en, zh } = catalogues;

type Tree = { [key: string]: unknown };

/** Every leaf of a message tree as [dotted.key, value]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree !== null && typeof tree === 'object') {
    return Object.entries(tree as Tree).flatMap(([k, v]) =>
      leaves(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  return [[prefix, tree]];
}

describe('message files', () => {
  it('declare each namespace once, in the same feature file in both languages', () => {
    for (const locale of ['en', 'zh'] as const) {
      const owners = Object.entries(messageFiles[locale]).flatMap(([file, namespaces]) =>
        Object.keys(namespaces).map((namespace) => `${namespace} ${file}`),
      );
      const namespaces = owners.map((owner) => owner.split(' ')[0]);
      expect(new Set(namespaces).size, `${locale}: a namespace in two files`).toBe(
        namespaces.length,
      );
      if (locale === 'zh') {
        const en = Object.entries(messageFiles.en).flatMap(([file, namespaces]) =>
          Object.keys(namespaces).map((namespace) => `${namespace} ${file}`),
        );
        expect(owners.sort()).toEqual(en.sort());
      }
    }
  });
});

describe('message catalogues', () => {
  const enLeaves = new Map(leaves(en));
  const zhLeaves = new Map(leaves(zh));

  it('have the same keys in English and Chinese', () => {
    const onlyEn = [...enLeaves.keys()].filter((k) => !zhLeaves.has(k));
    const onlyZh = [...zhLeaves.keys()].filter((k) => !enLeaves.has(k));
    expect(onlyEn).toEqual([]);
    expect(onlyZh).toEqual([]);
  });

  it('have no empty or non-string values', () => {
    const bad = [...enLeaves, ...zhLeaves].filter(
      ([, v]) => typeof v !== 'string' || v.trim() === '',
    );
    expect(bad.map(([k]) => k)).toEqual([]);
  });

  it('use the same ICU placeholders in both languages', () => {
    // Argument names, plain ({path}) or with a format ({count, plural, …}); each counted once.
    const placeholders = (s: unknown) =>
      [...new Set([...String(s).matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]))].sort();
    const mismatched = [...enLeaves].filter(
      ([k, v]) => placeholders(v).join() !== placeholders(zhLeaves.get(k)).join(),
    );
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });

  it('write the Chinese catalogue in Chinese', () => {
    // Proper nouns and codes (FBA, API, ONT8…) may stay Latin; sentences may not.
    const latinSentences = [...zhLeaves].filter(
      ([, v]) => typeof v === 'string' && /[A-Za-z]{3,}(\s+[A-Za-z]{2,}){3,}/.test(v),
    );
    expect(latinSentences.map(([k]) => k)).toEqual([]);
  });
});
