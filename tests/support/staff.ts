import type { StaffDb } from '@/lib/staff/auth';
import { staffAuth } from '@/lib/staff/auth';

/**
 * Signs `email` in with its password through better-auth's API and makes the session one with
 * both factors, as a sign-in's code step would (that step has its own tests: staff-sign-in):
 * the Cookie header of the session.
 */
export async function signedInCookie(
  database: StaffDb,
  email: string,
  password: string,
  secret: string,
): Promise<string> {
  const { db, dialect } = database;
  const user = await db
    .selectFrom('user')
    .select('id')
    .where('email', '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  const flag = (on: boolean) => (dialect === 'postgres' ? on : Number(on));
  // The password alone makes the session (no code asked); it is then given the second factor.
  await db
    .updateTable('user')
    .set({ twoFactorEnabled: flag(false) })
    .where('id', '=', user.id)
    .execute();
  const { headers } = await staffAuth(database, { secret }).api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  const yes = flag(true);
  await db
    .updateTable('session')
    .set({ twoFactorVerified: yes })
    .where('userId', '=', user.id)
    .execute();
  await db.updateTable('user').set({ twoFactorEnabled: yes }).where('id', '=', user.id).execute();
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
