import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Files the site keeps in its database are stored encrypted, as the privacy notice says:
 * AES-256-GCM with the site's secret key, kept outside the database (src/lib/crypto/site-key.ts),
 * so a copy of the database alone (a backup, a dump, a leaked replica) does not reveal them. The
 * record a file belongs to (an application's reference, a booking document's id) is authenticated
 * with it, so a file cannot be moved to another record unnoticed.
 *
 * Stored layout: "BWR1" (4 bytes), IV (12), GCM tag (16), ciphertext. Résumés stored before
 * encryption start "%PDF", D0 CF 11 E0 or "PK", so they are recognised and read as they are.
 */
const MAGIC = Buffer.from('BWR1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + IV_BYTES + TAG_BYTES;

/** Encrypts a file for the record `owner`. */
export function sealFile(plain: Uint8Array, owner: string, key: Buffer): Uint8Array {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(owner));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
}

/**
 * The file of the record `owner` as it was stored (`what` names it in errors: "the résumé of
 * BW-…"). Throws if the key is not the one it was stored with or the bytes were changed.
 */
export function openFile(stored: Uint8Array, owner: string, key: Buffer, what: string): Buffer {
  const data = Buffer.from(stored);
  if (!data.subarray(0, MAGIC.length).equals(MAGIC)) return data;
  if (data.length < HEADER_BYTES) throw new Error(`${what} is truncated`);
  const decipher = createDecipheriv(
    'aes-256-gcm',
    key,
    data.subarray(MAGIC.length, MAGIC.length + IV_BYTES),
  );
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(data.subarray(MAGIC.length + IV_BYTES, HEADER_BYTES));
  try {
    return Buffer.concat([decipher.update(data.subarray(HEADER_BYTES)), decipher.final()]);
  } catch {
    throw new Error(
      `${what} cannot be decrypted: RESUME_KEY (or the key file) is not the key it was stored with`,
    );
  }
}
