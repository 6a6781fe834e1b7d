import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationProgress, pageKey } from '@/lib/shell/navigation-progress';
import { isChunkLoadError, recoverFromChunkFailure } from '@/lib/shell/chunk-recovery';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('navigation progress', () => {
  it('stays hidden for a navigation shorter than 200 ms', () => {
    vi.useFakeTimers();
    navigationProgress.start('/next-page');
    vi.advanceTimersByTime(199);
    expect(navigationProgress.getState().phase).toBe('pending');
    navigationProgress.finish();
    expect(navigationProgress.getState().phase).toBe('idle');
  });

  it('shows after 200 ms, completes, hides 500 ms later and resets 400 ms after that', () => {
    vi.useFakeTimers();
    navigationProgress.start('/next-page');
    vi.advanceTimersByTime(200);
    expect(navigationProgress.getState()).toEqual({ phase: 'visible', failed: false });
    navigationProgress.finish();
    expect(navigationProgress.getState().phase).toBe('done');
    vi.advanceTimersByTime(499);
    expect(navigationProgress.getState().phase).toBe('done');
    vi.advanceTimersByTime(1);
    expect(navigationProgress.getState().phase).toBe('hidden');
    vi.advanceTimersByTime(399);
    expect(navigationProgress.getState().phase).toBe('hidden');
    vi.advanceTimersByTime(1);
    expect(navigationProgress.getState().phase).toBe('idle');
  });

  it('turns the error colour when the navigation fails', () => {
    vi.useFakeTimers();
    navigationProgress.start('/next-page');
    vi.advanceTimersByTime(300);
    navigationProgress.fail();
    expect(navigationProgress.getState()).toEqual({ phase: 'done', failed: true });
    vi.advanceTimersByTime(900);
    expect(navigationProgress.getState()).toEqual({ phase: 'idle', failed: false });
  });

  it('ignores navigations that only move within the page on screen', () => {
    vi.useFakeTimers();
    navigationProgress.shown('/abort?x=1');
    navigationProgress.start('/abort?x=1#contact');
    expect(navigationProgress.getState().phase).toBe('idle');
    navigationProgress.start('/abort');
    expect(navigationProgress.getState().phase).toBe('pending');
    navigationProgress.shown('/abort');
    expect(navigationProgress.getState().phase).toBe('idle');
  });

  it('identifies pages by path and query, not hash', () => {
    const base = 'https://site.example/abort?x=1';
    expect(pageKey('#contact', base)).toBe('/abort?x=1');
    expect(pageKey('/zh/abort#team', base)).toBe('/zh/abort');
    expect(pageKey('https://site.example/a?b=2', base)).toBe('/a?b=2');
  });
});

describe('chunk recovery', () => {
  function memoryStorage(): Storage {
    const data = new Map<string, string>();
    return {
      getItem: (k) => data.get(k) ?? null,
      setItem: (k, v) => void data.set(k, v),
      removeItem: (k) => void data.delete(k),
      clear: () => data.clear(),
      key: (i) => [...data.keys()][i] ?? null,
      get length() {
        return data.size;
      },
    };
  }

  it('recognises chunk load failures and nothing else', () => {
    const chunk = new Error('Loading chunk 123 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunk)).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(
      true,
    );
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads once, then not again within 10 s, then again after', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const storage = memoryStorage();
    const reload = vi.fn();
    const error = new Error('Loading chunk 1 failed');
    expect(recoverFromChunkFailure(error, { storage, reload, now: 1_000_000 })).toBe(true);
    expect(recoverFromChunkFailure(error, { storage, reload, now: 1_009_999 })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(recoverFromChunkFailure(error, { storage, reload, now: 1_010_001 })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('logs a failure before the app has mounted as an initialization error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    recoverFromChunkFailure(new Error('Loading chunk 9 failed'), {
      storage: memoryStorage(),
      reload: () => {},
      now: 1,
    });
    expect(log).toHaveBeenCalledWith('error caught during app initialization', expect.any(Error));
  });
});
