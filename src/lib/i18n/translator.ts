import { cloneElement, isValidElement, type ReactNode } from 'react';
import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';

type Values = Record<string, string | number>;
type RichValues = Record<string, string | number | ((chunks: ReactNode[]) => ReactNode)>;

export type Translator<K extends string> = ((key: K, values?: Values) => string) & {
  rich: (key: K, values: RichValues) => ReactNode;
};

// One Intl formatter per locale and options, as next-intl keeps them.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  kind: string,
  args: unknown[],
  make: () => T,
): T {
  const key = kind + JSON.stringify(args);
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

/**
 * Languages that write an integer as digits in groups of three, separated by commas (12,345):
 * both of the site's. Such integers are formatted without Intl (integerFormat).
 */
const COMMA_GROUPED = new Set(['en', 'zh']);
const THOUSANDS = /\B(?=(\d{3})+$)/g;

/**
 * Intl.NumberFormat for `locale`, except that integers in a COMMA_GROUPED language are written
 * here. A page's first Intl.NumberFormat costs 17–33 ms (ICU loads its number data; Chromium on
 * this machine), and the application form's first render formats two integers, the message
 * limit and the character counter: that made the longest task of /join-us's hydration, in both
 * languages. Fractions, formatting options and other languages still go to Intl, made when first
 * needed.
 */
function integerFormat(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
  const intl = () => memo('n', args, () => new Intl.NumberFormat(...args));
  const [locale, formatOptions] = args;
  if (formatOptions !== undefined || typeof locale !== 'string' || !COMMA_GROUPED.has(locale))
    return intl();
  return memo('i', args, () => {
    // A minus sign is not a word character, so THOUSANDS never puts a comma after it.
    const format = (value: number | bigint | Intl.StringNumericLiteral) =>
      typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)
        ? String(value).replace(THOUSANDS, ',')
        : intl().format(value);
    // icu-minify calls nothing but format().
    return { format } as unknown as Intl.NumberFormat;
  });
}

const options: FormatOptions = {
  formatters: {
    getNumberFormat: integerFormat,
    getDateTimeFormat: (...args) => memo('d', args, () => new Intl.DateTimeFormat(...args)),
    getPluralRules: (...args) => memo('p', args, () => new Intl.PluralRules(...args)),
  },
};

/**
 * `t(key, values)` and `t.rich(key, values)` over messages compiled on the server
 * (src/lib/i18n/compiled-messages.ts), with icu-minify's runtime: no ICU parser in the browser.
 * A message that cannot be formatted (a value missing) shows its key rather than breaking the page.
 */
export function createTranslator<K extends string>(
  locale: string,
  messages: Record<K, CompiledMessage>,
): Translator<K> {
  const run = <R>(key: K, values: Record<string, unknown> | undefined): R | string => {
    try {
      return format(messages[key], locale, values as never, options) as R;
    } catch (error) {
      console.error(`Message "${key}" could not be formatted:`, error);
      return key;
    }
  };
  const t = (key: K, values?: Values) => {
    const result = run<string | string[]>(key, values);
    return Array.isArray(result) ? result.join('') : String(result);
  };
  t.rich = (key: K, values: RichValues): ReactNode => {
    // Elements made by tag functions get keys, as React wants in a list.
    let index = 0;
    const keyed = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'function'
          ? (chunks: ReactNode[]) => {
              const node = value(chunks);
              return isValidElement(node)
                ? cloneElement(node, { key: `${name}-${index++}` })
                : node;
            }
          : value,
      ]),
    );
    return run<ReactNode>(key, keyed);
  };
  return t;
}
