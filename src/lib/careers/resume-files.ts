import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { siteSecretKey } from '@/lib/crypto/site-key';
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
  key: Buffer = siteSecretKey(),
): Promise<Buffer | undefined> {
  const row = await db
    .selectFrom('application_files')
    .select('content')
    .where('application_id', '=', reference)
    .executeTakeFirst();
  return row && decryptResume(row.content, reference, key);
}
