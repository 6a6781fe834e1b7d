#!/usr/bin/env tsx
// npm run restore -- <file> [--into <DATABASE_URL>] [--force]: restores a backup made by
// `npm run backup` into an empty database (the site's, DATABASE_URL, unless --into names
// another). Checks the file's checksum, format and schema version before writing anything;
// refuses a database that is not empty unless --force; then migrates it to this code's schema.
// Stop the site's instances first: a restore replaces what they read.
import { parseArgs } from 'node:util';
import { databaseConfig, openDatabase } from '../src/lib/db';
import { BackupError, restoreBackup } from '../src/lib/db/backup';
import { fail, runCli } from './lib/cli';

runCli('restore', async () => {
  const { values, positionals } = parseArgs({
    options: { into: { type: 'string' }, force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1)
    fail('usage: restore <file> [--into <DATABASE_URL>] [--force]');
  const into = databaseConfig(values.into);
  try {
    const backup = await restoreBackup(file, into, { force: values.force });
    const { db, ready } = await openDatabase(into);
    try {
      await ready;
    } finally {
      await db.destroy();
    }
    console.log(
      `Restored ${file} (schema ${backup.schemaVersion}) into the ${into.dialect === 'sqlite' ? `SQLite file ${into.file}` : 'PostgreSQL database'}; its schema is up to date`,
    );
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
});
