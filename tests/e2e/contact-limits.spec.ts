// The enquiry form's abuse rules at the edge: the rate limit answers 429 without JavaScript too,
// and a post far larger than the form can be is refused with 413 before anything reads it.
import { expect, test } from '@playwright/test';
import { testAddress } from '../support/e2e';
import {
  enquiriesNamed,
  enquiryForm,
  fillEnquiry,
  sendAndReadReference,
  uniqueEmail,
} from './contact-support';
import { messages } from './support';

test.describe.configure({ timeout: 120_000 });

test('without JavaScript, the sixth enquiry in 10 minutes is answered 429 and not stored', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
  const tag = Math.random().toString(36).slice(2, 8);
  for (let i = 0; i < 5; i++) {
    await page.goto('/contact');
    await fillEnquiry(
      page,
      'en',
      { name: `Limit ${tag} ${i}`, email: uniqueEmail('limit') },
      'Twenty cartons of lamps to Los Angeles every month.',
    );
    await enquiryForm(page).getByTestId('service-select').selectOption('general');
    await sendAndReadReference(page, 'en');
  }
  await page.goto('/contact');
  await fillEnquiry(
    page,
    'en',
    { name: `Limit ${tag} 5`, email: uniqueEmail('limit') },
    'Twenty cartons of lamps to Los Angeles every month.',
  );
  await enquiryForm(page).getByTestId('service-select').selectOption('general');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    enquiryForm(page).getByTestId('enquiry-submit').click(),
  ]);
  expect(response.status()).toBe(429);
  const wording = messages.en.EnquiryForm.rateLimited.split('{')[0]!.trim();
  await expect(enquiryForm(page)).toContainText(wording);
  expect(enquiriesNamed(`Limit ${tag} 5`)).toHaveLength(0);
  for (let i = 0; i < 5; i++) expect(enquiriesNamed(`Limit ${tag} ${i}`)).toHaveLength(1);
  await context.close();
});

test('a post to the contact page larger than the form can be is refused with 413', async ({
  request,
}) => {
  for (const path of ['/contact', '/zh/contact']) {
    const response = await request.post(path, {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': testAddress(),
      },
      data: `message=${'x'.repeat(100_000)}`,
    });
    expect(response.status(), path).toBe(413);
  }
});
