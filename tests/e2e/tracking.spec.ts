import { expect, test, type Page } from '@playwright/test';
import { MAX_TRACKING_NUMBERS } from '../../src/lib/tracking/model';
import { DEMO_TRACKING_NUMBER } from '../../src/lib/tracking/demo';
import { testAddress } from '../support/e2e';
import {
  appMounted,
  axeAtBothWidths,
  firstLoadGzip,
  messages,
  NO_VIOLATIONS,
  publicUrl,
} from './support';

const en = messages.en.Tracking;
const zh = messages.zh.Tracking;
/** A number no parcel has. */
const UNKNOWN = 'BW000000000404';
/** How an event time reads: where it happened, with that place's offset. */
const EVENT_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC[+-]\d{2}:\d{2}\)$/;
const STATUS_LABELS = new Set(Object.values(en.status));

// Each test looks up from an address of its own: the lookup budget is per client.
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
});

async function track(page: Page, numbers: string, formName = en.formLabel) {
  const form = page.getByRole('form', { name: formName });
  await form.locator('textarea[name="numbers"]').fill(numbers);
  await form.locator('button[type="submit"]').click();
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the tracking form is the first tool; the server renders the parcel', async ({ page }) => {
    await page.goto('/query-route');
    await expect(page.locator('main form').first()).toHaveAttribute('aria-label', en.formLabel);
    // Pasted as a visitor would: lower case, a blank line, spaces.
    await track(page, `  ${DEMO_TRACKING_NUMBER.toLowerCase()}\n\n${UNKNOWN}  `);
    await expect(page).toHaveURL(
      (url) =>
        url.pathname + url.search === `/query-route?numbers=${DEMO_TRACKING_NUMBER},${UNKNOWN}`,
    );
    const parcel = page.getByTestId('parcel');
    await expect(parcel).toHaveCount(1);
    await expect(parcel.locator('h3')).toHaveText(`Waybill ${DEMO_TRACKING_NUMBER}`);
    expect(STATUS_LABELS).toContain(await parcel.getByTestId('parcel-status').textContent());
    // What a carrier's public tracking shows: route, estimate, last mile; not the service nor
    // the customer's reference (the demo parcel has both).
    const facts = await parcel.locator('dt').allTextContents();
    expect(facts).toContain(en.route);
    expect(facts).not.toContain(en.service);
    expect(facts).not.toContain(en.reference);
    const times = await parcel.getByTestId('event').locator('time').allTextContents();
    expect(times.length).toBeGreaterThan(1);
    for (const time of times) expect(time).toMatch(EVENT_TIME);
    // Newest first.
    const instants = await parcel
      .getByTestId('event')
      .locator('time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime')!)));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    await expect(page.getByTestId('not-found')).toHaveCount(1);
    // The numbers stay in the box, one a line.
    await expect(page.locator('main textarea[name="numbers"]').first()).toHaveValue(
      `${DEMO_TRACKING_NUMBER}\n${UNKNOWN}`,
    );
  });
});

test('the home page box tracks a parcel, and its demo number is one', async ({ page }) => {
  await page.goto('/');
  await appMounted(page);
  const box = page.getByRole('form', { name: en.formLabel });
  await expect(box.getByRole('link', { name: DEMO_TRACKING_NUMBER })).toHaveAttribute(
    'href',
    `/query-route?numbers=${DEMO_TRACKING_NUMBER}`,
  );
  await track(page, DEMO_TRACKING_NUMBER.toLowerCase());
  await expect(page).toHaveURL(/\/query-route\?numbers=/);
  await expect(page.getByTestId('parcel')).toHaveCount(1);
  await expect(page.getByTestId('parcel').locator('h3')).toContainText(DEMO_TRACKING_NUMBER);
  // A single number has no summary.
  await expect(page.getByTestId('tracking-summary')).toHaveCount(0);
});

test('a number not found is explained, with the way to reach us', async ({ page }) => {
  await page.goto(`/query-route?numbers=${UNKNOWN}`);
  const card = page.getByTestId('not-found');
  await expect(card.locator('h3')).toHaveText(`${UNKNOWN}: not found yet`);
  await expect(card).toContainText('New waybills appear here a few hours after pickup.');
  await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(card.locator('a[href^="tel:+86"]')).toHaveCount(1);
  await expect(page.getByTestId('parcel')).toHaveCount(0);
});

test(`more than ${MAX_TRACKING_NUMBERS} numbers are refused, nothing looked up`, async ({
  page,
}) => {
  await page.goto('/query-route');
  const numbers = Array.from({ length: MAX_TRACKING_NUMBERS + 1 }, (_, i) => `BW${100000 + i}`);
  numbers[0] = DEMO_TRACKING_NUMBER;
  await track(page, numbers.join('\n'));
  const refusal = page.getByTestId('tracking-refused');
  await expect(refusal).toContainText(en.tooManyHeading);
  await expect(refusal).toContainText(
    `You entered ${MAX_TRACKING_NUMBERS + 1} numbers; one search takes up to ${MAX_TRACKING_NUMBERS}.`,
  );
  await expect(page.getByTestId('parcel')).toHaveCount(0);
  await expect(page.getByTestId('not-found')).toHaveCount(0);
});

test('malformed entries are listed with the reason, the others looked up', async ({ page }) => {
  await page.goto('/query-route');
  await track(page, `AB1; ${DEMO_TRACKING_NUMBER}, BW_12345`);
  await expect(page).toHaveURL(
    (url) => url.search === `?numbers=${DEMO_TRACKING_NUMBER},AB1,BW_12345`,
  );
  const malformed = page.getByTestId('malformed');
  await expect(malformed.locator('h3')).toHaveText('These entries are not tracking numbers');
  await expect(malformed.locator('li')).toHaveText([
    '“AB1”: a number has 5 to 50 characters',
    '“BW_12345”: only letters, digits and “-” are allowed',
  ]);
  await expect(page.getByTestId('parcel')).toHaveCount(1);
});

test('several numbers: counts per status and a link to copy', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const path = `/query-route?numbers=${DEMO_TRACKING_NUMBER},${UNKNOWN}`;
  await page.goto(path);
  await appMounted(page);
  const summary = page.getByTestId('tracking-summary');
  const status = (await page.getByTestId('parcel').getAttribute('data-status'))!;
  await expect(summary.locator('li')).toHaveText([
    `${en.status[status as keyof typeof en.status]} 1`,
    `${en.notFoundCount} 1`,
  ]);
  const copy = page.getByTestId('copy-link');
  await expect(copy).toHaveAttribute('href', publicUrl(path));
  await copy.click();
  await expect(page.getByText(en.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl(path));
});

test('Chinese: the same lookup in Chinese', async ({ page }) => {
  await page.goto('/zh/query-route');
  await track(page, `${DEMO_TRACKING_NUMBER}，${UNKNOWN}`, zh.formLabel);
  await expect(page).toHaveURL(
    (url) =>
      url.pathname + url.search === `/zh/query-route?numbers=${DEMO_TRACKING_NUMBER},${UNKNOWN}`,
  );
  await expect(page.getByTestId('parcel').locator('h3')).toHaveText(
    `运单号 ${DEMO_TRACKING_NUMBER}`,
  );
  expect(new Set(Object.values(zh.status))).toContain(
    await page.getByTestId('parcel-status').textContent(),
  );
  await expect(page.getByTestId('not-found').locator('h3')).toHaveText(`${UNKNOWN}：暂未查到`);
  await expect(page.locator('#tracking-heading')).toHaveText(zh.resultsHeading);
});

test('the results have no WCAG 2.1 A/AA violations, on a phone and a desktop', async ({ page }) => {
  expect(
    await axeAtBothWidths(page, `/zh/query-route?numbers=${DEMO_TRACKING_NUMBER},${UNKNOWN},AB1`),
  ).toEqual(NO_VIOLATIONS);
});

test('over the lookup budget the page answers 429, in the visitor’s language', async ({
  request,
}) => {
  // 120 requests one after another: a limit against hangs, not the default 30 s, which they
  // overran on the busy 2-core machine.
  test.setTimeout(120_000);
  const headers = { 'x-forwarded-for': testAddress() };
  const path = `/query-route?numbers=${UNKNOWN}`;
  // What the router sends: a prefetch, and the request when the visitor follows a link.
  const router = { ...headers, 'sec-fetch-dest': 'empty', rsc: '1' };
  const prefetch = { ...router, 'next-router-prefetch': '1' };
  const notFound = `${UNKNOWN}: not found yet`;
  // Prefetches count nothing and look nothing up.
  for (let i = 0; i < 61; i++) {
    const response = await request.get(path, { headers: prefetch });
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain(notFound);
  }
  // The API and the page share one budget (60 a minute by default).
  for (let i = 0; i < 58; i++)
    expect((await request.get(`/api/tracking?numbers=${UNKNOWN}`, { headers })).status()).toBe(200);
  const followed = await request.get(path, { headers: router });
  expect(await followed.text()).toContain(notFound);
  expect((await request.get(path, { headers })).status()).toBe(200);

  const limited = await request.get(`/zh${path}`, { headers });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()['retry-after'])).toBeGreaterThan(0);
  const html = await limited.text();
  expect(html).toContain(zh.rateLimitedHeading);
  expect(html).not.toContain('data-testid="not-found"');
  // The router's request gets the message too (as its page's data).
  const routed = await request.get(path, { headers: router });
  expect(await routed.text()).toContain(en.rateLimitedHeading);
});

test('the route lookup’s first-load JavaScript stays within its 160 KB budget', async ({
  request,
}) => {
  for (const path of ['/query-route', `/query-route?numbers=${DEMO_TRACKING_NUMBER},${UNKNOWN}`]) {
    const headers = { 'x-forwarded-for': testAddress() };
    expect(await firstLoadGzip(request, path, headers), path).toBeLessThanOrEqual(160_000);
  }
});
