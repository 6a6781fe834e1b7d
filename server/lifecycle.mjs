// Graceful shutdown of the production server. On SIGTERM or SIGINT:
// 1. the app is told it is draining (src/lib/lifecycle.ts reads the same globalThis state):
//    /readyz answers 503 on connections still open, so a balancer stops sending;
// 2. once no connection has arrived for a moment, the listener closes (new connections are
//    refused, none the kernel had completed is reset) and idle keep-alive connections close;
//    every other one is answered with `Connection: close`, including a connection accepted
//    before whose request had not been read yet (server/connections.mjs);
// 3. requests in flight finish, then Next's pending `after()` callbacks (next.close());
// 4. the closers the app registered run (the database pool, workers); exit 0.
// All of it within SHUTDOWN_GRACE_MS (10 s); past that, exit 1 with what was still open.

const key = Symbol.for('bridgeway.lifecycle');
/** How long a connection accepted before SIGTERM may take to send its first request. */
const FIRST_REQUEST_MS = 2_000;
/** No connection for this long: the kernel holds none for us, the listener may close. */
const QUIET_MS = 100;

/** @typedef {{ draining: boolean, closers: (() => unknown)[] }} LifecycleState */

/**
 * The state the app shares (created here first, so the app finds it).
 * @returns {LifecycleState}
 */
export function lifecycleState() {
  const shared = /** @type {{ [key]?: LifecycleState }} */ (globalThis);
  return (shared[key] ??= { draining: false, closers: [] });
}

/** Whether responses should close their connection (the server is draining). */
export const isDraining = () => lifecycleState().draining;

/**
 * Installs the signal handlers. `connections` tracks the http.Server's connections
 * (server/connections.mjs), `app` is the Next server (its close() awaits `after()` work),
 * `logger` the pino logger.
 * @param {import('./connections.mjs').Connections} connections
 * @param {{ close(): Promise<void> }} app
 * @param {{ graceMs?: number, logger: import('pino').Logger }} options
 */
export function handleShutdown(connections, app, { graceMs = 10_000, logger }) {
  let stopping = false;
  /** @param {NodeJS.Signals} signal */
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    const state = lifecycleState();
    state.draining = true;
    logger.info({ signal, graceMs }, 'draining');
    const timer = setTimeout(() => {
      logger.error({ graceMs }, 'shutdown grace period over: exiting with requests unfinished');
      process.exit(1);
    }, graceMs);
    timer.unref();
    // A quarter of the grace period at most for the listener to see no connection arrive, the
    // rest for the answers, the after() work and the closers.
    await connections.drain({
      quietMs: QUIET_MS,
      holdMs: graceMs / 4,
      firstRequestMs: Math.min(FIRST_REQUEST_MS, graceMs / 4),
    });
    await app.close();
    // Last registered, first closed: a worker stops before the database it uses.
    for (const close of [...state.closers].reverse()) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error }, 'closing on shutdown failed');
      }
    }
    clearTimeout(timer);
    logger.info('stopped');
    process.exit(0);
  };
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => void shutdown(signal));
}
