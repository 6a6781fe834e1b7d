import { expect } from '@playwright/test';
import { openDatabase } from '../../src/lib/db';
import { E2E_DATABASE_URL } from '../support/e2e';
import { check, chineseScreen } from './console-support';
import { test } from './staff-sessions';

// Who may open the page (admin only; 403 for every other role, sign-in when signed out) is the
// permission matrix's (tests/unit/console-permissions.test.ts): this spec is what a browser adds.
import { messages, publicPath } from './support';

// One at a time: the test and the server write the same SQLite file.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const ERROR = 'pg_dump failed: connection refused';

test.beforeAll(async () => {
  // Two runs of the scheduled backup, as the job records them (src/lib/db/backup-schedule.ts).
  const db = await openDatabase({ dialect: 'sqlite', file: E2E_DATABASE_URL });
  await db.ready;
  try {
    await db.db
      .insertInto('backup_runs')
      .values([
        {
          started_at: '2026-11-26T19:00:00.000Z',
          duration_ms: 1_250,
          outcome: 'ok',
          file: '/srv/backups/bridgeway-20261126T190000Z-0012_backup_runs.sqlite',
          bytes: 5_452_595,
          schema_version: '0012_backup_runs',
          removed: 1,
        },
        {
          started_at: '2026-11-27T19:00:00.000Z',
          duration_ms: 40,
          outcome: 'failed',
          error: ERROR,
          removed: 0,
        },
      ])
      .execute();
  } finally {
    await db.db.destroy();
  }
});

// In the browser in English; the Chinese screen over HTTP (`chineseScreen`): the language changes
// its words only.
{
  const locale = 'en' as const;
  const c = messages[locale].Console;
  const b = messages[locale].ConsoleBackups;
  const zc = messages.zh.Console;
  const zb = messages.zh.ConsoleBackups;

  test(`an administrator sees the backup runs and that scheduling is off (${locale})`, async ({
    page,
    staff,
  }) => {
    await staff.signIn(page, 'admin', locale);
    await page.getByTestId('sections').getByRole('link', { name: c.sections.backups }).click();
    await expect(page).toHaveURL(publicPath('/console/backups', locale));
    // The browser tests' server runs without BACKUP_DIR.
    await expect(page.getByTestId('backup-settings')).toHaveText(b.off);
    const table = page.getByRole('table', { name: b.caption });
    await expect(table.getByRole('row').nth(1)).toContainText(b.failed);
    await expect(table.getByRole('row').nth(1)).toContainText(ERROR);
    // Beijing time: 19:00 UTC is 03:00 the next day.
    await expect(table.getByRole('row').nth(2)).toContainText(b.ok);
    await expect(table.getByRole('row').nth(2)).toContainText(
      'bridgeway-20261126T190000Z-0012_backup_runs.sqlite',
    );
    await expect(table.getByRole('row').nth(2)).toContainText('5.2 MB');
    await expect(table.getByRole('row').nth(2)).toContainText('1.25');
    await expect(table.getByRole('row').nth(2)).toContainText('03:00');
    await check(page, `backups-${locale}`);

    expect(await chineseScreen(page, '/console')).toContain(zc.sections.backups);
    const zh = await chineseScreen(page, '/console/backups');
    for (const word of [
      zb.off,
      zb.caption,
      zb.failed,
      ERROR,
      zb.ok,
      'bridgeway-20261126T190000Z-0012_backup_runs.sqlite',
      '5.2 MB',
      '1.25',
      '03:00',
    ])
      expect(zh).toContain(word);
    // Newest first, as in English: the failed run before the good one.
    expect(zh.indexOf(ERROR)).toBeLessThan(
      zh.indexOf('bridgeway-20261126T190000Z-0012_backup_runs.sqlite'),
    );
  });
}
