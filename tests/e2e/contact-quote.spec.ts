// From a price offer to a quote request: the offer recomputed on the contact page, sent with its
// snapshot, with JavaScript and without; offers that are gone or links that are broken.
import { expect, test, type Page } from '@playwright/test';
import { testAddress } from '../support/e2e';
import {
  enquiriesNamed,
  enquiryForm,
  fillEnquiry,
  label,
  sendAndReadReference,
  uniqueEmail,
} from './contact-support';
import { appMounted, messages, type TestLocale } from './support';

const SEARCH = 'from=SZX&to=ONT8&goods=general&units=metric&qty=3&len=50&wid=40&hei=40&wt=12';

// Each test walks from the price lookup through the form to the stored row.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
});

/** Opens the price results, picks the offer at `index`, and follows its "Request this quote". */
async function requestOffer(page: Page, locale: TestLocale, index: number) {
  await page.goto(`${locale === 'zh' ? '/zh' : ''}/query-price?${SEARCH}&sort=time`);
  const offer = page.getByTestId('offer').nth(index);
  const channel = (await offer.getAttribute('data-channel'))!;
  const total = (await offer.getByTestId('offer-total').textContent())!.replace(/^.*?:\s*/, '');
  const transit = (await offer.getByTestId('offer-transit').textContent())!;
  // "≈ 280 kg CO₂e", without its label.
  const emissions = (await offer.getByTestId('offer-emissions').locator('span').textContent())!;
  await offer
    .getByRole('link', { name: new RegExp(messages[locale].PriceLookup.requestQuote) })
    .click();
  await expect(page).toHaveURL(/\/contact\?quote=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('offer')).toBe(channel);
  // The search, not its view (sort), is what the request carries.
  expect(url.searchParams.get('quote')).toBe(SEARCH);
  return { channel, total: total.trim(), transit: transit.trim(), emissions };
}

type Snapshot = {
  channel: { code: string };
  totalFen: number;
  query: string;
  currency: string;
  co2eKg: number;
};

for (const [locale, withJs] of [
  ['en', true],
  ['zh', false],
] as const) {
  test(`${locale}, ${withJs ? 'with' : 'without'} JavaScript: a price offer becomes a quote request with its snapshot`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: withJs });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
    const c = messages[locale].Contact;
    const { channel, total, transit, emissions } = await requestOffer(page, locale, 1);
    if (withJs) await appMounted(page);

    const summary = page.getByTestId('quote-summary');
    await expect(summary.getByRole('heading', { name: c.quoteHeading })).toBeVisible();
    await expect(summary.getByTestId('quote-total')).toHaveText(total);
    await expect(summary).toContainText(transit);
    await expect(summary).toContainText(emissions);
    await expect(summary).toContainText(c.excluded.duties);
    const form = enquiryForm(page);
    // A quote request starts with a message the visitor may change, and its line's service.
    await expect(form.getByLabel(label(messages[locale].EnquiryForm.message))).toHaveValue(
      c.quoteMessage,
    );
    await expect(form.getByTestId('service-select')).toHaveValue('fbaHeadShipping');

    const name = `${locale === 'zh' ? '周女士' : 'Quote Buyer'} ${Math.random().toString(36).slice(2, 8)}`;
    await fillEnquiry(page, locale, { name, email: uniqueEmail(`quote-${locale}`) });
    const reference = await sendAndReadReference(page, locale);
    const [stored] = enquiriesNamed(name);
    expect(stored).toMatchObject({ reference, locale, service: 'fbaHeadShipping' });
    const snapshot = JSON.parse(stored!.quote!) as Snapshot;
    expect(snapshot.channel.code).toBe(channel);
    expect(snapshot.currency).toBe('CNY');
    expect(snapshot.query).toBe(SEARCH);
    // The stored total is the one the offer showed.
    const shown = Number(total.replace(/[^\d.]/g, ''));
    expect(snapshot.totalFen).toBe(Math.round(shown * 100));
    // And the emissions it showed.
    expect(snapshot.co2eKg).toBe(Number(emissions.replace(/[^\d.]/g, '')));
    await context.close();
  });
}

test('an offer no longer available, or a broken link, is said so and the form still works', async ({
  page,
}) => {
  const c = messages.en.Contact;
  // A European line cannot carry a shipment to the US: as if it had been withdrawn.
  await page.goto(`/contact?quote=${encodeURIComponent(SEARCH)}&offer=BW-SEA-EU`);
  const notice = page.getByTestId('quote-notice');
  await expect(notice).toHaveAttribute('data-reason', 'gone');
  await expect(notice).toContainText(c.goneHeading);
  await expect(page.getByTestId('quote-summary')).toHaveCount(0);
  await expect(enquiryForm(page).getByTestId('service-select')).toHaveValue('general');

  for (const broken of [
    `quote=${encodeURIComponent('from=SZX&to=NOWHERE&qty=1')}&offer=BW-EXP-US`,
    'offer=BW-EXP-US',
    `quote=${encodeURIComponent(SEARCH)}&offer=${encodeURIComponent('<x>')}`,
  ]) {
    const response = await page.goto(`/zh/contact?${broken}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('quote-notice')).toHaveAttribute('data-reason', 'invalid');
    await expect(page.getByTestId('quote-notice')).toContainText(
      messages.zh.Contact.invalidHeading,
    );
    await expect(enquiryForm(page)).toBeVisible();
  }
});
