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
// The HTTP client is needed an hour after the page opens, so it stays out of the first load; it
// is fetched as the checks start, not at the first check, when a deploy may have removed this
// build's chunks.
let client: Promise<typeof import('ofetch')> | undefined;
const loadClient = () => (client ??= import('ofetch'));

export function isStale(): boolean {
  return stale;
}

/**
 * One check. ofetch's defaults are the spec's request rules: a GET is retried once on 408, 409,
 * 425, 429, 500, 502, 503 and 504 (and on a network failure); any other failure is final.
 */
export async function checkForUpdate(): Promise<void> {
  lastCheck = Date.now();
  try {
    const { ofetch } = await loadClient();
    const latest = await ofetch<unknown>(latestPath, {
      query: { t: Date.now() },
      cache: 'no-store',
    });
    const id = (latest as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id === '') throw new Error('No build id in the manifest');
    if (id !== runningBuild) stale = true;
  } catch (error) {
    console.error('Error fetching app manifest', error);
  }
}

export function startUpdateChecks() {
  lastCheck = Date.now();
  void loadClient();
  setInterval(() => void checkForUpdate(), intervalMs);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > intervalMs) {
      void checkForUpdate();
    }
  });
}
