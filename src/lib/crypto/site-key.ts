import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { decodeSiteKey, env, SITE_KEY_FORMAT, type Env } from '@/config/env';
import { databaseConfig } from '@/lib/db';

/**
 * The site's secret key: files are encrypted with it (src/lib/files/sealed.ts) and the
 * secrets in tracking subscription links are derived from it (src/lib/tracking/subscriptions.ts).
 * It is set as RESUME_KEY, or kept in the file RESUME_KEY_FILE (the names it had when résumés were
 * its only use; they keep working so no deployment has to move its key).
 */

/** Where the key is kept when RESUME_KEY is not set (created on first use, readable by owner). */
export const DEFAULT_SITE_KEY_FILE = '.data/resume.key';

type KeySettings = Pick<Env, 'RESUME_KEY' | 'RESUME_KEY_FILE' | 'DATABASE_URL'>;

let cached: { file: string; key: Buffer } | undefined;

/**
 * RESUME_KEY if set; otherwise the file RESUME_KEY_FILE (default .data/resume.key), made with a
 * new random key the first time. Every instance that shares a database must use the same key: on
 * PostgreSQL (`DATABASE_URL`), which several instances share, a key is never made — RESUME_KEY or
 * an existing RESUME_KEY_FILE is required.
 */
export function siteSecretKey(settings: KeySettings = env()): Buffer {
  if (settings.RESUME_KEY) return settings.RESUME_KEY;
  const file = resolve(
    /* turbopackIgnore: true */ process.cwd(),
    settings.RESUME_KEY_FILE ?? DEFAULT_SITE_KEY_FILE,
  );
  if (cached?.file !== file) {
    const shared = databaseConfig(settings.DATABASE_URL).dialect === 'postgres';
    cached = { file, key: keyFromFile(file, { shared, variable: 'RESUME_KEY' }) };
  }
  return cached.key;
}

function parseKeyFile(file: string): Buffer {
  const key = decodeSiteKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} ${SITE_KEY_FORMAT}`);
  return key;
}

/**
 * Reads the key file, or makes it with a new random key (readable by its owner only) unless the
 * database is shared by several instances (`shared`), where a key made here would be this
 * instance's alone: then the error names `variable`, the setting that must hold the key instead.
 * The site key and the staff sign-in's secret (src/lib/staff/secret.ts) are both kept this way.
 */
export function keyFromFile(
  file: string,
  { shared, variable }: { shared: boolean; variable: string },
): Buffer {
  try {
    return parseKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (shared)
    throw new Error(
      `${variable} must be set (or ${variable}_FILE must name an existing key file; ${file} does not exist) when DATABASE_URL is PostgreSQL: every instance has to use the same key`,
    );
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx': if another process made the file meanwhile, use its key, not ours.
    writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return parseKeyFile(file);
}
