/**
 * The server process's life as the app sees it. server/index.mjs creates this state on
 * globalThis before Next loads (the same `Symbol.for` key), marks it draining on SIGTERM or
 * SIGINT, and, once the requests in flight are done, runs the closers the app registered here
 * (the database pool, workers) before it exits. Outside that server (tests, CLIs) nothing drains
 * and closers are never run by anyone but their owner.
 */
type Lifecycle = { draining: boolean; closers: (() => Promise<void> | void)[] };

const key = Symbol.for('bridgeway.lifecycle');

function lifecycle(): Lifecycle {
  const holder = globalThis as { [key]?: Lifecycle };
  holder[key] ??= { draining: false, closers: [] };
  return holder[key];
}

/** Whether the server is shutting down: /readyz answers 503 so balancers stop sending. */
export function isDraining(): boolean {
  return lifecycle().draining;
}

/**
 * Runs `close` when the server shuts down, after the last request and `after()` callback; closers
 * run in the reverse order of registration (a worker stops before the database it uses).
 */
export function onShutdown(close: () => Promise<void> | void): void {
  lifecycle().closers.push(close);
}
