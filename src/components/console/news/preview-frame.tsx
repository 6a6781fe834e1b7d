'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Locale } from '@/i18n/routing';

/**
 * The live preview: the console's preview page of the working copy (rendered by the public
 * article's components), in either language, loaded again after each save.
 */
export function PreviewFrame({ urls, reload }: { urls: Record<Locale, string>; reload: number }) {
  const t = useTranslations('ConsoleNews');
  const [shown, setShown] = useState<Locale>('en');
  const language = (l: Locale) => t(`language.${l}`);
  return (
    <section aria-labelledby="preview-heading" className="space-y-3" data-testid="preview">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="preview-heading" className="text-lg font-semibold">
          {t('previewTitle')}
        </h2>
        <div role="group" aria-label={t('previewTitle')} className="flex gap-2">
          {(['en', 'zh'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={shown === l}
              onClick={() => setShown(l)}
              className="border-line aria-pressed:bg-primary h-9 rounded-md border px-3 text-sm font-semibold aria-pressed:text-white"
            >
              {language(l)}
            </button>
          ))}
        </div>
      </div>
      <iframe
        key={`${shown}-${reload}`}
        src={urls[shown]}
        title={t('previewFrame', { language: language(shown) })}
        className="border-line h-[36rem] w-full rounded-xl border bg-white"
        data-testid="preview-frame"
      />
      <a
        href={urls[shown]}
        target="_blank"
        rel="noopener"
        className="text-primary text-sm underline"
      >
        {t('previewOpen')}
      </a>
    </section>
  );
}
