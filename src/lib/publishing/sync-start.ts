import { getDb } from '@/lib/db';
import { recordContentSync } from '@/lib/metrics';
import { readContentState } from './content-state';
import { reloadSnapshots } from './snapshot';
import { createContentSync } from './sync';
import { serverUrl, setSyncReadiness, SYNC_TOKEN_HEADER, syncToken } from './sync-state';

/** How often each instance reads the content's version: a change shows within 10 s. */
const POLL_MS = 2000;

/** Starts this process's poll (src/instrumentation.ts, once per server process). */
export function startContentSync(): void {
  let read = { version: 0, changedAt: '' };
  const sync = createContentSync({
    serverUrl,
    readVersion: async () => {
      read = await readContentState((await getDb()).db);
      return read.version;
    },
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
  const timer = setInterval(async () => {
    // The lag, as this instance measured it when it began serving the new content.
    if ((await sync.tick()) === 'applied')
      recordContentSync(read.version, (Date.now() - Date.parse(read.changedAt)) / 1000);
  }, POLL_MS);
  timer.unref();
}
