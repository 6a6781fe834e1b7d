import { getDb } from '@/lib/db';
import { readContentVersion } from './content-state';
import { reloadSnapshots } from './snapshot';
import { createContentSync } from './sync';
import { serverUrl, setSyncReadiness, SYNC_TOKEN_HEADER, syncToken } from './sync-state';

/** How often each instance reads the content's version: a change shows within 10 s. */
const POLL_MS = 2000;

/** Starts this process's poll (src/instrumentation.ts, once per server process). */
export function startContentSync(): void {
  const sync = createContentSync({
    serverUrl,
    readVersion: async () => readContentVersion((await getDb()).db),
    reloadSnapshots,
    async expirePages(url) {
      const response = await fetch(`${url}/api/internal/content-sync`, {
        method: 'POST',
        headers: { [SYNC_TOKEN_HEADER]: syncToken() },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`expiring the cached pages answered ${response.status}`);
    },
    onError: (error) => console.error('Content sync failed (retried in 2 s):', error),
  });
  setSyncReadiness(sync.ready);
  const timer = setInterval(() => void sync.tick(), POLL_MS);
  timer.unref();
}
