import { appMounted, axeViolations } from './support';
import { expect, test, type Page } from '@playwright/test';

async function fillShipment(
  page: Page,
  rows: [string, string, string, string, string][],
  to = 'ONT8',
) {
  const form = page.locator('main form').first();
  await form.locator('select[name="from"]').selectOption('SZX');
  await form.locator('input[name="to"]').fill(to);
  const lines = form.getByTestId('carton-row');
  for (const [i, values] of rows.entries()) {
    const inputs = lines.nth(i).locator('input');
    for (const [j, value] of values.entries()) await inputs.nth(j).fill(value);
  }
  await form.locator('button[type="submit"]').click();
}

const totals = (page: Page) => page.getByTestId('offer-total').allTextContents();
const yuan = (text: string) => Number(text.replace(/[^\d.]/g, ''));

const RESULTS =
  '/query-price?from=SZX&to=ONT8&goods=general&units=metric&qty=3&len=50&wid=40&hei=40&wt=12';

// The English walk through the results, one step per test (each from its URL): together they
// were too long for a busy machine.
test.describe('English results', () => {
  test('the form leads to the prices, cheapest first', async ({ page }) => {
    await page.goto('/query-price');
    await appMounted(page);
    await fillShipment(page, [['3', '50', '40', '40', '12']]);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.startsWith(RESULTS));
    await expect(page.locator('#quote-heading')).toHaveText(
      'Prices from Shenzhen to ONT8 (United States)',
    );
    // Cheapest first by default, with the hand-checked sea and air totals.
    const byPrice = (await totals(page)).map(yuan);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    expect(byPrice).toContain(421.89); // sea: 41 kg × ¥9.80 + 5% fuel
    expect(byPrice).toContain(2056.74); // air: 42 kg × ¥41.50 + 18% fuel
    await expect(page.getByTestId('offer').first()).toContainText('Cheapest');
    await expect(page.getByTestId('refused')).toContainText(
      'E-commerce parcel line US: Carton line 1 is larger than this line allows (90 cm).',
    );
  });

  test('sort fastest first', async ({ page }) => {
    await page.goto(RESULTS);
    await appMounted(page);
    await page.getByRole('link', { name: 'Fastest first' }).click();
    await expect(page).toHaveURL(/sort=time/);
    await expect(page.getByTestId('offer').first()).toHaveAttribute('data-channel', 'BW-EXP-US');
    await expect(page.getByTestId('offer').first()).toContainText('Fastest');
  });

  /** The English results, filtered to the one air-freight offer through the service links. */
  async function openAirFreightOnly(page: Page) {
    await page.goto(RESULTS);
    await appMounted(page);
    await page
      .getByRole('navigation', { name: 'Service' })
      .getByRole('link', { name: 'Air freight' })
      .click();
    await expect(page).toHaveURL(/mode=air/);
  }

  test('filter one service and open its price breakdown', async ({ page }) => {
    await openAirFreightOnly(page);
    await expect(page.getByTestId('offer')).toHaveCount(1);
    // The breakdown adds up to the total.
    const offer = page.getByTestId('offer').first();
    await offer.getByText('Price breakdown').click();
    await expect(offer.locator('dl')).toContainText('Freight: 42 kg × CN¥41.50/kg');
    await expect(offer.locator('dl')).toContainText('Fuel surcharge 18%');
  });

  test('the URL is the whole query: reopened, it shows the same view', async ({ page }) => {
    await openAirFreightOnly(page);
    const other = await page.context().newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('offer')).toHaveCount(1);
    await expect(other.getByTestId('offer-total')).toHaveText(['Total: CN¥2,056.74']);
    await page.goBack();
    await expect(page.getByTestId('offer')).toHaveCount(5);
  });
});

test('Chinese: prices in Chinese, and an invalid size is explained under its field', async ({
  page,
}) => {
  await page.goto('/zh/query-price');
  await appMounted(page);
  await fillShipment(page, [['2', '50', '40', '40', '12']], 'DTM2');
  await expect(page.locator('#quote-heading')).toHaveText('从深圳到 DTM2（德国）的运价');
  await expect(page.getByTestId('offer').first()).toContainText('最便宜');

  await page.goto('/zh/query-price?from=SZX&to=DTM2&qty=2&len=0&wid=40&hei=40&wt=12');
  await appMounted(page);
  await expect(page.locator('#row-1-len-error')).toHaveText('请输入大于零的数字。');
  await expect(page.locator('input[name="len"]').first()).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('offer')).toHaveCount(0);
});

test('a price link from the route lookup fills in the form', async ({ page }) => {
  await page.goto('/query-price?from=YIW&to=DTM2&mode=rail');
  await appMounted(page);
  await expect(page.locator('main input[name="to"]')).toHaveValue('DTM2');
  await expect(page.locator('main select[name="from"]')).toHaveValue('YIW');
  await expect(page.getByTestId('input-errors')).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('submitting the form renders the offers on the server', async ({ page }) => {
    await page.goto('/query-price');
    await fillShipment(page, [['1', '30', '20', '15', '0.8']], '90001');
    await expect(page.getByTestId('offer').first()).toBeVisible();
    // 30×20×15 cm at 0.8 kg is a parcel: the e-commerce line takes it.
    await expect(page.locator('[data-channel="BW-EC-US"]')).toHaveCount(1);
  });
});

test('a results page has no WCAG 2.1 A/AA violations, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(RESULTS);
  await appMounted(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('with JavaScript, carton lines can be added and removed and values are checked as typed', async ({
  page,
}) => {
  await page.goto('/query-price');
  await appMounted(page);
  const rows = page.getByTestId('carton-row');
  await expect(rows).toHaveCount(4);
  await page.getByRole('button', { name: 'Add a carton line' }).click();
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(4).locator('input').first()).toBeFocused();
  await page.getByRole('button', { name: 'Remove line 2' }).click();
  await expect(rows).toHaveCount(4);

  const weight = rows.first().locator('input[name="wt"]');
  await weight.fill('2000');
  await expect(rows.first()).toContainText('Enter at most 1500.');
  await expect(weight).toHaveAttribute('aria-invalid', 'true');
  await weight.fill('12');
  await expect(rows.first()).not.toContainText('Enter at most 1500.');
  const quantity = rows.first().locator('input[name="qty"]');
  await quantity.fill('1.5');
  await expect(rows.first()).toContainText('Enter a whole number.');
});

test('a search with problems raises an error toast in the visitor’s language', async ({ page }) => {
  await page.goto('/zh/query-price?from=SZX&to=ONT8&qty=2&len=0&wid=40&hei=40&wt=12');
  await appMounted(page);
  await expect(page.locator('[data-sonner-toast]')).toContainText('请检查表单');
});
