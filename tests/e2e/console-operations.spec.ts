import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { openDatabase } from '../../src/lib/db';
import { E2E_DATABASE_URL } from '../support/e2e';
import { check, chineseScreen } from './console-support';
import { test } from './staff-sessions';
import { appMounted, messages, publicPath } from './support';

test.describe.configure({ timeout: 120_000 });

const HEADER = 'number,id,time,status,location,description,lastMileCarrier,lastMileNumber';

/** A failed mail of `kind` in the outbox, as the worker leaves one it gave up; its id. */
async function seedFailedMail(kind: string, error = '550 mailbox unavailable'): Promise<number> {
  const db = await openDatabase({ dialect: 'sqlite', file: E2E_DATABASE_URL });
  await db.ready;
  try {
    const row = await db.db
      .insertInto('mail_outbox')
      .values({
        dedupe_key: null,
        kind,
        created_at: new Date().toISOString(),
        to_address: 'someone@example.com',
        reply_to: null,
        subject: 's',
        text_body: 't',
        headers: null,
        attachments: null,
        status: 'failed',
        attempts: 8,
        next_attempt_at: new Date().toISOString(),
        claimed_until: null,
        last_error: error,
        sent_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  } finally {
    await db.db.destroy();
  }
}

// The journey in the browser in English, its screens' Chinese words over HTTP.
{
  const locale = 'en' as const;
  const zt = messages.zh.ConsoleTracking;
  const zm = messages.zh.ConsoleMail;
  const t = messages[locale].ConsoleTracking;
  const tm = messages[locale].ConsoleMail;
  const c = messages[locale].Console;
  const at = (path: string) => publicPath(path, locale);

  test(`the operations desk: CSV import, API tokens, a trail and a failed mail (${locale})`, async ({
    page,
    request,
    staff,
  }) => {
    // API tokens ask for a recent sign-in.
    const { email } = await staff.signIn(page, 'operations', locale, { fresh: true });
    await page.getByTestId('sections').getByRole('link', { name: c.sections.tracking }).click();
    await expect(page).toHaveURL(at('/console/tracking'));
    await appMounted(page);
    await check(page, `tracking-${locale}`);
    const desk = await chineseScreen(page, '/console/tracking');
    for (const word of [zt.fileLabel, zt.importSubmit, zt.searchLabel])
      expect(desk).toContain(word);

    // A file with bad rows: every problem with its line, nothing stored.
    const number = `BWE${randomUUID().replaceAll('-', '').slice(0, 9).toUpperCase()}`;
    const good = `${number},e1,2026-11-20T10:00:00+08:00,at_warehouse,Shenzhen,Received,,`;
    const upload = async (name: string, text: string) => {
      await page
        .getByTestId('import-form')
        .getByLabel(t.fileLabel)
        .setInputFiles({
          name,
          mimeType: 'text/csv',
          buffer: Buffer.from(text),
        });
      await page.getByRole('button', { name: t.importSubmit }).click();
    };
    const bad = `bad-${number}.csv`;
    await upload(bad, [HEADER, good, `${number},e2,yesterday,lost,,x,,`].join('\n'));
    const errors = page.getByTestId('import-errors');
    await expect(errors).toContainText(bad);
    await expect(errors.locator('li')).toHaveCount(2);
    await expect(errors.locator('li').first()).toContainText(
      t.errorRowColumn.replace('{row}', '3').replace('{column}', 'time'),
    );
    await check(page, `tracking-import-errors-${locale}`);
    const publicLookup = () => page.goto(`${at('/query-route')}?numbers=${number}`);
    await page.goto(at('/console/tracking'));
    await expect(page.getByText(bad)).toHaveCount(0);

    // The good file: its counts, and the import listed.
    const second = `${number},e2,2026-11-23T09:30:00-08:00,out_for_delivery,Ontario US,Handed over,UPS,1Z999`;
    const goodFile = `good-${number}.csv`;
    await upload(goodFile, [HEADER, good, second].join('\n'));
    await expect(page.getByTestId('import-done')).toContainText(goodFile);
    const listed = page.getByRole('row', { name: new RegExp(goodFile) });
    await expect(listed).toContainText('operations-');
    // Rows, shipments, new events.
    await expect(listed.getByRole('cell')).toHaveText([/./, /operations-/, '2', '1', '2']);
    await check(page, `tracking-imported-${locale}`);

    // The public tracking page finds it.
    await publicLookup();
    await expect(page.getByTestId('parcel')).toContainText(number);

    // Its trail, through the search box.
    await page.goto(at('/console/tracking'));
    await page.getByLabel(t.searchLabel).fill(number.toLowerCase());
    await page.getByRole('button', { name: t.searchSubmit }).click();
    await expect(page).toHaveURL(at(`/console/tracking/${number}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.trailTitle.replace('{number}', number),
    );
    const events = page.getByRole('table');
    await expect(events.getByRole('row')).toHaveCount(3);
    await expect(events).toContainText('UPS 1Z999');
    await expect(events).toContainText('2026-11-23 09:30 (UTC-08:00)');
    await expect(page.getByTestId('subscriptions')).toBeVisible();
    await check(page, `tracking-trail-${locale}`);
    const trail = await chineseScreen(page, `/console/tracking/${number}`);
    expect(trail).toContain(zt.trailTitle.replace('{number}', number));
    expect(trail).toContain('2026-11-23 09:30 (UTC-08:00)');
    expect((await page.goto(at('/console/tracking/BW00000000X')))!.status()).toBe(404);

    // A token: shown once, works against the ingest API, revoked, then refused.
    await page.goto(at('/console/tracking/tokens'));
    await appMounted(page);
    const name = `e2e-${locale}-${randomUUID().slice(0, 6)}`;
    await page.getByLabel(t.nameLabel).fill(name);
    await page.getByRole('button', { name: t.createSubmit }).click();
    const secret = (await page.getByTestId('token-secret').innerText()).trim();
    expect(secret).toMatch(/^bwt_/);
    expect(page.url()).not.toContain(secret);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(t.never);
    // Its maker, whose disabling would stop it.
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(email);
    await check(page, `tracking-token-created-${locale}`);
    const tokens = await chineseScreen(page, '/console/tracking/tokens');
    expect(tokens).toContain(name);
    for (const word of [zt.never, zt.nameLabel, zt.createSubmit]) expect(tokens).toContain(word);
    const ingest = () =>
      request.post('/api/tracking/events', {
        headers: { authorization: `Bearer ${secret}` },
        data: {
          events: [
            {
              number,
              id: 'e3',
              time: '2026-11-24T10:00:00-08:00',
              status: 'delivered',
              description: 'Delivered',
            },
          ],
        },
      });
    expect((await ingest()).status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('token-secret')).toHaveCount(0);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.locator('summary').click();
    await row.getByRole('button', { name: t.revokeSubmit.replace('{name}', name) }).click();
    await expect(page.getByTestId('notice')).toHaveText(t.revoked.replace('{name}', name));
    await expect(page.getByRole('row', { name: new RegExp(name) })).not.toContainText(t.active);
    expect((await ingest()).status()).toBe(401);

    // A failed mail, retried: pending again. HR's application mail (with a résumé) is not
    // operations' to read: no error shown, no retry.
    const id = await seedFailedMail('tracking-status');
    const hr = await seedFailedMail('careers-application', '550 <hr@bridgeway.example>: full');
    await page.goto(at('/console/mail'));
    await appMounted(page);
    const mail = page.getByRole('row', { name: new RegExp(`^${id}\\b`) });
    await expect(mail).toContainText(tm.status.failed);
    await expect(mail).toContainText('mailbox unavailable');
    const hrMail = page.getByRole('row', { name: new RegExp(`^${hr}\\b`) });
    await expect(hrMail).toContainText(tm.errorHidden);
    await expect(hrMail.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('someone@example.com');
    await expect(page.getByRole('main')).not.toContainText('hr@bridgeway.example');
    await check(page, `mail-${locale}`);
    const chineseMail = await chineseScreen(page, '/console/mail');
    for (const word of [zm.status.failed, zm.errorHidden]) expect(chineseMail).toContain(word);
    await mail.getByRole('button', { name: tm.retryLabel.replace('{id}', String(id)) }).click();
    await expect(page).toHaveURL(`${at('/console/mail')}?done=retried&count=1`);
    // "1 mail is back in the queue." / "已有 1 封邮件重新排队。"
    await expect(page.getByTestId('notice')).toContainText('1');
    await expect(page.getByRole('row', { name: new RegExp(`^${id}\\b`) })).toContainText(
      tm.status.pending,
    );
    await check(page, `mail-retried-${locale}`);
    const retried = await chineseScreen(page, '/console/mail?done=retried&count=1');
    expect(retried).toContain('已有 1 封邮件重新排队');
    expect(retried).toContain(zm.status.pending);
  });
}

test('a sales colleague may open neither the tracking nor the mail desk', async ({
  page,
  staff,
}) => {
  await staff.signIn(page, 'sales', 'en');
  for (const path of ['/console/tracking', '/console/tracking/tokens', '/console/mail']) {
    expect((await page.goto(publicPath(path, 'en')))!.status(), path).toBe(403);
    expect((await page.request.get(publicPath(path, 'zh'))).status(), path).toBe(403);
  }
});
