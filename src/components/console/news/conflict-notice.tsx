'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { EditorState } from '@/lib/news/editor-state';

/**
 * A colleague saved the article since this editor opened it: who and when, the typed text kept
 * on the page (not saved), and a way to load theirs (the page afresh) instead.
 */
export function ConflictNotice({ conflict }: { conflict: NonNullable<EditorState['conflict']> }) {
  const t = useTranslations('ConsoleNews');
  const format = useFormatter();
  return (
    <div
      role="alert"
      className="border-danger/40 bg-danger/5 space-y-2 rounded-lg border p-4"
      data-testid="conflict"
    >
      <h2 className="text-danger font-semibold">{t('conflictTitle')}</h2>
      <p>
        {t('conflictText', {
          name: conflict.name ?? conflict.email ?? t('conflictUnknown'),
          time: format.dateTime(new Date(conflict.at), 'beijing'),
        })}
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="text-primary font-semibold underline"
        data-testid="load-theirs"
      >
        {t('loadTheirs')}
      </button>
    </div>
  );
}
