import { shellConfig } from '@/config/shell';

/**
 * Recovery from a failed load of a script chunk (a deploy replaced the files, a flaky network):
 * reload the page once. A sessionStorage marker stops a reload loop: a second failure within
 * the guard window is left to the error screen.
 */
const MARKER = 'bw:chunk-reload-at';
let appMounted = false;

export function markAppMounted() {
  appMounted = true;
}

const CHUNK_ERROR =
  /ChunkLoadError|Loading (CSS )?chunk|Failed to load chunk|dynamically imported module|Importing a module script failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message);
}

type RecoveryEnv = { storage: Storage; reload: () => void; now: number };

/** Reloads the page unless it already did so within the guard window; says whether it did. */
export function recoverFromChunkFailure(error: unknown, env?: Partial<RecoveryEnv>): boolean {
  const {
    storage = sessionStorage,
    reload = () => window.location.reload(),
    now = Date.now(),
  } = env ?? {};
  if (!appMounted) console.error('error caught during app initialization', error);
  const last = Number(storage.getItem(MARKER));
  if (last && now - last < shellConfig.reloadGuardMs) return false;
  storage.setItem(MARKER, String(now));
  reload();
  return true;
}

function isOwnAsset(url: string): boolean {
  return new URL(url, window.location.href).pathname.startsWith('/_next/static/');
}

/** Listens, from before hydration, for failed chunk loads and errors during start-up. */
export function installChunkRecovery() {
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src && isOwnAsset(target.src)) {
        recoverFromChunkFailure(new Error(`Failed to load chunk ${target.src}`));
      } else if (
        target instanceof HTMLLinkElement &&
        target.rel === 'stylesheet' &&
        isOwnAsset(target.href)
      ) {
        recoverFromChunkFailure(new Error(`Failed to load CSS chunk ${target.href}`));
      } else if (target === window && !appMounted) {
        console.error('error caught during app initialization', event.error);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) {
      event.preventDefault();
      recoverFromChunkFailure(event.reason);
    }
  });
}
