'use client';

import { Fragment, useEffect } from 'react';
import './globals.css';
import { localeTags, localizedPath, routing } from '@/i18n/routing';
import { globalErrorCopy } from '@/components/errors/global-error-copy';
import { useIsBot } from '@/lib/errors/use-is-bot';

// The root layout itself failed, so the locale is unknown: the screen speaks every language.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const bot = useIsBot();
  useEffect(() => {
    console.error(error);
  }, [error]);

  const [first, ...others] = routing.locales;
  return (
    <html lang={localeTags[first].lang}>
      <body className="grid min-h-dvh place-items-center p-6">
        {!bot && (
          <main className="max-w-xl space-y-4" role="alert">
            <h1 className="text-3xl font-bold">
              {globalErrorCopy[first].heading}
              {others.map((locale) => (
                <Fragment key={locale}>
                  {' '}
                  <span lang={localeTags[locale].lang}>{globalErrorCopy[locale].heading}</span>
                </Fragment>
              ))}
            </h1>
            <p className="text-muted">{error.message}</p>
            <p className="flex gap-4">
              {routing.locales.map((locale) => (
                <a
                  key={locale}
                  href={localizedPath('/', locale)}
                  title={globalErrorCopy[locale].backHome}
                  lang={localeTags[locale].lang}
                  className="text-primary underline"
                >
                  {globalErrorCopy[locale].backHome}
                </a>
              ))}
            </p>
          </main>
        )}
      </body>
    </html>
  );
}
