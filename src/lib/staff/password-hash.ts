import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's work factors and key length. */
export type PasswordCost = { N: number; r: number; p: number; dkLen: number };

/**
 * The staff passwords' cost: better-auth's own (@better-auth/utils/password), so that every hash
 * already in the database verifies unchanged; 64 MB and about a tenth of a second per hash.
 */
export const PASSWORD_COST: PasswordCost = { N: 16384, r: 16, p: 1, dkLen: 64 };

/**
 * Hashes and checks passwords in better-auth's format ("salt:key" in hex, the password NFKC
 * normalised) at `cost`. The unit tests hash at a lower cost (tests/support/unit-setup.ts); one
 * of them checks this module's production cost against better-auth's.
 */
export function scryptHasher(cost: PasswordCost) {
  const derive = (password: string, salt: string) =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(
        password.normalize('NFKC'),
        salt,
        cost.dkLen,
        { N: cost.N, r: cost.r, p: cost.p, maxmem: 128 * cost.N * cost.r * 2 },
        (error, key) => (error ? reject(error) : resolve(key)),
      ),
    );
  return {
    async hash(password: string) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await derive(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const derived = await derive(password, salt);
      const stored = Buffer.from(key, 'hex');
      return stored.length === derived.length && timingSafeEqual(stored, derived);
    },
  };
}

/** The staff sign-in's hasher (staffAuth's emailAndPassword.password). */
export const staffPasswordHasher = scryptHasher(PASSWORD_COST);
