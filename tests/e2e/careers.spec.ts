import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { appMounted, axeViolations, locales, messages, publicPath, toastsShown } from './support';
import { E2E_DATABASE_URL, testAddress } from '../support/e2e';
import { bigPdfBytes, exeBytes, pdfBytes } from '../support/resume-bytes';
import { listApplications } from '../../src/lib/careers/export';
import {
  exportApplications,
  fillValid,
  form,
  postApplication,
  validAnswers,
} from './careers-support';
import { e2eDatabase } from './console-support';
import { fetchDocument, visibleText } from './html';

const database = e2eDatabase();
/**
 * The applications stored from `email`, read here: the CLI's export (a tsx start each, seconds of
 * CPU) is checked once per language, in the first test.
 */
/** What an empty application form is told, one message per field. */
const EMPTY_FORM_ERRORS = [
  'nameRequired',
  'emailInvalid',
  'phoneInvalid',
  'positionInvalid',
  'cityRequired',
  'experienceInvalid',
  'resumeRequired',
  'consentRequired',
] as const;

const storedFrom = (email: string) => listApplications(database(), { email });

const unique = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;

// The journeys in a browser in English; the Chinese page's words and answers over HTTP below (the
// form behaves the same in either language), with the rate limit in both.
{
  const locale = 'en' as const;
  const path = publicPath('/join-us', locale);
  const f = messages[locale].JoinForm;
  const c = messages[locale].Careers;

  test.describe(`join us (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
    });

    test('lists positions, filters them and preselects one with Apply', async ({ page }) => {
      await page.goto(path);
      await appMounted(page);
      const all = await page.getByTestId('position').count();
      expect(all).toBeGreaterThanOrEqual(6);
      await page.getByLabel(c.department).selectOption('customs');
      await page.getByRole('button', { name: c.filter }).click();
      await expect(page).toHaveURL(/department=customs/);
      // The filter form is a plain GET: a new page, whose scripts load after its first paint.
      await appMounted(page);
      const filtered = page.getByTestId('position');
      expect(await filtered.count()).toBeGreaterThan(0);
      expect(await filtered.count()).toBeLessThan(all);
      for (const text of await filtered.allTextContents())
        expect(text).toContain(c.departments.customs);
      // Apply on the first listed position chooses it in the form.
      const first = filtered.first();
      const id = await first.getAttribute('id');
      await first.getByRole('link', { name: new RegExp(c.apply) }).click();
      await expect(page.getByTestId('position-select')).toHaveValue(id!);
      await expect(page.getByTestId('position-select')).toBeFocused();
    });

    test('a complete application is stored and confirmed', async ({ page }) => {
      const email = unique(`apply-${locale}`);
      const name = 'Anna Schmidt';
      await page.goto(path);
      await appMounted(page);
      await fillValid(page, locale, { name, email });
      await page.getByTestId('application-submit').click();
      const confirmation = page.getByTestId('application-confirmation');
      await expect(confirmation).toContainText(f.successHeading);
      const reference = (await page.getByTestId('application-reference').textContent())!.trim();
      expect(reference).toMatch(/^BW-\d{6}-[0-9A-Z]{6}$/);
      await expect(page.locator('[data-sonner-toast]').first()).toContainText(reference);

      const stored = exportApplications().filter((a) => a.email === email);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        id: reference,
        name,
        position_id: 'full-stack-engineer-shenzhen',
        experience: '3-5',
        locale,
        resume_name: 'resume.pdf',
      });
      expect(stored[0]!.phone).toBe('+492031234567');
      // The résumé comes back byte for byte through the CLI.
      const out = resolve(`.data/resume-${reference}.pdf`);
      execFileSync(
        process.execPath,
        [
          resolve('node_modules/tsx/dist/cli.mjs'),
          'scripts/applications.ts',
          'resume',
          reference,
          out,
        ],
        {
          env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL },
        },
      );
      expect(readFileSync(out).equals(pdfBytes())).toBe(true);
      // In the database it is encrypted, as the privacy notice says.
      const db = new Database(resolve(E2E_DATABASE_URL), { readonly: true });
      try {
        const row = db
          .prepare('select content from application_files where application_id = ?')
          .get(reference) as { content: Buffer };
        expect(row.content.subarray(0, 4).toString()).toBe('BWR1');
        expect(row.content.includes(pdfBytes().subarray(0, 16))).toBe(false);
      } finally {
        db.close();
      }
      rmSync(out);
    });

    test('each invalid field shows its message as the visitor types', async ({ page }) => {
      await page.goto(path);
      await appMounted(page);
      await page.getByTestId('application-submit').click();
      const scope = form(page);
      for (const key of EMPTY_FORM_ERRORS)
        await expect(scope.getByText(f.errors[key])).toBeVisible();
      await expect(scope.getByLabel(f.name, { exact: false }).first()).toBeFocused();

      const email = scope.getByLabel(f.email);
      await email.fill('name@');
      await expect(scope.getByText(f.errors.emailInvalid)).toBeVisible();
      await email.fill('name@example.com');
      await expect(scope.getByText(f.errors.emailInvalid)).toHaveCount(0);
      await scope.getByLabel(f.phone).fill('12345');
      await expect(scope.getByText(f.errors.phoneInvalid)).toBeVisible();
      await scope.getByLabel(f.message).fill('x'.repeat(2001));
      await expect(scope.getByText(f.errors.messageTooLong)).toBeVisible();
      await scope
        .getByTestId('resume-input')
        .setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(scope.getByText(f.errors.resumeType)).toBeVisible();
    });

    test('the résumé picker speaks the page’s language and names the chosen file', async ({
      page,
    }) => {
      await page.goto(path);
      await appMounted(page);
      // The browser's own picker would name its button in the browser's language.
      const input = form(page).getByTestId('resume-input');
      await expect(input).toHaveAccessibleName(new RegExp(`^${f.resume}`));
      await expect(input).toHaveAttribute('required');
      // The fields marked * are required for assistive technology too; the message is optional.
      await expect(form(page).getByLabel(f.email)).toHaveAttribute('aria-required', 'true');
      await expect(form(page).getByLabel(f.message)).not.toHaveAttribute('aria-required');
      const picker = form(page).locator(`label[for="${await input.getAttribute('id')}"]`);
      await expect(picker.getByText(f.chooseFile, { exact: true })).toBeVisible();
      await expect(picker.getByText(f.noFileChosen, { exact: true })).toBeVisible();
      await expect(page.getByTestId('resume-file-name')).toBeHidden();
      // The label opens the file chooser.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        picker.getByText(f.chooseFile, { exact: true }).click(),
      ]);
      await chooser.setFiles({
        name: '简历 CV.pdf',
        mimeType: 'application/pdf',
        buffer: pdfBytes(),
      });
      await expect(page.getByTestId('resume-file-name')).toHaveText('简历 CV.pdf');
      await expect(picker.getByText(f.noFileChosen, { exact: true })).toBeHidden();
      // Keyboard users see where focus is: on the button drawn for the hidden input.
      await input.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(input).toBeFocused();
      const outline = await picker
        .getByText(f.chooseFile, { exact: true })
        .evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).toBe('solid');
      // With the errors of an incomplete submission on screen too.
      await page.getByTestId('application-submit').click();
      await expect(form(page).getByText(f.errors.nameRequired)).toBeVisible();
      await toastsShown(page, 1);
      expect(await axeViolations(page)).toEqual([]);
    });

    test('a 6 MB file and a renamed .exe are refused and nothing is stored', async ({ page }) => {
      const email = unique(`refused-${locale}`);
      await page.goto(path);
      await appMounted(page);
      await fillValid(
        page,
        locale,
        { name: 'Refused File', email },
        { name: 'big.pdf', mimeType: 'application/pdf', buffer: bigPdfBytes() },
      );
      await expect(form(page).getByText(f.errors.resumeTooLarge)).toBeVisible();
      await page.getByTestId('application-submit').click();
      await expect(form(page).getByText(f.errors.resumeTooLarge)).toBeVisible();

      await form(page)
        .getByTestId('resume-input')
        .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: exeBytes() });
      await page.getByTestId('application-submit').click();
      await expect(form(page).getByText(f.errors.resumeContent)).toBeVisible();
      await expect(page.getByTestId('application-confirmation')).toHaveCount(0);
      // What was typed is kept.
      await expect(form(page).getByLabel(f.email)).toHaveValue(email);
      expect(await storedFrom(email)).toHaveLength(0);
    });
  });

  test.describe(`join us without JavaScript (${locale})`, () => {
    test.use({ javaScriptEnabled: false });

    test('submits, shows errors with the fields kept, and confirms', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
      const email = unique(`nojs-${locale}`);
      await page.goto(`${path}?position=customs-declaration-specialist-shenzhen#apply`);
      await expect(page.getByTestId('position-select')).toHaveValue(
        'customs-declaration-specialist-shenzhen',
      );
      // First without a résumé or consent: the page comes back with the messages.
      const scope = form(page);
      await scope.getByLabel(f.name, { exact: false }).first().fill('No Script');
      await scope.getByLabel(f.email).fill(email);
      await scope.getByLabel(f.phone).fill('13912345678');
      await scope.getByLabel(f.city).fill('Ningbo');
      await scope.getByLabel(f.experience).selectOption('1-3');
      await page.getByTestId('application-submit').click();
      await expect(form(page).getByText(f.errors.resumeRequired)).toBeVisible();
      await expect(form(page).getByText(f.errors.consentRequired)).toBeVisible();
      await expect(form(page).getByLabel(f.email)).toHaveValue(email);
      await expect(page.getByTestId('position-select')).toHaveValue(
        'customs-declaration-specialist-shenzhen',
      );

      // The picker's line follows the input's validity, without a script.
      await expect(form(page).getByText(f.noFileChosen, { exact: true })).toBeVisible();
      await form(page)
        .getByTestId('resume-input')
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfBytes() });
      await expect(page.getByTestId('resume-file-name')).toHaveText(f.fileChosen);
      await expect(form(page).getByText(f.noFileChosen, { exact: true })).toBeHidden();
      await form(page).getByRole('checkbox').check();
      await page.getByTestId('application-submit').click();
      await expect(page.getByTestId('application-confirmation')).toContainText(f.successHeading);
      const reference = (await page.getByTestId('application-reference').textContent())!.trim();
      const stored = await storedFrom(email);
      expect(stored.map((a) => a.id)).toEqual([reference]);
      expect(stored[0]!.position_id).toBe('customs-declaration-specialist-shenzhen');
    });

    test('a filled honeypot stores nothing', async ({ page }) => {
      await page.setExtraHTTPHeaders({ 'x-forwarded-for': testAddress() });
      const email = unique(`bot-${locale}`);
      await page.goto(path);
      await fillValid(page, locale, { name: 'Bot', email });
      await page.locator('input[name="website"]').fill('https://spam.example', { force: true });
      await page.getByTestId('application-submit').click();
      await expect(page.getByTestId('application-confirmation')).toBeVisible();
      expect(await storedFrom(email)).toHaveLength(0);
    });
  });
}

test.describe('join us in Chinese, over HTTP', () => {
  const locale = 'zh' as const;
  const path = publicPath('/join-us', locale);
  const f = messages.zh.JoinForm;
  const c = messages.zh.Careers;

  test('lists positions, filters them, and Apply opens the form on its position', async ({
    request,
  }) => {
    const positions = (document: Document) => [
      ...document.querySelectorAll('[data-testid="position"]'),
    ];
    const all = positions((await fetchDocument(request, path)).document);
    expect(all.length).toBeGreaterThanOrEqual(6);
    const { document } = await fetchDocument(request, `${path}?department=customs`);
    const filtered = positions(document);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.length).toBeLessThan(all.length);
    for (const position of filtered) expect(visibleText(position)).toContain(c.departments.customs);
    const apply = [...filtered[0]!.querySelectorAll('a')].find((a) =>
      visibleText(a).includes(c.apply),
    )!;
    const href = apply.getAttribute('href')!;
    expect(href).toBe(`${path}?position=${filtered[0]!.id}#apply`);
    const chosen = (await fetchDocument(request, href)).document.querySelector<HTMLSelectElement>(
      '[data-testid="position-select"]',
    )!;
    expect(chosen.value).toBe(filtered[0]!.id);
  });

  test('the résumé picker and the required fields are named in Chinese', async ({ request }) => {
    const { document } = await fetchDocument(request, path);
    const input = document.querySelector<HTMLInputElement>('[data-testid="resume-input"]')!;
    expect(input.required).toBe(true);
    // The field's label, then the picker's: the page's own words, not the browser's.
    const picker = [...document.querySelectorAll(`label[for="${input.id}"]`)]
      .map(visibleText)
      .join(' ');
    expect(picker).toContain(f.chooseFile);
    expect(picker).toContain(f.noFileChosen);
    const scope = document.querySelector('[data-testid="application-form"]')!;
    expect(scope.querySelector('input[name="email"]')!.getAttribute('aria-required')).toBe('true');
    expect(scope.querySelector('textarea[name="message"]')!.hasAttribute('aria-required')).toBe(
      false,
    );
  });

  test('a complete application is stored and confirmed', async ({ request }) => {
    const email = unique('apply-zh');
    const { response, document } = await postApplication(
      request,
      locale,
      validAnswers(locale, { name: '李晓明', email }),
    );
    expect(response.status()).toBe(200);
    expect(
      visibleText(document.querySelector('[data-testid="application-confirmation"]')!),
    ).toContain(f.successHeading);
    const reference = document
      .querySelector('[data-testid="application-reference"]')!
      .textContent!.trim();
    expect(reference).toMatch(/^BW-\d{6}-[0-9A-Z]{6}$/);
    const stored = await storedFrom(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      id: reference,
      name: '李晓明',
      position_id: 'full-stack-engineer-shenzhen',
      experience: '3-5',
      locale,
      phone: '+8613800138000',
      resume_name: 'resume.pdf',
    });
  });

  test('an empty form comes back with every message; a renamed .exe and a 6 MB file are refused', async ({
    request,
  }) => {
    const empty = await postApplication(request, locale, {}, { resume: null });
    const said = visibleText(empty.document.querySelector('[data-testid="application-form"]')!);
    for (const key of EMPTY_FORM_ERRORS) expect(said, key).toContain(f.errors[key]);

    const email = unique('refused-zh');
    const exe = await postApplication(
      request,
      locale,
      validAnswers(locale, { name: '拒收', email }),
      {
        resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: exeBytes() },
      },
    );
    const form = exe.document.querySelector('[data-testid="application-form"]')!;
    expect(visibleText(form)).toContain(f.errors.resumeContent);
    // What was typed is kept.
    expect(form.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe(email);
    expect(exe.document.querySelector('[data-testid="application-confirmation"]')).toBeNull();
    const big = await postApplication(
      request,
      locale,
      validAnswers(locale, { name: '拒收', email }),
      {
        resume: { name: 'big.pdf', mimeType: 'application/pdf', buffer: bigPdfBytes() },
      },
    );
    expect(visibleText(big.document.querySelector('[data-testid="application-form"]')!)).toContain(
      f.errors.resumeTooLarge,
    );
    expect(await storedFrom(email)).toHaveLength(0);
  });

  test('a filled honeypot is confirmed and stores nothing', async ({ request }) => {
    const email = unique('bot-zh');
    const { document } = await postApplication(request, locale, {
      ...validAnswers(locale, { name: 'Bot', email }),
      website: 'https://spam.example',
    });
    expect(document.querySelector('[data-testid="application-confirmation"]')).not.toBeNull();
    expect(await storedFrom(email)).toHaveLength(0);
  });
});

for (const locale of locales) {
  test(`the sixth application in 10 minutes is refused with 429 (${locale}, HTTP)`, async ({
    request,
  }) => {
    const address = testAddress();
    const emails: string[] = [];
    for (let i = 0; i < 6; i++) {
      const email = unique(`limit${i}-${locale}`);
      emails.push(email);
      const { response, document } = await postApplication(
        request,
        locale,
        validAnswers(locale, { name: `Limit ${i}`, email }),
        { address },
      );
      if (i < 5) {
        expect(response.status()).toBe(200);
        expect(document.querySelector('[data-testid="application-confirmation"]')).not.toBeNull();
      } else {
        expect(response.status()).toBe(429);
        expect(
          visibleText(document.querySelector('[data-testid="application-problem"]')!),
        ).toContain(locale === 'zh' ? '分钟后再试' : 'Too many attempts');
      }
    }
    const stored = await Promise.all(emails.map(async (e) => (await storedFrom(e)).length));
    expect(stored).toEqual([1, 1, 1, 1, 1, 0]);
  });
}
