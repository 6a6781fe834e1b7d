// The contact pages themselves: the confirmation page, accessibility, and the site-wide contact
// details that configuration sets (CONTACT_PHONE, ICP_NUMBER, WECHAT_QR, baked in at build time:
// these tests check the configuration the build under test was made with, as `site` is read).
import { expect, test } from '@playwright/test';
import { readContactConfig } from '../../src/config/contact';
import { company } from '../../src/lib/company';
import { fetchDocument, visibleText } from './html';
import { axeAtBothWidths, locales, messages, NO_VIOLATIONS, publicPath } from './support';

const contact = readContactConfig(process.env);
const hotline = contact.phone || company.contact.phone;
const tel = `tel:${hotline.replace(/\s+/g, '')}`;

for (const locale of locales) {
  const t = messages[locale].ContactSent;

  // What the confirmation says is in its HTML: read over HTTP, no browser.
  test(`${locale}: the confirmation shows the reference from its address, not indexed`, async ({
    request,
  }) => {
    const { response, document } = await fetchDocument(
      request,
      `${publicPath('/contact/sent', locale)}?ref=k7p-3xq`,
    );
    expect(response.status()).toBe(200);
    const reference = document.querySelector('[data-testid="enquiry-reference"]');
    expect(reference && visibleText(reference)).toBe('K7P3XQ');
    expect(visibleText(document.querySelector('main')!)).toContain(t.nextMail);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(
      /noindex/,
    );
    const another = [...document.querySelectorAll('a')].find((a) => visibleText(a) === t.another);
    expect(another?.getAttribute('href')).toBe(publicPath('/contact', locale));
  });

  test(`${locale}: a confirmation without a readable reference says so`, async ({ request }) => {
    for (const query of ['', '?ref=', '?ref=O0I1ZZ', '?ref=<script>', '?ref=A&ref=B']) {
      const { response, document } = await fetchDocument(
        request,
        `${publicPath('/contact/sent', locale)}${query}`,
      );
      expect(response.status(), query).toBe(200);
      const headings = [...document.querySelectorAll('h1, h2, h3')].map(visibleText);
      expect(headings, query).toContain(t.missingHeading);
      expect(document.querySelector('[data-testid="enquiry-reference"]'), query).toBeNull();
    }
  });

  test(`${locale}: the contact pages pass axe at 390 and 1440 px`, async ({ page }) => {
    // Two views, each scanned at two widths; the form page itself at both widths is
    // content.spec.ts's, with every page.
    test.setTimeout(90_000);
    for (const path of [
      `${publicPath('/contact', locale)}?service=directSales`,
      `${publicPath('/contact/sent', locale)}?ref=K7P3XQ`,
    ])
      expect(await axeAtBothWidths(page, path), path).toEqual(NO_VIOLATIONS);
  });
}

test('the hotline is in the header on a desktop and in the menu on a phone', async ({ page }) => {
  const h = messages.zh.Header;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/zh/contact');
  const header = page.locator('header');
  const desktop = header.getByRole('link', { name: `${h.hotline}: ${hotline}` }).first();
  await expect(desktop).toBeVisible();
  await expect(desktop).toHaveAttribute('href', tel);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(desktop).toBeHidden();
  await header.locator('summary').filter({ hasText: h.openMenu }).click();
  const inMenu = page
    .getByRole('navigation', { name: h.mobileNav })
    .getByRole('link', { name: `${h.hotline}: ${hotline}` });
  await expect(inMenu).toBeVisible();
  await expect(inMenu).toHaveAttribute('href', tel);
});

test('the footer shows the ICP record number and the WeChat QR code only when configured', async ({
  page,
}) => {
  await page.goto('/zh');
  const footer = page.locator('footer');
  const icp = footer.getByTestId('icp-number');
  const qr = footer.getByTestId('wechat-qr');
  if (contact.icpNumber) {
    await expect(icp).toHaveText(contact.icpNumber);
    await expect(icp).toHaveAttribute('href', 'https://beian.miit.gov.cn/');
  } else await expect(icp).toHaveCount(0);
  if (contact.wechatQr) {
    await expect(qr.getByRole('img', { name: messages.zh.Footer.wechatAlt })).toBeVisible();
    await page.goto('/contact');
    await expect(
      page.getByTestId('contact-details').getByRole('img', { name: messages.en.Contact.wechatAlt }),
    ).toBeVisible();
  } else await expect(qr).toHaveCount(0);
  await expect(footer.getByRole('link', { name: hotline })).toHaveAttribute('href', tel);
});
