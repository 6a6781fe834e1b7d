'use client';

import { useEffect } from 'react';
import { useLocale } from '@/i18n/navigation';
import { localizedPath } from '@/i18n/routing';
import { useIsBot } from '@/lib/errors/use-is-bot';
import { isChunkLoadError, recoverFromChunkFailure } from '@/lib/shell/chunk-recovery';
import { navigationProgress } from '@/lib/shell/navigation-progress';
import { errorCopy } from './error-copy';

export type ErrorScreenProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * The screen for an unhandled error (spec §2): heading, the error's message and a link home.
 * Bots get nothing, so a passing failure is never indexed or shown in a link preview.
 */
export function ErrorScreen({ error, reset }: ErrorScreenProps) {
  const locale = useLocale();
  const t = errorCopy[locale];
  const bot = useIsBot();

  useEffect(() => {
    console.error(error);
    navigationProgress.fail();
    // A missing chunk is usually a new deploy: one reload fixes it (guarded against loops).
    if (isChunkLoadError(error)) recoverFromChunkFailure(error);
  }, [error]);

  if (bot) return null;
  return (
    <main
      id="main"
      className="container-page flex flex-1 flex-col justify-center py-16"
      role="alert"
    >
      <h1 className="text-3xl font-bold tracking-tight">{t.heading}</h1>
      <p className="text-muted mt-4 max-w-2xl text-lg break-words" data-testid="error-message">
        {error.message || t.unknown}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* A full page load, so the app starts again from a clean state. */}
        <a
          href={localizedPath('/', locale)}
          title={t.backHome}
          className="bg-primary hover:bg-primary-dark rounded-md px-5 py-3 font-semibold text-white"
        >
          {t.backHome}
        </a>
        <button
          type="button"
          onClick={reset}
          className="border-line hover:border-primary hover:text-primary rounded-md border px-5 py-3 font-semibold"
        >
          {t.retry}
        </button>
      </div>
    </main>
  );
}
