import { shellConfig } from '@/config/shell';

/**
 * The loading bar's state machine, outside React so that the router hook in
 * instrumentation-client.ts can start it before any component renders.
 *
 * idle → pending (navigation started) → visible (after the throttle) → done (new page shown)
 * → hidden (after the hide delay) → idle (after the reset delay). A navigation that ends before
 * the throttle goes straight back to idle, so fast ones never show the bar.
 */
export type ProgressPhase = 'idle' | 'pending' | 'visible' | 'done' | 'hidden';
export type ProgressState = { phase: ProgressPhase; failed: boolean };

const IDLE: ProgressState = { phase: 'idle', failed: false };
const { throttleMs, hideDelayMs, resetDelayMs, giveUpMs } = shellConfig.loadingBar;

let state: ProgressState = IDLE;
/** Path and query of the page on screen; back/forward change the location before we hear of it. */
let shownPage: string | null = null;
let timers: ReturnType<typeof setTimeout>[] = [];
const listeners = new Set<() => void>();

function set(next: ProgressState) {
  state = next;
  for (const listener of listeners) listener();
}

function clearTimers() {
  for (const timer of timers) clearTimeout(timer);
  timers = [];
}

function later(ms: number, fn: () => void) {
  timers.push(setTimeout(fn, ms));
}

export const navigationProgress = {
  getState: (): ProgressState => state,
  getServerState: (): ProgressState => IDLE,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** A navigation to `href` began; hash-only moves within the page on screen are ignored. */
  start(href: string) {
    if (shownPage !== null && pageKey(href) === shownPage) return;
    clearTimers();
    set({ phase: 'pending', failed: false });
    later(throttleMs, () => set({ phase: 'visible', failed: false }));
    later(giveUpMs, () => navigationProgress.finish());
  },

  /** The page at `href` is on screen. */
  shown(href: string) {
    shownPage = pageKey(href);
    navigationProgress.finish();
  },

  /** The navigation ended (failed: the bar shows the error colour before hiding). */
  finish(failed = false) {
    if (state.phase === 'idle' || state.phase === 'hidden') return;
    clearTimers();
    if (state.phase === 'pending' && !failed) {
      set(IDLE);
      return;
    }
    set({ phase: 'done', failed });
    later(hideDelayMs, () => set({ phase: 'hidden', failed }));
    later(hideDelayMs + resetDelayMs, () => set(IDLE));
  },

  fail() {
    navigationProgress.finish(true);
  },
};

/** What identifies a page for the bar: path and query, not the #hash. */
export function pageKey(
  href: string,
  base = globalThis.location?.href ?? 'http://localhost/',
): string {
  const url = new URL(href, base);
  return url.pathname + url.search;
}
