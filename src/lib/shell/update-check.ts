import { shellConfig } from '@/config/shell';

/**
 * Notices a newer deploy: every hour (and when the tab comes back after more than an hour) it
 * asks /builds/latest.json which build is current. Once it differs from the running build, the
 * next navigation is a full page load, so the visitor gets the new code without losing a click.
 */
const runningBuild = process.env.NEXT_PUBLIC_BUILD_ID ?? '';
const { intervalMs, latestPath } = shellConfig.updateCheck;

let stale = false;
let lastCheck = 0;

export function isStale(): boolean {
  return stale;
}

export async function checkForUpdate(fetchImpl: typeof fetch = fetch): Promise<void> {
  lastCheck = Date.now();
  try {
    const response = await fetchImpl(`${latestPath}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const latest: unknown = await response.json();
    const id = (latest as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id === '') throw new Error('No build id in the manifest');
    if (id !== runningBuild) stale = true;
  } catch (error) {
    console.error('Error fetching app manifest', error);
  }
}

export function startUpdateChecks() {
  lastCheck = Date.now();
  setInterval(() => void checkForUpdate(), intervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > intervalMs) {
      void checkForUpdate();
    }
  });
}
