'use client';

import { lazy, Suspense } from 'react';
import './globals.css';
import { localeTags, routing } from '@/i18n/routing';

// Named in every page's first load: the screen (its words, the bot check) loads when the root
// layout fails instead. A failed load of it is a failed chunk load: chunk-recovery reloads.
const GlobalErrorScreen = lazy(() =>
  import('@/components/errors/global-error-screen').then((mod) => ({
    default: mod.GlobalErrorScreen,
  })),
);

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang={localeTags[routing.defaultLocale].lang}>
      <body className="grid min-h-dvh place-items-center p-6">
        <Suspense fallback={null}>
          <GlobalErrorScreen error={error} />
        </Suspense>
      </body>
    </html>
  );
}
