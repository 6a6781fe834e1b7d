'use client';

import { lazy, Suspense } from 'react';
import type { ErrorScreenProps } from '@/components/errors/error-screen';

// Every page names its error boundary's code in its first load: the screen (its words, the bot
// check) loads when an error happens instead. A failed load of it is a failed chunk load, which
// chunk-recovery answers with a reload.
const ErrorScreen = lazy(() =>
  import('@/components/errors/error-screen').then((mod) => ({ default: mod.ErrorScreen })),
);

export default function ErrorBoundary(props: ErrorScreenProps) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}
