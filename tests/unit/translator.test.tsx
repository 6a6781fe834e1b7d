import { describe, expect, it, vi } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createTranslator as nextIntlTranslator } from 'next-intl';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { compileMessages, type MessageKey } from '@/lib/i18n/compiled-messages';
import { createTranslator } from '@/lib/i18n/translator';

type JoinKey = MessageKey<typeof en.JoinForm>;

// The values the application form passes, over counts that take every plural form.
const counts = [0, 1, 2, 5, 2000, 12345];
const valueSets = counts.map((n) => ({
  count: n,
  max: 2000,
  minutes: n,
  reference: 'BW-2611-7Q4K',
}));
const link = (chunks: React.ReactNode) => <strong className="link">{chunks}</strong>;

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [prefix + k] : keysOf(v as object, `${prefix}${k}.`),
  );
}

describe.each([
  ['en', en],
  ['zh', zh],
] as const)('compiled messages (%s)', (locale, catalogue) => {
  const compiled = compileMessages(catalogue.JoinForm);
  const t = createTranslator(locale, compiled);
  const reference = nextIntlTranslator({ locale, messages: catalogue, namespace: 'JoinForm' });

  it('has every message of the namespace, nested keys joined with dots', () => {
    expect(Object.keys(compiled).sort()).toEqual(keysOf(catalogue.JoinForm).sort());
    expect(compiled['errors.nameRequired']).toBeDefined();
  });

  it("formats every message as next-intl's formatter does", () => {
    for (const key of keysOf(catalogue.JoinForm) as JoinKey[]) {
      if (key === 'consent') continue; // a rich message, below
      for (const values of valueSets) expect(t(key, values), key).toBe(reference(key, values));
    }
  });

  it('formats the rich consent message with its link', () => {
    const ours = renderToStaticMarkup(<p>{t.rich('consent', { link })}</p>);
    const theirs = renderToStaticMarkup(<p>{reference.rich('consent', { link })}</p>);
    expect(ours).toBe(theirs);
    expect(ours).toContain('<strong class="link">');
  });
});

describe('translator', () => {
  const t = createTranslator('en', compileMessages(en.JoinForm));

  it('formats numbers and plurals for the locale', () => {
    expect(t('characters', { count: 1234, max: 2000 })).toBe('1,234 / 2,000');
    expect(t('errorSummary', { count: 1 })).toBe('Please correct 1 field:');
    expect(t('errorSummary', { count: 3 })).toBe('Please correct 3 fields:');
  });

  it('shows the key, not a broken page, when a value is missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(t('errorSummary')).toBe('errorSummary');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe('integers without Intl', () => {
  // A page's first Intl.NumberFormat costs a phone tens of milliseconds (ICU loads its number
  // data); the application form's first render formats two integers.
  const number = compileMessages({ n: '{n, number}', plural: '{n, plural, other {# items}}' });
  const integers = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    2000,
    9999,
    12345,
    123456,
    1234567,
    -1,
    -999,
    -1000,
    -1234567,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
  ];

  it.each(['en', 'zh'])('writes integers as Intl.NumberFormat does (%s)', (locale) => {
    const t = createTranslator(locale, number);
    const intl = new Intl.NumberFormat(locale);
    for (const n of integers) {
      expect(t('n', { n }), String(n)).toBe(intl.format(n));
      expect(t('plural', { n }), String(n)).toBe(`${intl.format(n)} items`);
    }
  });

  it('leaves fractions, negative zero and other languages to Intl', () => {
    expect(createTranslator('en', number)('n', { n: 1234.5 })).toBe('1,234.5');
    expect(createTranslator('en', number)('n', { n: -0 })).toBe(
      new Intl.NumberFormat('en').format(-0),
    );
    expect(createTranslator('de', number)('n', { n: 1234567 })).toBe('1.234.567');
  });

  it("makes no Intl.NumberFormat for the form's first render", async () => {
    vi.resetModules();
    const { createTranslator: fresh } = await import('@/lib/i18n/translator');
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (const [locale, catalogue] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const t = fresh(locale, compileMessages(catalogue.JoinForm));
      expect(t('messageHint', { max: 2000 })).toContain('2,000');
      expect(t('characters', { count: 1234, max: 2000 })).toBe('1,234 / 2,000');
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
