import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { databaseConfig } from '@/lib/db';
import type { Database } from '@/lib/db/types';

/**
 * Résumés are stored encrypted, as the privacy notice says: AES-256-GCM with a key kept outside
 * the database, so a copy of the database alone (a backup, a dump, a leaked replica) does not
 * reveal them. The application's reference number is authenticated with each file, so a file
 * cannot be moved to another application unnoticed.
 *
 * Stored layout: "BWR1" (4 bytes), IV (12), GCM tag (16), ciphertext. A PDF starts "%PDF", a DOC
 * D0 CF 11 E0 and a DOCX "PK", so a file stored before encryption is recognised and read as is.
 */
const MAGIC = Buffer.from('BWR1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES + TAG_BYTES;

/** Where the key is kept when RESUME_KEY is not set (created on first use, readable by owner). */
export const DEFAULT_RESUME_KEY_FILE = '.data/resume.key';

/** A key written as 64 hexadecimal digits or as base64 of 32 bytes. */
export function parseResumeKey(value: string, source: string): Buffer {
  const text = value.trim();
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/]{43}=$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (key?.length !== 32)
    throw new Error(
      `${source} must hold a 256-bit key: 64 hexadecimal digits or 44 characters of base64 (openssl rand -base64 32)`,
    );
  return key;
}

let cached: { from: string; key: Buffer } | undefined;

/**
 * The résumé key: RESUME_KEY if set; otherwise the file RESUME_KEY_FILE (default
 * .data/resume.key), made with a new random key the first time. Every instance that shares a
 * database must use the same key: on PostgreSQL (`DATABASE_URL`), which several instances share,
 * a key is never made — RESUME_KEY or an existing RESUME_KEY_FILE is required.
 */
export function resumeKey(env: Record<string, string | undefined> = process.env): Buffer {
  const file = env.RESUME_KEY_FILE ?? DEFAULT_RESUME_KEY_FILE;
  const from = env.RESUME_KEY ? `env:${env.RESUME_KEY}` : `file:${file}`;
  if (cached?.from !== from) {
    const shared = databaseConfig(env.DATABASE_URL).dialect === 'postgres';
    const key = env.RESUME_KEY
      ? parseResumeKey(env.RESUME_KEY, 'RESUME_KEY')
      : keyFromFile(resolve(/* turbopackIgnore: true */ process.cwd(), file), shared);
    cached = { from, key };
  }
  return cached.key;
}

/**
 * Reads the key file, or makes it with a new random key (readable by its owner only) unless the
 * database is shared by several instances (`shared`), where a key made here would be this
 * instance's alone.
 */
function keyFromFile(file: string, shared: boolean): Buffer {
  try {
    return parseResumeKey(readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  if (shared)
    throw new Error(
      `RESUME_KEY must be set (or RESUME_KEY_FILE must name an existing key file; ${file} does not exist) when DATABASE_URL is PostgreSQL: every instance has to use the same key`,
    );
  mkdirSync(dirname(file), { recursive: true });
  const text = `${randomBytes(32).toString('base64')}\n`;
  try {
    // 'wx': if another process made the file meanwhile, use its key, not ours.
    writeFileSync(file, text, { flag: 'wx', mode: 0o600 });
    return parseResumeKey(text, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return parseResumeKey(readFileSync(file, 'utf8'), file);
  }
}

/** Encrypts a résumé for the application `reference`. */
export function encryptResume(plain: Uint8Array, reference: string, key: Buffer): Uint8Array {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(reference));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/**
 * The résumé of the application `reference` as it was uploaded. Throws if the key is not the one
 * it was stored with or the bytes were changed.
 */
export function decryptResume(stored: Uint8Array, reference: string, key: Buffer): Buffer {
  const data = Buffer.from(stored);
  if (!data.subarray(0, MAGIC.length).equals(MAGIC)) return data;
  if (data.length < HEADER_BYTES) throw new Error(`the résumé of ${reference} is truncated`);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    key,
    data.subarray(MAGIC.length, MAGIC.length + IV_BYTES),
  );
  decipher.setAAD(Buffer.from(reference));
  decipher.setAuthTag(data.subarray(MAGIC.length + IV_BYTES, HEADER_BYTES));
  try {
    return Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new Error(
      `the résumé of ${reference} cannot be decrypted: RESUME_KEY (or the key file) is not the key it was stored with`,
    );
  }
}

/** Reads and decrypts an application's résumé; undefined if there is no such application. */
export async function readResume(
  db: Kysely<Database>,
  reference: string,
  key: Buffer = resumeKey(),
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('application_files')
    .select('content')
    .where('application_id', '=', reference)
    .executeTakeFirst();
  return row && decryptResume(row.content, reference, key);
}
