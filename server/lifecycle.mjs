// Graceful shutdown of the production server. On SIGTERM or SIGINT:
// 1. the app is told it is draining (src/lib/lifecycle.ts reads the same globalThis state):
//    /readyz answers 503 on connections still open, so a balancer stops sending;
// 2. the listener closes (no new connections) and idle keep-alive connections are closed;
//    busy ones get `Connection: close` on their current response;
// 3. requests in flight finish, then Next's pending `after()` callbacks (next.close());
// 4. the closers the app registered run (the database pool, workers); exit 0.
// All of it within SHUTDOWN_GRACE_MS (10 s); past that, exit 1 with what was still open.

const key = Symbol.for('bridgeway.lifecycle');

/** The state the app shares (created here first, so the app finds it). */
export function lifecycleState() {
  globalThis[key] ??= { draining: false, closers: [] };
  return globalThis[key];
}

/** Whether responses should close their connection (the server is draining). */
export const isDraining = () => lifecycleState().draining;

/**
 * Installs the signal handlers. `server` is the http.Server, `app` the Next server (its close()
 * awaits `after()` work).
 */
export function handleShutdown(server, app, { graceMs = 10_000, log = console } = {}) {
  let stopping = false;
  const shutdown = async (signal) => {
    if (stopping) return;
    stopping = true;
    const state = lifecycleState();
    state.draining = true;
    log.info?.(JSON.stringify({ level: 'info', msg: 'draining', signal, graceMs }));
    const timer = setTimeout(() => {
      log.error(
        JSON.stringify({ level: 'error', msg: 'shutdown grace period over, exiting', graceMs }),
      );
      process.exit(1);
    }, graceMs);
    timer.unref();
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
    });
    await app.close();
    for (const close of state.closers) {
      try {
        await close();
      } catch (error) {
        log.error(error);
      }
    }
    clearTimeout(timer);
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));
}
