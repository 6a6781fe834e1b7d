// The browser side of loading a page's scripts after its first paint (server/deferred-scripts.mjs
// explains the whole): the loader the rewritten page runs, inlined before </body>.

/**
 * Runs in the page, inlined by loaderScript: adds the scripts once the page has painted its
 * content (a Paint Timing entry, which comes once that frame is on screen) and has loaded what it
 * shows (the load event: the stylesheet and the hero image), two frames later, so that the frame
 * showing the image is painted first. Without Paint Timing it counts as painted. A hidden page
 * paints nothing, so it loads them at once; without a load, they load 1 s after the paint, and
 * without a paint after 5 s. Each script is added in a task of its own: starting a request costs
 * the main thread time, and all of them in one task made a long task (docs/performance.md).
 *
 * Next's bootstrap runs what `self.__next_s` lists (where `<Script strategy="beforeInteractive">`
 * puts its scripts) before it starts the app, and after an inline one it waits for a timer. So one
 * empty inline entry moves the app's start (React's and the router's modules, reading the page's
 * data, the start of hydration) out of the task that runs the last script to arrive, which also
 * compiles that script: one long task becomes two shorter ones (docs/performance.md).
 */
/**
 * What loadAfterPaint uses of the page's window (a test gives it a stand-in).
 * @typedef {{
 *   __next_s?: unknown[],
 *   PerformanceObserver?: {
 *     supportedEntryTypes?: readonly string[],
 *     new (
 *       callback: (
 *         list: { getEntriesByName(name: string): unknown[] },
 *         observer: { disconnect(): void },
 *       ) => void,
 *     ): { observe(options: { type: string, buffered: boolean }): void },
 *   },
 *   requestAnimationFrame(callback: () => void): unknown,
 *   addEventListener(type: 'load', listener: () => void): void,
 * }} PageWindow
 */
/**
 * What loadAfterPaint uses of the page's document.
 * @typedef {{
 *   readyState: string,
 *   visibilityState: string,
 *   createElement(tag: 'script'): { src?: string, async?: boolean },
 *   head: { appendChild(script: { src?: string, async?: boolean }): unknown },
 * }} PageDocument
 */
/**
 * @param {PageWindow} window
 * @param {PageDocument} document
 * @param {string[]} sources
 */
// No comments inside: its source is inlined as it is written.
export function loadAfterPaint(window, document, sources) {
  let started = false;
  let painted = false;
  let loaded = document.readyState === 'complete';
  const start = () => {
    if (started) return;
    started = true;
    (window.__next_s = window.__next_s || []).push([0, { children: '' }]);
    for (const source of sources)
      setTimeout(() => {
        const script = document.createElement('script');
        script.src = source;
        script.async = true;
        document.head.appendChild(script);
      }, 0);
  };
  const afterNextFrames = () =>
    window.requestAnimationFrame(() => window.requestAnimationFrame(() => setTimeout(start, 0)));
  const maybeStart = () => {
    if (painted && loaded) afterNextFrames();
  };
  if (document.visibilityState === 'hidden') return start();
  const Observer = window.PerformanceObserver;
  if (Observer && (Observer.supportedEntryTypes || []).includes('paint')) {
    new Observer((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted = true;
      setTimeout(start, 1000);
      maybeStart();
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted = true;
  }
  if (!loaded)
    window.addEventListener('load', () => {
      loaded = true;
      maybeStart();
    });
  maybeStart();
  setTimeout(start, 5000);
}

/** loadAfterPaint's source on one line (it has no comments, strings with breaks or ASI). */
const LOADER = String(loadAfterPaint).replace(/\n\s*/g, ' ');

/**
 * The inline script that runs loadAfterPaint for `sources`.
 * @param {string[]} sources
 * @returns {string}
 */
export function loaderScript(sources) {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return `<script>(${LOADER})(window,document,${list})</script>`;
}
