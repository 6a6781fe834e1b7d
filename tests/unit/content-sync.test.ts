import { describe, expect, it } from 'vitest';
import { createContentSync, type SyncSteps } from '@/lib/publishing/sync';

/** A sync over a fake world: the version, the server's URL and what each step did. */
function world(options: { url?: string; version?: number } = {}) {
  const calls: string[] = [];
  const errors: unknown[] = [];
  const state = {
    url: options.url,
    version: options.version ?? 1,
    fail: undefined as string | undefined,
  };
  const steps: SyncSteps = {
    serverUrl: () => state.url,
    readVersion: async () => {
      if (state.fail === 'read') throw new Error('database down');
      return state.version;
    },
    reloadSnapshots: async () => {
      calls.push('reload');
    },
    expirePages: async (url) => {
      if (state.fail === 'expire') throw new Error('503');
      calls.push(`expire ${url}`);
    },
    onError: (error) => errors.push(error),
  };
  return { sync: createContentSync(steps), steps, calls, errors, state };
}

describe('the content sync', () => {
  it('waits for the server to listen, then syncs once even when nothing changed', async () => {
    const { sync, calls, state } = world();
    expect(await sync.tick()).toBe('waiting');
    expect(sync.ready()).toBe(false);
    state.url = 'http://127.0.0.1:3000';
    expect(await sync.tick()).toBe('applied');
    expect(calls).toEqual(['reload', 'expire http://127.0.0.1:3000']);
    expect(sync.ready()).toBe(true);
  });

  it('does nothing while the version stays, and syncs again when it moves', async () => {
    const { sync, calls, state } = world({ url: 'http://h:1' });
    await sync.tick();
    // The tick after a sync expires the pages once more (renders begun before the reload).
    expect(await sync.tick()).toBe('settled');
    expect(await sync.tick()).toBe('unchanged');
    state.version = 2;
    expect(await sync.tick()).toBe('applied');
    expect(calls).toEqual([
      'reload',
      'expire http://h:1',
      'expire http://h:1',
      'reload',
      'expire http://h:1',
    ]);
  });

  it('logs a failure, stays unready, and redoes the whole sync at the next tick', async () => {
    const { sync, calls, errors, state } = world({ url: 'http://h:1' });
    state.fail = 'expire';
    expect(await sync.tick()).toBe('failed');
    expect(errors).toHaveLength(1);
    expect(sync.ready()).toBe(false);
    state.fail = 'read';
    expect(await sync.tick()).toBe('failed');
    state.fail = undefined;
    expect(await sync.tick()).toBe('applied');
    expect(calls).toEqual(['reload', 'reload', 'expire http://h:1']);
    expect(sync.ready()).toBe(true);
  });

  it('never overlaps itself', async () => {
    const { sync, steps, state } = world({ url: 'http://h:1' });
    let release!: () => void;
    const reload = steps.reloadSnapshots;
    steps.reloadSnapshots = () => new Promise<void>((r) => (release = r)).then(reload);
    const first = sync.tick();
    await Promise.resolve();
    expect(await sync.tick()).toBe('busy');
    release();
    expect(await first).toBe('applied');
    state.version = 5;
    steps.reloadSnapshots = reload;
    expect(await sync.tick()).toBe('applied');
  });
});
