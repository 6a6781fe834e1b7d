import { defineConfig, devices } from '@playwright/test';
import { chromeArgs, chromePath } from './scripts/lib/chrome.mjs';
import { E2E_DATABASE_URL } from './tests/e2e-support';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const LOAD_SPECS = /(careers-load|robustness|shutdown|shutdown-stream)\.spec\.ts$/;
/** The specs that publish, edit or withdraw what every public page shows (articles, openings). */
const PUBLISHING_SPECS = /(console-news|console-positions|news-sync)\.spec\.ts$/;

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
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [LOAD_SPECS, PUBLISHING_SPECS],
      use: {
        ...devices['Desktop Chrome'],
        // Debian's Chromium: browsers are never downloaded (design.md).
        launchOptions: { executablePath: chromePath, args: chromeArgs },
      },
    },
    {
      // The specs that change the published content run after the ones that read it, one at a
      // time: an article published by one would move another's list, home page or feed.
      name: 'publishing',
      testMatch: PUBLISHING_SPECS,
      dependencies: ['chromium'],
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromePath, args: chromeArgs },
      },
    },
    {
      // The load, fuzz and crash tests saturate the machine: they run after everything else,
      // one at a time, so timing-sensitive browser tests never run beside them.
      name: 'load',
      testMatch: LOAD_SPECS,
      dependencies: ['publishing'],
      workers: 1,
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
