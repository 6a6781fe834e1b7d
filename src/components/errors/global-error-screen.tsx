'use client';

import { Fragment, useEffect } from 'react';
import { localeTags, localizedPath, routing } from '@/i18n/routing';
import { useIsBot } from '@/lib/errors/use-is-bot';
import { errorCopy } from './error-copy';

// The root layout itself failed, so the locale is unknown: the screen speaks every language.
export function GlobalErrorScreen({ error }: { error: Error & { digest?: string } }) {
  const bot = useIsBot();
  useEffect(() => {
    console.error(error);
  }, [error]);

  const [first, ...others] = routing.locales;
  if (bot) return null;
  return (
    <main className="max-w-xl space-y-4" role="alert">
      <h1 className="text-3xl font-bold">
        {errorCopy[first].heading}
        {others.map((locale) => (
          <Fragment key={locale}>
            {' '}
            <span lang={localeTags[locale].lang}>{errorCopy[locale].heading}</span>
          </Fragment>
        ))}
      </h1>
      <p className="text-muted">{error.message}</p>
      <p className="flex gap-4">
        {routing.locales.map((locale) => (
          <a
            key={locale}
            href={localizedPath('/', locale)}
            title={errorCopy[locale].backHome}
            lang={localeTags[locale].lang}
            className="text-primary underline"
          >
            {errorCopy[locale].backHome}
          </a>
        ))}
      </p>
    </main>
  );
}
