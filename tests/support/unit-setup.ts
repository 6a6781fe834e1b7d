import { vi } from 'vitest';
import type * as PasswordHash from '@/lib/staff/password-hash';

// Every unit test hashes staff passwords at a low scrypt cost: a sign-in at the production cost
// (64 MB of memory-hard work) is most of a sign-in test's time, and those tests are about the
// routes, limits and audit, not the hash. tests/unit/staff-password-hash.test.ts checks the
// production cost and its format against better-auth's own.
vi.mock('@/lib/staff/password-hash', async (importOriginal) => {
  const actual = await importOriginal<typeof PasswordHash>();
  return {
    ...actual,
    staffPasswordHasher: actual.scryptHasher({ N: 1024, r: 8, p: 1, dkLen: 64 }),
  };
});
