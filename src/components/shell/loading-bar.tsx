'use client';

import { Suspense, useLayoutEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { shellConfig } from '@/config/shell';
import { navigationProgress } from '@/lib/shell/navigation-progress';

const { durationMs, heightPx } = shellConfig.loadingBar;

/**
 * Ends the bar when the new page (path or query) is on screen: a layout effect runs in the same
 * task as the commit, so the 200 ms timer cannot fire between the page showing and the bar
 * hearing of it.
 */
function NavigationEnd() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useLayoutEffect(() => {
    navigationProgress.shown(search ? `${pathname}?${search}` : pathname);
  }, [pathname, search]);
  return null;
}

/** The thin bar at the very top of the viewport during slow navigations (spec §4). */
export function LoadingBar() {
  const { phase, failed } = useSyncExternalStore(
    navigationProgress.subscribe,
    navigationProgress.getState,
    navigationProgress.getServerState,
  );

  const style: CSSProperties = {
    height: heightPx,
    background: failed ? 'var(--color-danger)' : 'var(--color-primary)',
    width: phase === 'visible' ? '90%' : phase === 'pending' ? '0%' : '100%',
    opacity: phase === 'visible' || phase === 'done' ? 1 : 0,
    transition:
      phase === 'visible'
        ? `width ${durationMs}ms cubic-bezier(0.1, 0.7, 0.2, 1)`
        : phase === 'done'
          ? 'width 150ms ease-out'
          : phase === 'hidden'
            ? 'opacity 300ms linear'
            : 'none',
  };

  return (
    <>
      <Suspense fallback={null}>
        <NavigationEnd />
      </Suspense>
      {phase !== 'idle' && (
        <div
          aria-hidden="true"
          data-testid="loading-bar"
          data-phase={phase}
          className="pointer-events-none fixed inset-x-0 top-0 z-[60]"
        >
          <div style={style} />
        </div>
      )}
    </>
  );
}
