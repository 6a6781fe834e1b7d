import { resolve } from 'node:path';
import { env, type Env } from '@/config/env';
import { keyFromFile } from '@/lib/crypto/site-key';
import { databaseConfig } from '@/lib/db';

/** Where the sign-in secret is kept when BETTER_AUTH_SECRET is not set (made on first use). */
export const DEFAULT_AUTH_SECRET_FILE = '.data/auth.secret';

type SecretSettings = Pick<Env, 'BETTER_AUTH_SECRET' | 'BETTER_AUTH_SECRET_FILE' | 'DATABASE_URL'>;

/**
 * The secret better-auth signs its cookies and encrypts TOTP secrets with: BETTER_AUTH_SECRET, or
 * the file BETTER_AUTH_SECRET_FILE (default .data/auth.secret), made with a random secret the
 * first time on a single machine (SQLite), as the site key is. On PostgreSQL, shared by several
 * instances, a secret is never made here: it throws, naming BETTER_AUTH_SECRET.
 */
export function staffAuthSecret(settings: SecretSettings = env()): string {
  if (settings.BETTER_AUTH_SECRET) return settings.BETTER_AUTH_SECRET;
  const file = resolve(
    /* turbopackIgnore: true */ process.cwd(),
    settings.BETTER_AUTH_SECRET_FILE ?? DEFAULT_AUTH_SECRET_FILE,
  );
  const shared = databaseConfig(settings.DATABASE_URL).dialect === 'postgres';
  return keyFromFile(file, { shared, variable: 'BETTER_AUTH_SECRET' }).toString('base64');
}
