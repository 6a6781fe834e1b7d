// The contact page and the enquiry form, with JavaScript and without, in both languages.
import { expect, test } from '@playwright/test';
import { testAddress } from '../support/e2e';
import {
  enquiriesNamed,
  oneEnquiryNamed,
  enquiryForm,
  label,
  fillEnquiry,
  sendAndReadReference,
  uniqueEmail,
} from './contact-support';
import { appMounted, locales, messages, publicPath } from './support';

const uniqueName = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;

// Each test fills and sends the form, some twice: several page loads on a shared machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  // Each test its own client address: the enquiry rate limit of one never touches another.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
});

for (const locale of locales) {
  const path = publicPath('/contact', locale);
  const f = messages[locale].EnquiryForm;
  const sent = messages[locale].ContactSent;

  test(`${locale}, with JavaScript: errors beside their fields as the visitor types, then an enquiry is sent and stored`, async ({
    page,
  }) => {
    await page.goto(path);
    await appMounted(page);
    const form = enquiryForm(page);
    await form.getByTestId('enquiry-submit').click();
    for (const key of [
      'nameRequired',
      'serviceInvalid',
      'messageTooShort',
      'consentRequired',
    ] as const)
      await expect(form.getByText(f.errors[key])).toBeVisible();
    // "At least one way to reach you" stands under the group, which names it for each field.
    await expect(form.getByTestId('contact-error')).toHaveText(f.errors.contactRequired);
    const email = form.getByLabel(label(f.email));
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(new RegExp(f.errors.contactRequired));
    await expect(form.getByLabel(label(f.name))).toBeFocused();
    await expect(form.getByTestId('error-summary')).toBeVisible();

    await email.fill('name@');
    await expect(form.getByText(f.errors.emailInvalid)).toBeVisible();
    await expect(form.getByTestId('contact-error')).toHaveCount(0);
    const address = uniqueEmail(`contact-${locale}`);
    await email.fill(address);
    await expect(form.getByText(f.errors.emailInvalid)).toHaveCount(0);

    const name = uniqueName(locale === 'zh' ? '王小姐' : 'Maria Rossi');
    const message =
      locale === 'zh'
        ? '我们每月有两个 40 尺柜发往美国，想了解海运加海外仓的方案。'
        : 'We ship two 40-ft containers a month to the US and want to discuss sea freight.';
    await fillEnquiry(page, locale, { name }, message);
    await form.getByTestId('service-select').selectOption('general');
    const reference = await sendAndReadReference(page, locale);
    await expect(page.getByText(sent.nextMail)).toBeVisible();

    expect(oneEnquiryNamed(name)).toMatchObject({
      reference,
      locale,
      service: 'general',
      email: address,
      message,
      source: path,
      quote: null,
    });
  });

  test(`${locale}, without JavaScript: the server's errors beside their fields, what was typed kept, then sent`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
    await page.goto(path);
    const form = enquiryForm(page);
    const name = uniqueName(locale === 'zh' ? '陈先生' : 'Tom Baker');
    await form.getByLabel(label(f.name)).fill(name);
    await form.getByLabel(label(f.wechat)).fill('9lives');
    await form.getByLabel(label(f.message)).fill('Too short');
    await form.getByTestId('service-select').selectOption('storehouse');
    await form.getByTestId('enquiry-submit').click();

    await expect(form.getByText(f.errors.wechatInvalid)).toBeVisible();
    await expect(form.getByText(f.errors.messageTooShort)).toBeVisible();
    await expect(form.getByText(f.errors.consentRequired)).toBeVisible();
    await expect(form.getByText(f.errors.nameRequired)).toHaveCount(0);
    await expect(form.getByLabel(label(f.name))).toHaveValue(name);
    await expect(form.getByLabel(label(f.wechat))).toHaveValue('9lives');
    await expect(form.getByLabel(label(f.message))).toHaveValue('Too short');
    await expect(form.getByTestId('service-select')).toHaveValue('storehouse');
    expect(enquiriesNamed(name)).toHaveLength(0);

    await form.getByLabel(label(f.wechat)).fill('bridge_buyer');
    await form
      .getByLabel(label(f.message))
      .fill('<b>Pallet storage</b> in Ontario for 300 cartons, from January.');
    await form.getByRole('checkbox').check();
    const reference = await sendAndReadReference(page, locale);
    expect(oneEnquiryNamed(name)).toMatchObject({
      reference,
      locale,
      service: 'storehouse',
      wechat: 'bridge_buyer',
      message: '<b>Pallet storage</b> in Ontario for 300 cartons, from January.',
    });
    await context.close();
  });
}

for (const [locale, servicePath, service] of [
  ['en', '/fba-head-shipping', 'fbaHeadShipping'],
  ['zh', '/zh/storehouse', 'storehouse'],
] as const) {
  test(`${locale}: a service page ends with a way to ask about it, which opens the form with it chosen`, async ({
    page,
  }) => {
    const s = messages[locale].ServiceContact;
    await page.goto(servicePath);
    await appMounted(page);
    const block = page.locator('section', { has: page.getByRole('heading', { name: s.heading }) });
    await block.getByRole('link', { name: s.button }).click();
    await expect(page).toHaveURL(`${publicPath('/contact', locale)}?service=${service}`);
    await expect(enquiryForm(page).getByTestId('service-select')).toHaveValue(service);

    const name = uniqueName(locale === 'zh' ? '刘经理' : 'Sam Lee');
    await fillEnquiry(
      page,
      locale,
      { name, phone: locale === 'zh' ? '138 0013 8000' : '+1 415 555 0100' },
      locale === 'zh'
        ? '想咨询东莞仓的贴标和中转服务。'
        : 'Weekly FBA shipments of 40 cartons to ONT8.',
    );
    await sendAndReadReference(page, locale);
    const stored = oneEnquiryNamed(name);
    expect(stored).toMatchObject({ service, locale, source: servicePath });
    expect(stored.phone).toBe(locale === 'zh' ? '+8613800138000' : '+14155550100');
  });
}

test('a filled honeypot is thanked with a reference, and nothing is stored', async ({ page }) => {
  await page.goto('/contact');
  await appMounted(page);
  const name = uniqueName('Bot');
  await fillEnquiry(page, 'en', { name, email: uniqueEmail('bot') }, 'Buy cheap followers now!!!');
  await enquiryForm(page).getByTestId('service-select').selectOption('general');
  await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await sendAndReadReference(page, 'en');
  expect(enquiriesNamed(name)).toHaveLength(0);
});
