'use client';

import { useEffect, type ReactNode } from 'react';
import { TooltipProvider } from '@radix-ui/react-tooltip';
import { shellConfig } from '@/config/shell';
import { markAppMounted } from '@/lib/shell/chunk-recovery';
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
    // One provider, so every tooltip shares the open delay and the skip delay (spec §9).
    <TooltipProvider
      delayDuration={shellConfig.tooltip.openDelayMs}
      skipDelayDuration={shellConfig.tooltip.skipDelayMs}
    >
      <LoadingBar />
      {children}
      <ToastHost closeLabel={closeLabel} />
    </TooltipProvider>
  );
}
