import { expect, type Page } from '@playwright/test';
import { check, chineseScreen } from './console-support';
import { test } from './staff-sessions';
import { fetchDocument, visibleText } from './html';
import { appMounted, messages, publicPath } from './support';

// One at a time: the journey reorders the openings, which the other test's new opening moves.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** An ICU message with its simple arguments filled in (the tests' own formatting). */
const fill = (message: string, values: Record<string, string>) =>
  message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const lines = (prefix: string) => [1, 2, 3].map((n) => `${prefix} ${n}`).join('\n');

/** Writes one language of the editor. */
async function writeLanguage(page: Page, lang: 'en' | 'zh', title: string) {
  await page.locator(`#title_${lang}`).fill(title);
  await page
    .locator(`#summary_${lang}`)
    .fill(lang === 'en' ? 'Run the night shift.' : '负责夜班运营。');
  await page
    .locator(`#body_${lang}`)
    .fill(lang === 'en' ? 'About the **team**.' : '关于**团队**。');
  await page.locator(`#responsibilities_${lang}`).fill(lines(lang === 'en' ? 'Duty' : '职责'));
  await page.locator(`#requirements_${lang}`).fill(lines(lang === 'en' ? 'Need' : '要求'));
}

/** The join-us page (fresh, past every cache) lists `title` and offers it in the form. */
async function onJoinUs(page: Page, locale: 'en' | 'zh', title: string): Promise<number> {
  await page.goto(publicPath('/join-us', locale));
  const listed = await page.getByTestId('position').filter({ hasText: title }).count();
  const offered = await page
    .getByTestId('position-select')
    .locator('option', { hasText: title })
    .count();
  return listed + offered;
}

// The journeys in the browser in English, their screens' Chinese words over HTTP.
{
  const locale = 'en' as const;
  const zh = messages.zh.ConsolePositions;
  const t = messages[locale].ConsolePositions;
  const c = messages[locale].Console;
  const at = (path: string) => publicPath(path, locale);
  const role = 'hr';

  test(`${role} creates, edits, reorders and closes a job opening (${locale})`, async ({
    page,
    browser,
    staff,
  }) => {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    const en = `Night Shift Lead ${tag}`;
    const chinese = `夜班主管 ${tag}`;
    const title = en;
    const { email } = await staff.signIn(page, role, locale);
    await page.getByTestId('sections').getByRole('link', { name: c.sections.positions }).click();
    await expect(page).toHaveURL(at('/console/positions'));
    await expect(page.getByRole('table')).toBeVisible();
    await check(page, `positions-${locale}`);

    // A new opening, meant to be open, lacks its Chinese: refused, the text kept.
    await page.getByRole('link', { name: t.new }).click();
    await appMounted(page);
    await page.locator('#department').selectOption('operations');
    await page.locator('#city').selectOption('edison');
    await page.locator('#employmentType').selectOption('full-time');
    await page.locator('#status').selectOption('open');
    await writeLanguage(page, 'en', en);
    await page.getByRole('button', { name: t.save }).click();
    const summary = page.getByTestId('input-errors');
    await expect(summary).toContainText(t.errorsHeading);
    const zhTitle = fill(t.fieldIn, { field: t.fields.title, language: t.language.zh });
    await expect(summary).toContainText(fill(t.errors.missing, { field: zhTitle }));
    await expect(page.locator('#title_en')).toHaveValue(en);
    await check(page, `position-editor-refused-${locale}`);

    // Complete in both languages: saved, with its id from the English title.
    await writeLanguage(page, 'zh', chinese);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('notice')).toHaveText(t.saved.created);
    const id = `night-shift-lead-${tag}`;
    await expect(page).toHaveURL(new RegExp(`/console/positions/${id}\\?done=created$`));
    await check(page, `position-editor-${locale}`);
    const editor = await chineseScreen(page, `/console/positions/${id}?done=created`);
    for (const word of [zh.saved.created, zh.save, zh.fields.title, zh.language.zh])
      expect(editor).toContain(word);
    await expect.poll(() => onJoinUs(page, locale, title), { timeout: 15_000 }).toBe(2);
    // And on the Chinese join-us page, by its Chinese title.
    const chineseJoinUs = async () =>
      (await (await page.request.get(publicPath('/join-us', 'zh'))).text()).includes(chinese);
    await expect.poll(chineseJoinUs, { timeout: 15_000 }).toBe(true);

    // Edited here; a colleague's page loaded before is told, and keeps its text.
    await page.goto(at(`/console/positions/${id}`));
    const other = await browser.newPage({ storageState: await page.context().storageState() });
    await other.goto(at(`/console/positions/${id}`));
    await appMounted(other);
    await appMounted(page);
    await page.locator(`#title_${locale}`).fill(`${title} (2)`);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByTestId('notice')).toHaveText(t.saved.updated);
    await other.locator('#summary_en').fill('A colleague typed this.');
    await other.getByRole('button', { name: t.save }).click();
    await expect(other.getByTestId('conflict')).toContainText(email);
    await expect(other.locator('#summary_en')).toHaveValue('A colleague typed this.');
    await other.close();

    // Reordered: one place down, then back to the top.
    await page.goto(at('/console/positions'));
    const row = () => page.getByRole('row', { name: new RegExp(`${title} \\(2\\)`) });
    await expect(row()).toContainText(t.status.open);
    await row()
      .getByRole('button', { name: fill(t.moveDownLabel, { title: `${title} (2)` }) })
      .click();
    await expect(page.getByTestId('notice')).toHaveText(fill(t.moved, { title: `${title} (2)` }));
    await expect(page.getByRole('row').nth(2)).toContainText(`${title} (2)`);
    await row()
      .getByRole('button', { name: fill(t.moveUpLabel, { title: `${title} (2)` }) })
      .click();
    await expect(page.getByRole('row').nth(1)).toContainText(`${title} (2)`);

    // Closed: it leaves the join-us page and its form.
    await row()
      .getByRole('button', { name: fill(t.closeLabel, { title: `${title} (2)` }) })
      .click();
    await expect(page.getByTestId('notice')).toHaveText(
      fill(t.saved.closed, { title: `${title} (2)` }),
    );
    await expect(row()).toContainText(t.status.closed);
    // The Chinese list names the opening by its Chinese title.
    const list = await chineseScreen(page, '/console/positions');
    expect(list).toContain(chinese);
    expect(list).toContain(zh.status.closed);
    await expect.poll(() => onJoinUs(page, locale, title), { timeout: 15_000 }).toBe(0);
  });

  test(`the openings desk works without JavaScript (${locale})`, async ({
    page,
    browser,
    staff,
  }) => {
    await staff.signIn(page, 'editor', locale);
    const context = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const plain = await context.newPage();
    // A new opening, closed, half written: accepted (only an open one must be complete).
    await plain.goto(at('/console/positions/new'));
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
    await plain.locator('#department').selectOption('customs');
    await plain.locator('#city').selectOption('duisburg');
    await plain.locator('#employmentType').selectOption('contract');
    await plain.locator('#title_en').fill(`Plain Opening ${tag}`);
    await plain.locator('#summary_zh').fill('x'.repeat(301));
    await plain.getByRole('button', { name: t.save }).click();
    // Over a limit: refused, the text kept.
    const zhSummary = fill(t.fieldIn, { field: t.fields.summary, language: t.language.zh });
    await expect(plain.getByTestId('input-errors')).toContainText(
      fill(t.errors.tooLong, { field: zhSummary, limit: '300' }),
    );
    await expect(plain.locator('#title_en')).toHaveValue(`Plain Opening ${tag}`);
    await plain.locator('#summary_zh').fill('简介');
    await plain.getByRole('button', { name: t.save }).click();
    await expect(plain.getByTestId('notice')).toHaveText(t.saved.created);
    // Opening it from the list is refused until both languages are complete.
    await plain.goto(at('/console/positions'));
    // The row shows the title in the page's language: a Chinese one not written yet says so.
    const label = fill(t.openLabel, { title: `Plain Opening ${tag}` });
    const row = plain.getByRole('row').filter({ has: plain.getByRole('button', { name: label }) });
    await expect(row).toContainText(`Plain Opening ${tag}`);
    // In Chinese the row says that its Chinese title is not written yet.
    const { document } = await fetchDocument(plain.request, publicPath('/console/positions', 'zh'));
    const chineseLabel = fill(zh.openLabel, { title: `Plain Opening ${tag}` });
    const chineseRow = [...document.querySelectorAll('tr')].find((tr) =>
      [...tr.querySelectorAll('button')].some(
        (button) =>
          button.getAttribute('aria-label') === chineseLabel ||
          button.textContent?.trim() === chineseLabel,
      ),
    );
    expect(visibleText(chineseRow!)).toContain(zh.untitled);
    await row.getByRole('button', { name: label }).click();
    await expect(plain.getByTestId('problem')).toHaveText(
      fill(t.problem.incomplete, { title: `Plain Opening ${tag}` }),
    );
    await expect(
      plain.getByRole('row').filter({ has: plain.getByRole('button', { name: label }) }),
    ).toContainText(t.status.closed);
    await context.close();
  });

  test(`a sales account cannot open the job openings (${locale})`, async ({ page, staff }) => {
    await staff.signIn(page, 'sales', locale);
    const response = await page.goto(at('/console/positions'));
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.forbiddenTitle);
    const editor = await page.goto(at('/console/positions/new'));
    expect(editor?.status()).toBe(403);
    const chinese = await page.request.get(publicPath('/console/positions', 'zh'));
    expect(chinese.status()).toBe(403);
    expect(await chinese.text()).toContain(messages.zh.Console.forbiddenTitle);
  });
}
