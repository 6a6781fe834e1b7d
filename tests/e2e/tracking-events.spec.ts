import { expect, test, type Page } from '@playwright/test';
import { testAddress } from '../support/e2e';
import { check } from './console-support';
import { appMounted } from './support';

/** The demo parcel flown from Shenzhen: every event told by a catalogue code at one of our places. */
const NUMBER = 'BW80000002';
/** A flight number: the one Latin text a Chinese trail keeps. */
const FLIGHT = /\b[A-Z]{2}\d{3,4}\b/g;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
});

/** Each event of the parcel as the page shows it: what happened, and where. */
async function trail(page: Page): Promise<{ text: string; place: string }[]> {
  const events = page.getByTestId('parcel').getByTestId('event');
  await expect(events.first()).toBeVisible();
  return events.evaluateAll((items) =>
    items.map((item) => {
      const [text, place] = [...item.querySelectorAll('p')].map((p) => p.textContent ?? '');
      return { text: text ?? '', place: place ?? '' };
    }),
  );
}

test('a trail sent with codes reads in Chinese on Chinese pages', async ({ page }) => {
  await page.goto(`/zh/query-route?numbers=${NUMBER}`);
  await appMounted(page);
  const events = await trail(page);
  expect(events.length).toBeGreaterThan(4);
  for (const { text, place } of events) {
    expect(text).toMatch(/\p{Script=Han}/u);
    expect(place).toMatch(/\p{Script=Han}/u);
    expect(`${text} ${place}`.replace(FLIGHT, '')).not.toMatch(/[A-Za-z]/);
  }
  expect(events).toContainEqual({
    text: '已从深圳宝安国际机场起飞，航班 CZ327',
    place: '深圳宝安国际机场',
  });
  // The whole parcel card, not only its trail: no English word left under Chinese headings, but
  // codes (waybill, the FC, offsets) and the trade's "FBA".
  const card = (await page.getByTestId('parcel').innerText()).replace(FLIGHT, '');
  const codes = /BW\d+|ONT8|UTC[+-]\d{2}:\d{2}|\bFBA\b/g;
  expect(card.replace(codes, '')).not.toMatch(/[A-Za-z]{2,}/);
  await check(page, 'tracking-events-zh');
});

test('the same trail reads in English on English pages', async ({ page }) => {
  await page.goto(`/query-route?numbers=${NUMBER}`);
  await appMounted(page);
  const events = await trail(page);
  for (const { text, place } of events) expect(`${text}${place}`).not.toMatch(/\p{Script=Han}/u);
  expect(events).toContainEqual({
    text: 'Departed Shenzhen Bao’an International Airport on flight CZ327',
    place: 'Shenzhen Bao’an International Airport',
  });
  expect(events.at(-1)).toEqual({ text: 'Shipment information received', place: 'Shenzhen' });
  await check(page, 'tracking-events-en');
});

test('the lookup API tells the events in the requested language', async ({ request }) => {
  const headers = { 'x-forwarded-for': testAddress() };
  const answer = async (query: string, extra: Record<string, string> = {}) => {
    const response = await request.get(`/api/tracking?numbers=${NUMBER}${query}`, {
      headers: { ...headers, ...extra },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as {
      shipments: { events: { code: string; description: string; location: string }[] }[];
    };
    return body.shipments[0]!.events;
  };
  const zh = await answer('&locale=zh');
  expect(zh.find((e) => e.code === 'flight_departed')).toMatchObject({
    description: '已从深圳宝安国际机场起飞，航班 CZ327',
    location: '深圳宝安国际机场',
  });
  // Without `locale`, the Accept-Language header chooses.
  const fromHeader = await answer('', { 'accept-language': 'zh-CN,zh;q=0.9' });
  expect(fromHeader.map((e) => e.description)).toEqual(zh.map((e) => e.description));
  const en = await answer('&locale=en');
  expect(en.find((e) => e.code === 'flight_departed')?.description).toBe(
    'Departed Shenzhen Bao’an International Airport on flight CZ327',
  );
});
