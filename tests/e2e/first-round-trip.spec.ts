import { expect } from '@playwright/test';
import { rawExchange } from '../support/raw-http';
import { E2E_DATABASE_URL } from '../support/e2e';
import { deploymentEnv } from '../deployment-env.mjs';
import { pageIds, pages, utilityPages, type PageId } from '../../src/config/pages';
import { ownPort, startServer, stopServer, type Server } from './server';
import { BROWSER_UA, locales, publicPath, test } from './support';

/**
 * Ten TCP segments of 1,460 bytes: what a new connection's first round trip carries.
 * A page that fits paints after one round trip of HTML; one byte more waits for a second.
 */
const FIRST_ROUND_TRIP = 14_600;

/**
 * Pages whose content is long by nature, with the reason. News articles (/news-services/<slug>)
 * are exempt too: they are not registered pages, so they are not in the list below.
 */
const exempt: Partial<Record<PageId, string>> = {
  joinUs: 'lists every open position in full',
  emissionsMethodology: 'lists the factors, hubs and sea distances of the estimate in full',
};

/** Every page the site registers (src/config/pages.ts: the route list's source), both languages. */
const paths: string[] = [
  ...pageIds.filter((id) => !exempt[id]).map((id) => pages[id].path),
  ...Object.values(utilityPages).map((page) => page.path),
];
const checked = paths.flatMap((path) => locales.map((locale) => publicPath(path, locale)));

// The pages as a company's deployment serves them (tests/deployment-env.mjs): a server of this
// worker's own with the hotline, the ICP number, mail and a sales inbox set, on a build made with
// them (the hotline and the ICP number are in the prerendered pages).
let server: Server;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startServer(ownPort(50 + test.info().parallelIndex), {
    ...deploymentEnv,
    DATABASE_URL: E2E_DATABASE_URL,
    TRACKING_DEMO: 'on',
  });
  const home = await (await fetch(`${server.base}/zh`)).text();
  for (const [name, shown] of [
    ['CONTACT_PHONE', `tel:${deploymentEnv.CONTACT_PHONE.replace(/\s+/g, '')}`],
    ['ICP_NUMBER', deploymentEnv.ICP_NUMBER],
  ])
    expect(
      home,
      `the build under test was made without ${name} of tests/deployment-env.mjs`,
    ).toContain(shown);
});
test.afterAll(async () => {
  if (server) await stopServer(server);
});

for (const path of checked) {
  test(`${path} reaches a browser in the first round trip`, async () => {
    const baseURL = server.base;
    // As a browser asks, on a connection of its own; what comes back is counted as it was sent:
    // status line, headers, and the compressed body with its chunk framing.
    const request = () =>
      rawExchange(
        baseURL,
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nUser-Agent: ${BROWSER_UA}\r\n` +
          'Accept: text/html\r\nAccept-Encoding: gzip, deflate, br\r\nConnection: close\r\n\r\n',
      );
    // The page as the server's page cache sends it (compressed once, with its length), not the
    // first answer after a start or a publish, which Next streams compressed on the fly.
    // A page rendered for each request (no s-maxage) is counted as it comes.
    let answer = await request();
    if (/^cache-control:.*s-maxage=/im.test(answer.head))
      await expect
        .poll(async () => /^content-length:/im.test((answer = await request()).head))
        .toBe(true);
    const { status, head, body } = answer;
    expect(status).toBe(200);
    expect(head).toMatch(/^content-encoding: br$/im);
    const bytes = head.length + 4 + body.length;
    expect(bytes, `${path}: ${bytes} bytes of headers and Brotli HTML`).toBeLessThanOrEqual(
      FIRST_ROUND_TRIP,
    );
  });
}
