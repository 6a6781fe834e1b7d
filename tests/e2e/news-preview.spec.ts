import { expect } from '@playwright/test';
import { check } from './console-support';
import { test } from './staff-sessions';
import { locales, messages, publicPath } from './support';

// Each test has an account of its own, so the tests run on both workers (one at a time, the file
// was the last of its project on one worker while the other waited). Invitations are made in the
// worker (console-support.ts), not by a CLI beside the server.
test.describe.configure({ timeout: 120_000 });

// A draft (every language file of its seed folder is one), visible only in the console.
const DRAFT = 'wayhub-tokyo-sea-and-fba-japan-2027';
const CHINESE_ONLY = 'spring-festival-2027-supplier-receiving';
const preview = (id: string, lang: string, locale: 'en' | 'zh') =>
  publicPath(`/console/news/${id}/preview/${lang}`, locale);

for (const locale of locales) {
  const t = messages[locale].ConsoleNewsPreview;

  test(`an editor previews a draft as its public page would show it (${locale})`, async ({
    page,
    staff,
  }) => {
    // The worker's editor: the invitation itself is console.spec.ts's.
    await staff.signIn(page, 'editor', locale);
    // The public site does not know the draft.
    expect((await page.request.get(publicPath(`/news-services/${DRAFT}`, locale))).status()).toBe(
      404,
    );
    for (const lang of locales) {
      const response = await page.goto(preview(DRAFT, lang, locale));
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toContain('no-store');
      expect(response?.headers()['x-frame-options']).toBe('SAMEORIGIN');
      expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
      await expect(page.getByTestId('preview-bar')).toHaveText(
        t.bar.replace('{status}', t.status.draft),
      );
      await expect(page.getByTestId('article')).toBeVisible();
      await expect(page.getByTestId('article-body').locator('h2').first()).toBeVisible();
      // The draft's cover comes from the database like every article image.
      const cover = page.getByTestId('article-cover');
      await expect(cover).toHaveJSProperty('complete', true);
      expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain(
        'noindex',
      );
      await check(page, `news-preview-${locale}-${lang}`);
    }
    // The other language's page of a one-language article does not exist: said so.
    await page.goto(preview(CHINESE_ONLY, 'en', locale));
    await expect(page.getByTestId('preview-problem')).toHaveText(t.notInLanguage);
    expect((await page.request.get(preview('no-such-article', 'en', locale))).status()).toBe(404);
  });
}

test('the editor can show the preview in a frame of the console; other console pages refuse', async ({
  page,
  staff,
}) => {
  await staff.signIn(page, 'editor', 'en');
  await page.goto('/console');
  const framed = async (src: string) =>
    page.evaluate(
      (url) =>
        new Promise<string>((done) => {
          const frame = document.createElement('iframe');
          frame.src = url;
          frame.onload = () => {
            try {
              done(
                frame.contentDocument?.querySelector('[data-testid="preview-bar"]')
                  ? 'shown'
                  : 'empty',
              );
            } catch {
              done('blocked');
            }
          };
          document.body.append(frame);
        }),
      src,
    );
  expect(await framed(preview(DRAFT, 'zh', 'en'))).toBe('shown');
  expect(await framed('/console/staff')).not.toBe('shown');
});

test('a visitor who is not signed in is sent to the sign-in page', async ({ page }) => {
  await page.goto(preview(DRAFT, 'en', 'en'));
  await expect(page).toHaveURL(/\/console\/sign-in/);
});
