import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What the poll (started by src/instrumentation.ts), the internal route that expires the pages
 * (app/api/internal/content-sync) and /readyz share in one process: they are bundled apart, so
 * it lives on globalThis. server/index.mjs sets the URL it listens on under SERVER_URL_KEY.
 */
/** The header carrying the process's token to its internal route. */
export const SYNC_TOKEN_HEADER = 'x-content-sync-token';

type SyncState = { token: string; ready: () => boolean };

const stateKey = Symbol.for('bridgeway.contentSync');
/** Set by server/index.mjs once it listens: `http://<loopback or HOST>:<port>`. */
const serverUrlKey = Symbol.for('bridgeway.serverUrl');
type Holder = { [stateKey]?: SyncState; [serverUrlKey]?: string };
const holder = globalThis as Holder;

function state(): SyncState {
  // A token made per process: only this process's own poll can call its internal route.
  holder[stateKey] ??= { token: randomBytes(32).toString('hex'), ready: () => false };
  return holder[stateKey];
}

export function syncToken(): string {
  return state().token;
}

/** Whether a request carries this process's token (compared in constant time). */
export function isSyncToken(given: string | null): boolean {
  const expected = Buffer.from(state().token);
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function serverUrl(): string | undefined {
  return holder[serverUrlKey];
}

/** The sync's readiness, once it runs (src/instrumentation.ts). */
export function setSyncReadiness(ready: () => boolean): void {
  state().ready = ready;
}

/**
 * Whether this process shows current content: true outside the production server (no sync runs
 * there: `next dev`, tests); under it, once its first sync after listening has finished.
 */
export function contentReady(): boolean {
  return serverUrl() === undefined || state().ready();
}
