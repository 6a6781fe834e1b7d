/**
 * Every instance shows a published change within seconds. Pages stay prerendered and
 * cached (no database query per visit); each process polls the content's version
 * (./content-state.ts) every 2 s and, when it differs from the one it last applied (and once
 * after the server listens: the build's pages, or another instance's, may be older than the
 * database), reloads its snapshots and expires its cached pages. A poll rather than PostgreSQL's
 * LISTEN/NOTIFY: one mechanism for SQLite and PostgreSQL, for changes made by the CLI or the
 * scheduled job in any process, and an instance that was down catches up at its first poll
 * (docs/deployment.md).
 */

/** What the sync does, injected (the unit tests pass their own; ./sync-start.ts the real ones). */
export type SyncSteps = {
  /** The server's own URL once it listens (the pages can only be expired through a request). */
  serverUrl: () => string | undefined;
  readVersion: () => Promise<number>;
  reloadSnapshots: () => Promise<void>;
  /** Expires this process's cached pages (through its internal route, at this URL). */
  expirePages: (serverUrl: string) => Promise<void>;
  onError: (error: unknown) => void;
};

/** What one tick did. */
export type TickResult = 'waiting' | 'busy' | 'unchanged' | 'settled' | 'applied' | 'failed';

export type ContentSync = {
  tick: () => Promise<TickResult>;
  /** Whether a sync has finished since the server listens (/readyz answers 503 until then). */
  ready: () => boolean;
};

export function createContentSync(steps: SyncSteps): ContentSync {
  let applied: number | undefined;
  let running = false;
  // A page whose re-render began before the reload (with the old snapshot) and ended after the
  // expiry is cached as fresh: the tick after a sync expires the pages once more to drop it.
  let settle = false;
  return {
    async tick() {
      // Never overlaps itself: a slow database or reload makes the next ticks wait their turn.
      if (running) return 'busy';
      const url = steps.serverUrl();
      if (url === undefined) return 'waiting';
      running = true;
      try {
        const version = await steps.readVersion();
        if (version === applied) {
          if (!settle) return 'unchanged';
          await steps.expirePages(url);
          settle = false;
          return 'settled';
        }
        await steps.reloadSnapshots();
        await steps.expirePages(url);
        applied = version;
        settle = true;
        return 'applied';
      } catch (error) {
        // Logged; the next tick tries again (`applied` is unchanged, so it redoes the whole sync).
        steps.onError(error);
        return 'failed';
      } finally {
        running = false;
      }
    },
    ready: () => applied !== undefined,
  };
}
