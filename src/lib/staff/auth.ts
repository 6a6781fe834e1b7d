import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import { siteConfig } from '@/config/site';
import type { Db } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { clientAddress } from '@/lib/http/client-address';
import { recordAudit, type AuditEntry } from './audit';
import { staffPasswordHasher } from './password-hash';
import { FRESH_SIGN_IN_SECONDS, SESSION_IDLE_SECONDS } from './permissions';

/** The shortest staff password: better-auth holds changed and reset passwords to it, passwords.ts new ones. */
export const MIN_PASSWORD_LENGTH = 12;
/** How often a used session's expiry is moved on: it ends between 11 h 55 and 12 h idle. */
const SESSION_UPDATE_AGE_SECONDS = 5 * 60;

/** The password step of a sign-in, and its second step (an authenticator code or a backup code). */
export const PASSWORD_STEP = '/sign-in/email';
export const CODE_STEPS = ['/two-factor/verify-totp', '/two-factor/verify-backup-code'] as const;

/** The database as the staff modules take it: what getDb() or openDatabase() returns will do. */
export type StaffDb = { db: Kysely<Database>; dialect: Db['dialect'] };

/**
 * The audit entries of sign-ins, written from better-auth's own outcome (after its two-factor
 * plugin has decided, since this plugin comes after it): a failed step, a password accepted with
 * the code still to come, a completed sign-in. Whatever the request looked like — however its
 * cookies were spelled — an attempt that reached these endpoints is recorded.
 */
function signInAudit(db: Kysely<Database>): BetterAuthPlugin {
  const steps = new Set<string>([PASSWORD_STEP, ...CODE_STEPS]);
  return {
    id: 'staff-sign-in-audit',
    hooks: {
      after: [
        {
          matcher: (context: { path?: string }) => steps.has(context.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const step = ctx.path === PASSWORD_STEP ? 'password' : 'code';
            const returned = ctx.context.returned;
            const session = ctx.context.newSession;
            const email =
              typeof (ctx.body as { email?: unknown } | undefined)?.email === 'string'
                ? String((ctx.body as { email: string }).email)
                    .trim()
                    .toLowerCase()
                : null;
            // Every entry of a step: its time and the client's address.
            const address = ctx.headers ? clientAddress(ctx.headers) : null;
            const at = new Date();
            const record = (entry: Omit<AuditEntry, 'at' | 'clientAddress'>) =>
              recordAudit(db, { ...entry, at, clientAddress: address });
            // Before the sign-in completes, the entry names the address that was typed.
            const typed = email ? { type: 'user', id: email } : undefined;
            if (returned instanceof APIError || !returned) {
              await record({
                actor: null,
                action: 'staff.signInFailed',
                target: typed,
                details: { step, status: returned instanceof APIError ? returned.statusCode : 0 },
              });
              return;
            }
            if (session) {
              const { user } = session;
              const verified = step === 'code';
              await record({
                actor: { id: user.id, email: user.email },
                // A session with both factors, or one from a password alone (an account without an
                // authenticator: it opens nothing but the set-up from an invitation).
                action: verified ? 'staff.signIn' : 'staff.signInPasswordOnly',
                target: { type: 'user', id: user.id },
                details: { step },
              });
              return;
            }
            // The password was right; the authenticator's code comes next.
            await record({
              actor: null,
              action: 'staff.signInPassword',
              target: typed,
              details: { step },
            });
          }),
        },
      ],
    },
  };
}

/**
 * The staff sign-in (better-auth) on the site's database: `db` is what getDb() or openDatabase()
 * returns, or a transaction of it (`inTransaction`: better-auth then writes in that transaction
 * instead of opening its own). Its routes are served only through the allow-list of sign-in.ts;
 * its tables come from the site's migrations (0005_staff, 0009), never from its own migrator.
 * No admin plugin: the role and the disabled flag are the site's columns, changed only by the
 * site's own functions (staff.ts), which audit.
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
      password: staffPasswordHasher,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, input: false },
        banned: { type: 'boolean', required: false, input: false },
        banReason: { type: 'string', required: false, input: false },
        banExpires: { type: 'date', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      freshAge: FRESH_SIGN_IN_SECONDS,
      // Every request reads the session from the database, so signing out, disabling an
      // account or changing its role ends its sessions on every instance at once.
      cookieCache: { enabled: false },
      additionalFields: {
        // Whether this session's sign-in passed the second factor (set by the hook below).
        twoFactorVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    databaseHooks: {
      session: {
        create: {
          async before(session, ctx) {
            const user = await db
              .selectFrom('user')
              .select('banned')
              .where('id', '=', session.userId)
              .executeTakeFirst();
            if (!user || user.banned)
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_DISABLED',
                message: 'This account is disabled',
              });
            // Only the second step (a code from the authenticator, or a backup code) makes a
            // session with both factors: a session is that fact, not a flag of its user.
            const path = ctx?.path ?? '';
            const verified = (CODE_STEPS as readonly string[]).includes(path);
            return { data: { ...session, twoFactorVerified: verified } };
          },
        },
      },
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
      // "Trust this device" is never offered: sign-in.ts passes no trustDevice and no trust
      // cookie to better-auth, and the trust would last no time at all.
      twoFactor({ issuer: 'BridgeWay', trustDeviceMaxAge: 1 }),
      signInAudit(db),
    ],
  });
}
