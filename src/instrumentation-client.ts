// Runs in the browser before the app hydrates (Next.js client instrumentation).
import { installChunkRecovery } from '@/lib/shell/chunk-recovery';
import { navigationProgress } from '@/lib/shell/navigation-progress';
import { isStale, startUpdateChecks } from '@/lib/shell/update-check';
import { bufferEarlyNotifications } from '@/lib/shell/notify';

installChunkRecovery();
bufferEarlyNotifications();
startUpdateChecks();

/** Called by the router for links, router.push/replace and back/forward. */
export function onRouterTransitionStart(
  url: string,
  navigationType: 'push' | 'replace' | 'traverse',
) {
  if (isStale()) {
    // A newer build is live: load the document instead of a client transition.
    if (navigationType === 'traverse') window.location.reload();
    else if (navigationType === 'replace') window.location.replace(url);
    else window.location.assign(url);
    return;
  }
  navigationProgress.start(url);
}
