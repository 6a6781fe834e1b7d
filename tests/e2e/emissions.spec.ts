import { expect, type Page } from '@playwright/test';
import { fetchDocument, visibleText } from './html';
import {
  appMounted,
  axeViolations,
  horizontalOverflow,
  locales,
  NO_VIOLATIONS,
  publicPath,
  test,
  type TestLocale,
} from './support';

const SEARCH =
  '/query-price?from=SZX&to=ONT8&goods=general&units=metric&qty=3&len=50&wid=40&hei=40&wt=12';
const METHODOLOGY = '/emissions-methodology';

// 3 × 12 kg = 36 kg (the chargeable 42 kg does not count). By air to ONT8: 0.036 t × (35 km ×
// 0.12522 to Shenzhen airport + 11,645 km × 0.66646 + 136 km × 0.12522 to ONT8) = 280 kg; express
// flies the same legs. By sea: 0.036 t × (27 × 0.12522 + 12,087 × 0.01977 + 122 × 0.12522) = 9.3 kg.
const FIGURES = {
  'BW-SEA-US': '9.3',
  'BW-FAST-US': '9.3',
  'BW-LCL-US': '9.3',
  'BW-AIR-US-FBA': '280',
  'BW-EXP-US': '280',
};

const TEXT = {
  en: {
    figure: (kg: string) => `Estimated emissions: ≈ ${kg} kg CO₂e`,
    // Fastest: express (3–6 days, CN¥2,822.40); lowest: the fast boat (15–22 days, CN¥624.23),
    // the quickest of the three sea offers at 9.3 kg. 280 − 9.3 = 270.7 kg, 97% of 280.
    comparison:
      'Choosing Fast boat US instead of the fastest offer, BridgeWay Express US, saves 270 kg CO₂e (97%): it takes 12–16 days longer and costs CN¥2,198.17 less.',
    airLeg:
      'Main leg by air: Shenzhen Bao’an International Airport → Los Angeles International Airport, 11,645 km, 280 kg CO₂e',
    covers: 'What this figure covers',
    method: 'How we estimate emissions',
    title: 'How we estimate emissions',
  },
  zh: {
    figure: (kg: string) => `预估碳排放：约 ${kg} kg CO₂e`,
    comparison:
      '选择美国快船而不是最快的桥途国际快递·美国，可少排放 270 kg CO₂e（97%），晚到 12–16 天，运费省 ¥2,198.17。',
    airLeg: '干线（空运）：深圳宝安国际机场 → 洛杉矶国际机场，11,645 公里，280 kg CO₂e',
    covers: '这个数字包含什么',
    method: '我们如何估算碳排放',
    title: '碳排放估算方法',
  },
};

// What the server renders, read over HTTP: the page as a browser without JavaScript gets it.
for (const locale of locales) {
  test(`${locale}: each offer's emissions, its legs, the comparison and the method link are in the HTML`, async ({
    request,
  }) => {
    const t = TEXT[locale];
    const { document } = await fetchDocument(request, publicPath(SEARCH, locale));
    const shown = Object.fromEntries(
      [...document.querySelectorAll('[data-testid="offer"]')].map((offer) => [
        offer.getAttribute('data-channel'),
        offer.querySelector('[data-testid="offer-emissions"]')?.textContent,
      ]),
    );
    expect(shown).toEqual(
      Object.fromEntries(Object.entries(FIGURES).map(([code, kg]) => [code, t.figure(kg)])),
    );
    const legs = document.querySelector(
      '[data-channel="BW-AIR-US-FBA"] [data-testid="offer-legs"]',
    );
    expect(legs?.textContent).toContain(t.airLeg);
    const comparison = document.querySelector('[data-testid="emissions-comparison"]')!;
    expect(visibleText(comparison)).toContain(t.comparison);
    const link = comparison.querySelector('a')!;
    expect(link.getAttribute('href')).toBe(publicPath(METHODOLOGY, locale));
    expect(link.textContent).toBe(t.method);
    // The lowest-emission offer is marked.
    expect(document.querySelector('[data-channel="BW-FAST-US"]')?.textContent).toContain(
      locale === 'en' ? 'Lowest CO₂e' : '碳排放最低',
    );
  });
}

test('the methodology page states the factor set, its licence line, the factors and radiative forcing', async ({
  request,
}) => {
  for (const locale of locales) {
    const { document } = await fetchDocument(request, publicPath(METHODOLOGY, locale));
    const main = document.querySelector('main')!;
    const text = visibleText(main);
    const attribution = main.querySelector('[data-testid="attribution"]')!;
    expect(attribution.getAttribute('lang')).toBe('en');
    expect(attribution.textContent).toBe(
      'Contains public sector information licensed under the Open Government Licence v3.0.',
    );
    expect(
      main.querySelector(
        'a[href="https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025"]',
      ),
    ).not.toBeNull();
    for (const fact of ['ISO 14083:2023', '0.66646', '1.03455', '0.01553', '0.78225', '13,052'])
      expect(text, `${locale}: ${fact}`).toContain(fact);
    // 1.03455 / 0.66646 = 1.552: radiative forcing would add 55% to air.
    expect(text).toContain('55%');
    // Yantian to Los Angeles, from the sea distances.
    expect(text).toContain('12,087');
    expect(main.querySelector(`a[href="${publicPath('/query-price', locale)}"]`)).not.toBeNull();
  }
});

/** The results at a width, with the air offer's disclosure opened: what axe should see. */
async function openLegs(page: Page, locale: TestLocale) {
  const legs = page.locator('[data-channel="BW-AIR-US-FBA"]').getByText(TEXT[locale].covers);
  await legs.click();
  await expect(
    page.locator('[data-channel="BW-AIR-US-FBA"] [data-testid="offer-legs"]'),
  ).toContainText(TEXT[locale].airLeg);
}

for (const locale of locales) {
  test(`${locale}: the figures, the legs and the comparison in the browser, axe clean at 390 and 1440 px`, async ({
    page,
  }) => {
    const t = TEXT[locale];
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(publicPath(SEARCH, locale));
    await appMounted(page);
    await expect(page.getByTestId('offer-emissions')).toHaveCount(5);
    await expect(page.getByTestId('emissions-comparison')).toContainText(t.comparison);
    await openLegs(page, locale);
    const found: Record<string, string[]> = { '390 px': await axeViolations(page) };
    expect(await horizontalOverflow(page), 'sideways overflow at 390 px').toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1440, height: 900 });
    found['1440 px'] = await axeViolations(page);
    expect(found).toEqual(NO_VIOLATIONS);
    await page.getByTestId('emissions-comparison').getByRole('link', { name: t.method }).click();
    await expect(page).toHaveURL(publicPath(METHODOLOGY, locale));
    await expect(page.locator('h1')).toHaveText(t.title);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of locales)
    test(`${locale}: the legs open and the method link leads to the methodology page`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(publicPath(SEARCH, locale));
      await expect(
        page.locator('[data-channel="BW-EXP-US"] [data-testid="offer-emissions"]'),
      ).toHaveText(TEXT[locale].figure('280'));
      await openLegs(page, locale);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page
        .locator('[data-channel="BW-AIR-US-FBA"]')
        .getByRole('link', { name: TEXT[locale].method })
        .click();
      await expect(page).toHaveURL(publicPath(METHODOLOGY, locale));
      await expect(page.locator('h1')).toHaveText(TEXT[locale].title);
    });
});
