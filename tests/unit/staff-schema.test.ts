import { getMigrations } from 'better-auth/db/migration';
import { describe, expect, it, vi } from 'vitest';
import { staffAuth } from '@/lib/staff/auth';
import { createStaffAccount } from '@/lib/staff/staff';
import { databaseSetups, useDatabase } from '../support/db';

describe.each(databaseSetups())('better-auth on the migrated schema ($name)', (setup) => {
  const database = useDatabase(setup);

  it('finds its tables, columns and indexes as its own migrator would make them', async () => {
    const plan = await getMigrations(staffAuth(database.db()).options);
    expect(plan.toBeCreated).toEqual([]);
    expect(plan.toBeAdded).toEqual([]);
    expect(await plan.compileMigrations()).toBe(';');
  });

  it('creates a user with the role and signs it in with a session in the database', async () => {
    const auth = staffAuth(database.db());
    const { user } = await createStaffAccount(database.db(), {
      email: 'ops@bridgeway.example',
      password: 'a long pass phrase',
      name: 'Ops',
      role: 'operations',
    });
    expect(user.role).toBe('operations');
    const signedIn = await auth.api.signInEmail({
      body: { email: 'ops@bridgeway.example', password: 'a long pass phrase' },
      returnHeaders: true,
    });
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^better-auth\.session_token=[^;]+;.*HttpOnly.*SameSite=Lax/i);
    // APP_URL is http: here (the default): no Secure, which the browser would refuse.
    expect(cookie).not.toMatch(/; Secure/i);
    const session = await auth.api.getSession({
      headers: new Headers({ cookie: cookie.split(';')[0]! }),
    });
    expect(session?.user.email).toBe('ops@bridgeway.example');
    const stored = await database
      .db()
      .db.selectFrom('session')
      .select(['userId', 'expiresAt', 'createdAt'])
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.userId).toBe(user.id);
    const lifetime =
      Date.parse(String(new Date(stored[0]!.expiresAt))) -
      Date.parse(String(new Date(stored[0]!.createdAt)));
    expect(lifetime).toBe(12 * 3600_000);
  });

  it('refuses sign-up: staff join by invitation only', async () => {
    const auth = staffAuth(database.db());
    await expect(
      auth.api.signUpEmail({
        body: { email: 'x@bridgeway.example', password: 'a long pass phrase', name: 'X' },
      }),
    ).rejects.toThrow(/sign ?up/i);
  });
});

describe('staff cookies when APP_URL is https', () => {
  const database = useDatabase(databaseSetups()[0]!);

  it('are Secure and carry the __Secure- prefix', async () => {
    vi.stubEnv('APP_URL', 'https://www.bridgeway.example');
    vi.resetModules();
    try {
      const { staffAuth: secureAuth } = await import('@/lib/staff/auth');
      const auth = secureAuth(database.db());
      await createStaffAccount(database.db(), {
        email: 'hr@bridgeway.example',
        password: 'a long pass phrase',
        name: 'HR',
        role: 'hr',
      });
      const signedIn = await auth.api.signInEmail({
        body: { email: 'hr@bridgeway.example', password: 'a long pass phrase' },
        returnHeaders: true,
      });
      const cookie = signedIn.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=[^;]+;/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
