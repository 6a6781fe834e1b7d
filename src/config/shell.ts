/** Behaviour of the running site around its pages (spec §4, §7 and §9), in one place. */
export const shellConfig = {
  loadingBar: {
    /** A navigation must last this long before the bar appears. */
    throttleMs: 200,
    /** The bar grows toward 100% over this estimated duration. */
    durationMs: 2000,
    /** After the new page shows, the full bar stays this long before fading. */
    hideDelayMs: 500,
    /** After fading, the bar is reset to empty this much later. */
    resetDelayMs: 400,
    heightPx: 3,
    /** Safety net: a navigation that never reports its end stops the bar after this. */
    giveUpMs: 15_000,
  },
  toasts: {
    visible: 5,
    durationMs: 5000,
    position: 'bottom-right',
    gapPx: 16,
    /** Width from the sm breakpoint (640 px) up; narrower screens use the full width. */
    width: '24rem',
  },
  tooltip: { openDelayMs: 700, skipDelayMs: 300 },
  updateCheck: {
    intervalMs: 3_600_000,
    latestPath: '/builds/latest.json',
  },
  /** A second chunk failure within this window shows the error screen instead of reloading. */
  reloadGuardMs: 10_000,
} as const;
