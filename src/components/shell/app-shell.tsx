'use client';

import { useEffect, type ReactNode } from 'react';
import { markAppMounted } from '@/lib/shell/chunk-recovery';
import { TooltipHost } from '@/components/ui/tooltip';
import { LoadingBar } from './loading-bar';
import { ToastHost } from './toast-host';

/** What surrounds every page: loading bar, tooltips and toasts (spec §4). */
export function AppShell({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  useEffect(() => {
    markAppMounted();
    // Pages load their scripts after the first paint (server/deferred-scripts.mjs); this marks
    // the moment the page became interactive, which browser tests wait for (appMounted).
    document.documentElement.dataset.appMounted = '';
  }, []);
  return (
    <>
      <LoadingBar />
      {children}
      <TooltipHost />
      <ToastHost closeLabel={closeLabel} />
    </>
  );
}
