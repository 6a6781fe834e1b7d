import { betterAuth } from 'better-auth';
import { admin, twoFactor } from 'better-auth/plugins';
import { createAccessControl } from 'better-auth/plugins/access';
import { defaultStatements, adminAc } from 'better-auth/plugins/admin/access';
import type { Kysely } from 'kysely';
import { siteConfig } from '@/config/site';
import type { Db } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import {
  FRESH_SIGN_IN_SECONDS,
  PERMISSIONS,
  SESSION_IDLE_SECONDS,
  STAFF_ROLES,
  type StaffRole,
} from './permissions';

/** The shortest staff password: better-auth holds changed and reset passwords to it, passwords.ts new ones. */
export const MIN_PASSWORD_LENGTH = 12;
/** How often a used session's expiry is moved on: it ends between 11 h 55 and 12 h idle. */
const SESSION_UPDATE_AGE_SECONDS = 5 * 60;

/**
 * better-auth's access control, made from the permission table: `enquiries.update` becomes the
 * statement `enquiries: ['update']`. Admins also get the admin plugin's own user and session
 * rights; the other roles have none of those.
 */
function accessControl() {
  const statements: Record<string, string[]> = {};
  const granted = Object.fromEntries(STAFF_ROLES.map((r) => [r, {} as Record<string, string[]>]));
  for (const [name, rule] of Object.entries(PERMISSIONS)) {
    const [area = '', verb = ''] = name.split('.');
    (statements[area] ??= []).push(verb);
    for (const role of rule.roles) (granted[role]![area] ??= []).push(verb);
  }
  const ac = createAccessControl({ ...defaultStatements, ...statements });
  const roles = Object.fromEntries(
    STAFF_ROLES.map((role) => [
      role,
      ac.newRole(role === 'admin' ? { ...adminAc.statements, ...granted[role] } : granted[role]!),
    ]),
  ) as Record<StaffRole, ReturnType<typeof ac.newRole>>;
  return { ac, roles };
}

/** The database as the staff modules take it: what getDb() or openDatabase() returns will do. */
export type StaffDb = { db: Kysely<Database>; dialect: Db['dialect'] };

/**
 * The staff sign-in (better-auth) on the site's database: `db` is what getDb() or openDatabase()
 * returns, or a transaction of it (`inTransaction`: better-auth then writes in that transaction
 * instead of opening its own). Its routes live at /api/auth; its tables come from the site's
 * migrations (0005_staff), never from better-auth's own migrator.
 */
export function staffAuth(
  { db, dialect }: StaffDb,
  { inTransaction = false, secret }: { inTransaction?: boolean; secret?: string } = {},
) {
  const secure = new URL(siteConfig.appUrl).protocol === 'https:';
  return betterAuth({
    appName: 'BridgeWay',
    // The routes and the console pass staffAuthSecret() (secret.ts); the CLI signs no cookie.
    ...(secret ? { secret } : {}),
    baseURL: siteConfig.appUrl,
    basePath: '/api/auth',
    database: { db, type: dialect, transaction: !inTransaction },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      freshAge: FRESH_SIGN_IN_SECONDS,
      // Every request reads the session from the database, so signing out, disabling an
      // account or changing its role ends its sessions on every instance at once.
      cookieCache: { enabled: false },
    },
    advanced: {
      // Secure cookies carry better-auth's __Secure- prefix.
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // better-auth compares its tables with the database when it starts; it cannot inside a
      // transaction on PostgreSQL (its check takes a connection of its own).
      database: { validateSchema: !inTransaction },
    },
    // Sign-in attempts are limited in the site's database, shared by every instance (sign-in.ts);
    // better-auth's own limiter would count per instance.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [
      admin({ ...accessControl(), defaultRole: 'editor', adminRoles: ['admin'] }),
      twoFactor({ issuer: 'BridgeWay' }),
    ],
  });
}
