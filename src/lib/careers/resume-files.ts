import type { Kysely } from 'kysely';
import { siteSecretKey } from '@/lib/crypto/site-key';
import type { Database } from '@/lib/db/types';
import { openFile, sealFile } from '@/lib/files/sealed';

/**
 * Résumés are stored encrypted (src/lib/files/sealed.ts), the application's reference
 * authenticated with each file.
 */

/** Encrypts a résumé for the application `reference`. */
export function encryptResume(plain: Uint8Array, reference: string, key: Buffer): Uint8Array {
  return sealFile(plain, reference, key);
}

/**
 * The résumé of the application `reference` as it was uploaded. Throws if the key is not the one
 * it was stored with or the bytes were changed.
 */
export function decryptResume(stored: Uint8Array, reference: string, key: Buffer): Buffer {
  return openFile(stored, reference, key, `the résumé of ${reference}`);
}

/** Reads and decrypts an application's résumé; undefined if there is no such application. */
export async function readResume(
  db: Kysely<Database>,
  reference: string,
  key: Buffer = siteSecretKey(),
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('application_files')
    .select('content')
    .where('application_id', '=', reference)
    .executeTakeFirst();
  return row && decryptResume(row.content, reference, key);
}
