// Lighthouse 13 with its default mobile preset (simulated throttling: a mid-range phone on a
// slow 4G network), on Debian's Chromium, one page at a time. The simulation multiplies the
// main-thread work it observes on this machine, so one run can be off by 10 points when anything
// else runs; as Lighthouse's documentation advises, each page is measured `runs` times and the
// median run (by Performance score) is reported, with the range of the scores.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromeArgs, chromePath } from '../lib/chrome.mjs';

export async function lighthouseRuns(urls, { runs = 5, onResult = () => {} } = {}) {
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromeArgs],
  });
  const measured = urls.map(() => []);
  try {
    // Round by round over every page, so a busy minute of the machine touches one run of many
    // pages rather than every run of one, and pages compared with each other (or with the empty
    // page, the framework's floor) are measured side by side.
    for (let run = 0; run < runs; run++)
      for (const [i, url] of urls.entries()) measured[i].push(await measure(chrome.port, url));
  } finally {
    await chrome.kill();
  }
  return measured.map((runsOfPage) => {
    // CLS should be 0 on every load, not only in the reported run: keep the worst run's
    // figure, and what moved in each run that shifted.
    const shifts = runsOfPage.flatMap((m, i) =>
      m.shifted.length ? [{ run: i + 1, cls: m.cls, shifted: m.shifted }] : [],
    );
    const clsWorst = Math.max(...runsOfPage.map((m) => m.cls));
    const benchmarkIndexes = runsOfPage.map((m) => m.benchmarkIndex).sort((a, b) => a - b);
    const sorted = [...runsOfPage].sort((a, b) => a.performance - b.performance);
    const result = {
      ...sorted[Math.floor((sorted.length - 1) / 2)],
      runs: sorted.length,
      performanceRange: [sorted[0].performance, sorted.at(-1).performance],
      benchmarkIndexRange: [benchmarkIndexes[0], benchmarkIndexes.at(-1)],
      clsWorst,
      shifts,
    };
    onResult(result);
    return result;
  });
}

/**
 * Lighthouse now and then fails to record the trace of a load (NO_NAVSTART: "Please run
 * Lighthouse again") and scores the run 0; such a run says nothing about the page and is
 * measured again, up to twice.
 */
async function measure(port, url) {
  for (let attempt = 1; ; attempt++) {
    const runnerResult = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const error = runnerResult.lhr.runtimeError;
    if (!error || attempt === 3) return figures(url, runnerResult);
    console.warn(`Lighthouse could not measure ${url} (${error.code}): measuring it again`);
  }
}

function figures(url, runnerResult) {
  const { categories, audits } = runnerResult.lhr;
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    url,
    // Lighthouse's measure of this machine's speed during the run (higher is faster).
    benchmarkIndex: Math.round(runnerResult.lhr.environment.benchmarkIndex),
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    // When this machine's browser actually painted first, before the simulation: a late first
    // frame makes the simulation count every script and task before it as needed for the paint.
    observedFcpMs: Math.round(
      audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaint ?? 0,
    ),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    // What moved, when anything did: the elements Lighthouse names for the largest shifts.
    shifted: (audits['layout-shifts']?.details?.items ?? []).map(
      (item) =>
        [item.node?.selector, item.node?.snippet].filter(Boolean).join(' ') ||
        'an element Lighthouse does not name',
    ),
    transferBytes: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
    // What kept a score below 100, for the reader of the table.
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}
