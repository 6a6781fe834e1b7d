#!/usr/bin/env tsx
// npm run backup [-- --to <file>]: a consistent copy of the site's database (DATABASE_URL, or
// .data/bridgeway.sqlite) while the site serves, with a .sha256 file beside it. Without --to it
// goes to BACKUP_DIR (or .data/backups) as bridgeway-<UTC time>-<schema version>.<sqlite|pgdump>.
// SQLite: VACUUM INTO; PostgreSQL: pg_dump --format=custom (PostgreSQL's client programs).
import { parseArgs } from 'node:util';
import { databaseConfig } from '../src/lib/db';
import { BackupError, makeBackup } from '../src/lib/db/backup';
import { fail, runCli } from './lib/cli';

runCli('backup', async () => {
  const { values } = parseArgs({ options: { to: { type: 'string' } }, allowPositionals: false });
  const started = performance.now();
  try {
    const backup = await makeBackup(databaseConfig(), {
      file: values.to,
      dir: process.env.BACKUP_DIR || undefined,
    });
    console.log(
      `Backup of the ${backup.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} database at schema ${backup.schemaVersion}: ` +
        `${backup.file} (${backup.bytes.toLocaleString('en')} bytes, ${((performance.now() - started) / 1000).toFixed(1)} s), checksum in ${backup.checksumFile}`,
    );
    if (backup.warning) console.warn(`backup: ${backup.warning}`);
  } catch (error) {
    if (error instanceof BackupError) fail(error.message);
    throw error;
  }
});
