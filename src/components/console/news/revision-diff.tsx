import { getTranslations } from 'next-intl/server';
import type { FieldDiff } from '@/lib/news/compare';

/**
 * A revision against the current text, field by field and line by line: lines only in the
 * revision struck through (−), lines only in the current text underlined (+), the rest plain.
 */
export async function RevisionDiff({
  heading,
  version,
  diffs,
}: {
  heading: string;
  version: number;
  diffs: FieldDiff[];
}) {
  const t = await getTranslations('ConsoleNews');
  const label = (d: FieldDiff) =>
    d.locale ? `${t(`language.${d.locale}`)} · ${t(`fields.${d.field}`)}` : t(`fields.${d.field}`);
  return (
    <section
      aria-labelledby="compare-heading"
      className="border-line space-y-4 rounded-xl border p-4"
      data-testid="revision-diff"
    >
      <h2 id="compare-heading" className="text-lg font-semibold">
        {heading}
      </h2>
      {diffs.length === 0 ? (
        <p>{t('noDifference')}</p>
      ) : (
        <>
          <p className="flex flex-wrap gap-4 text-sm">
            <del className="bg-danger/10">− {t('removed', { version })}</del>
            <ins className="bg-green-100">+ {t('added')}</ins>
          </p>
          {diffs.map((d) => (
            <div key={`${d.locale}-${d.field}`} className="space-y-1">
              <h3 className="font-semibold">{label(d)}</h3>
              <div className="bg-surface overflow-x-auto rounded-md p-2 font-mono text-sm whitespace-pre-wrap">
                {d.parts.map((part, i) =>
                  part.kind === 'removed' ? (
                    <del key={i} className="bg-danger/10 block">
                      {prefixed('− ', part.text)}
                    </del>
                  ) : part.kind === 'added' ? (
                    <ins key={i} className="block bg-green-100">
                      {prefixed('+ ', part.text)}
                    </ins>
                  ) : (
                    <span key={i} className="block">
                      {prefixed('  ', part.text)}
                    </span>
                  ),
                )}
              </div>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/** Each line of `text` after its mark, the last line's break dropped. */
const prefixed = (mark: string, text: string) =>
  text
    .replace(/\n$/, '')
    .split('\n')
    .map((line) => `${mark}${line}`)
    .join('\n');
