import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, chromePath } from './scripts/lib/chrome.mjs';
import { E2E_DATABASE_URL } from './tests/support/e2e';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
/** The application store under 200 parallel submissions and a killed server. */
const LOAD_SPECS = /\/careers-load\.spec\.ts$/;
/**
 * Servers of their own, stopped under a few dozen connections, fuzzed and loaded: no browser, no
 * shared data.
 */
const SHUTDOWN_SPECS = /\/(shutdown|shutdown-stream|robustness)\.spec\.ts$/;
/** The specs that publish, edit or withdraw what every public page shows (articles, openings). */
const PUBLISHING_SPECS = /(console-news|console-positions)\.spec\.ts$/;
/**
 * Edits and withdraws seed articles and checks the home page's latest three: beside another
 * spec's new articles, its own could be pushed out of them.
 */
const NEWS_SYNC_SPEC = /\/news-sync\.spec\.ts$/;
/**
 * Specs that read no published article or opening (console desks, forms, lookups): they run beside
 * the publishing specs instead of before them, so that both workers stay busy.
 */
const BESIDE_PUBLISHING_SPECS =
  /\/(account|booking-documents|booking-messages|booking-page|console|console-admin|console-applications|console-backups|console-bookings|emissions|console-enquiries-list|console-enquiry|console-operations|contact|contact-limits|contact-mail|contact-pages|contact-quote|price-lookup|tracking-events|tracking-mail)\.spec\.ts$/;
const chromium = {
  ...devices['Desktop Chrome'],
  // Debian's Chromium: browsers are never downloaded (design.md).
  launchOptions: { executablePath: chromePath, args: chromeArgs },
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  use: {
    baseURL,
    // A trace records every action's DOM snapshots and screencast: about a tenth of a console
    // journey's CPU, for a file nobody opens in CI (its log has the failure). Locally it is kept
    // for a failed test; E2E_TRACE=on keeps it in CI too.
    trace:
      (process.env.E2E_TRACE as 'on' | undefined) ?? (process.env.CI ? 'off' : 'retain-on-failure'),
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [
        LOAD_SPECS,
        SHUTDOWN_SPECS,
        PUBLISHING_SPECS,
        NEWS_SYNC_SPEC,
        BESIDE_PUBLISHING_SPECS,
      ],
      use: chromium,
    },
    {
      // The specs that change the published content run after the ones that read it: an article
      // published by one would move another's list, home page or feed. The ones that read none
      // run beside them.
      name: 'publishing',
      testMatch: [PUBLISHING_SPECS, BESIDE_PUBLISHING_SPECS],
      dependencies: ['chromium'],
      use: chromium,
    },
    {
      // The load, fuzz, crash and shutdown tests saturate the machine: they run after everything
      // else, so that no browser test of the shared server runs beside them; one worker each for
      // these two projects, split to end about together (the application load is the longest
      // test). The news sync spec too, after the application load: alone on the shared server,
      // as it needs to be.
      name: 'load',
      testMatch: [LOAD_SPECS, NEWS_SYNC_SPEC],
      dependencies: ['publishing'],
      workers: 1,
      use: chromium,
    },
    {
      // Shutdown, fuzz and request load: each on a server of its own, waiting for conditions only.
      name: 'shutdown',
      testMatch: SHUTDOWN_SPECS,
      dependencies: ['publishing'],
      workers: 1,
      use: chromium,
    },
  ],
  // The production server (server/index.mjs) on loopback only; Playwright stops it when the run
  // ends.
  webServer: {
    command: 'node server/index.mjs',
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Applications go to a database of their own; mail stays off unless a test sets it up.
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: 'localhost',
      PORT: String(port),
      DATABASE_URL: E2E_DATABASE_URL,
      SMTP_URL: '',
      CAREERS_INBOX: '',
      // The tracking demo shipments (src/lib/tracking/demo.ts), whatever the shell says.
      TRACKING_DEMO: 'on',
    },
  },
});
