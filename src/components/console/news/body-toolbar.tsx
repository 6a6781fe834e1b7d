'use client';

import { useTranslations } from 'next-intl';

export type Edit = { before: string; sample: string; after: string; line?: boolean };

/**
 * Applies a Markdown edit to the textarea `id`: wraps the selection (or a sample word, selected
 * so that typing replaces it) and, for a line's mark (heading, list), starts a new line. The
 * textarea's input event fires, so the editor sees it as typing (autosave, preview).
 */
export function applyEdit(id: string, edit: Edit) {
  const area = document.getElementById(id) as HTMLTextAreaElement | null;
  if (!area) return;
  const { selectionStart: start, selectionEnd: end, value } = area;
  const selected = value.slice(start, end) || edit.sample;
  const newLine = edit.line && start > 0 && value[start - 1] !== '\n' ? '\n' : '';
  const text = `${newLine}${edit.before}${selected}${edit.after}`;
  area.focus();
  area.setRangeText(text, start, end, 'end');
  const first = start + newLine.length + edit.before.length;
  area.setSelectionRange(first, first + selected.length);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

const button =
  'border-line hover:bg-surface h-9 rounded-md border bg-white px-2 text-sm font-semibold';

/** The body's small toolbar: heading, bold, lists, link, and an image of the article. */
export function BodyToolbar({
  target,
  language,
  images,
}: {
  target: string;
  language: string;
  images: string[];
}) {
  const t = useTranslations('ConsoleNews.toolbar');
  const edits: [string, Edit][] = [
    [t('heading'), { before: '## ', sample: t('headingText'), after: '\n', line: true }],
    [t('bold'), { before: '**', sample: t('boldText'), after: '**' }],
    [t('bullets'), { before: '- ', sample: t('item'), after: '\n', line: true }],
    [t('numbers'), { before: '1. ', sample: t('item'), after: '\n', line: true }],
    [t('link'), { before: '[', sample: t('linkText'), after: '](https://)' }],
  ];
  return (
    <div
      role="toolbar"
      aria-label={t('label', { language })}
      aria-controls={target}
      className="flex flex-wrap gap-2"
    >
      {edits.map(([label, edit]) => (
        <button
          key={label}
          type="button"
          className={button}
          onClick={() => applyEdit(target, edit)}
        >
          {label}
        </button>
      ))}
      {images.length > 0 && (
        <select
          aria-label={t('image')}
          value=""
          onChange={(event) => {
            const name = event.target.value;
            if (name)
              applyEdit(target, { before: '![', sample: t('image'), after: `](${name})\n` });
          }}
          className={`${button} max-w-48`}
        >
          <option value="">{t('image')}</option>
          {images.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
