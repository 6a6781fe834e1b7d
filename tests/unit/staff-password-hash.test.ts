import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it, vi } from 'vitest';
import type * as PasswordHash from '@/lib/staff/password-hash';

// The other unit tests hash at a lower cost (tests/support/unit-setup.ts): the module as
// production runs it.
const { PASSWORD_COST, staffPasswordHasher } = await vi.importActual<typeof PasswordHash>(
  '@/lib/staff/password-hash',
);

describe('staff password hashes', () => {
  it("are scrypt at better-auth's cost, in its format, each way", async () => {
    expect(PASSWORD_COST).toEqual({ N: 16384, r: 16, p: 1, dkLen: 64 });
    const password = 'correct horse battery staple';
    const ours = await staffPasswordHasher.hash(password);
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    // A hash better-auth made (every one already in the database) verifies, and ours verifies
    // in better-auth: the cost and the format are the same.
    expect(await verifyPassword({ hash: ours, password })).toBe(true);
    const theirs = await hashPassword(password);
    expect(await staffPasswordHasher.verify({ hash: theirs, password })).toBe(true);
    expect(await staffPasswordHasher.verify({ hash: theirs, password: `${password}!` })).toBe(
      false,
    );
    // The same password, composed or decomposed, is one password (NFKC).
    const composed = await staffPasswordHasher.hash('café passphrase');
    expect(
      await staffPasswordHasher.verify({ hash: composed, password: 'cafe\u0301 passphrase' }),
    ).toBe(true);
    await expect(staffPasswordHasher.verify({ hash: 'no-colon', password })).rejects.toThrow(
      'Invalid password hash',
    );
  });
});
