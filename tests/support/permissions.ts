// Shared by the permission matrices (console-permissions, account-permissions): the pages, route
// handlers and Server Actions found in the source tree, how Next would call and end them, every
// table's row count, a staff member of each role, and a shipper's session as its cookie.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Kysely } from 'kysely';
import { requestCode, verifyCode } from '@/lib/accounts/codes';
import { ACCOUNT_COOKIE } from '@/lib/accounts/guard';
import { createSession } from '@/lib/accounts/sessions';
import type { Database } from '@/lib/db/types';
import type { StaffDb } from '@/lib/staff/auth';
import { STAFF_ROLES } from '@/lib/staff/permissions';
import { createStaffAccount } from '@/lib/staff/staff';

export const SRC = join(process.cwd(), 'src');
const APP = join(SRC, 'app');

const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => join(dir, file));

export type RouteFile = { address: string; file: string; kind: 'page' | 'route' };

/**
 * Every page.tsx and route.ts under `dir` (a folder of src/app), by its address without the
 * locale ('/console/audit/export', '/api/account/labels').
 */
export function routeFiles(dir: string): RouteFile[] {
  return filesUnder(join(APP, dir))
    .filter((file) => /[/\\](page\.tsx|route\.ts)$/.test(file))
    .map((file) => {
      const folder = relative(APP, file).split(sep).slice(0, -1);
      return {
        // Route groups ("(name)") and the locale are no part of the address.
        address: `/${folder.filter((part) => !/^\(.*\)$|^\[locale\]$/.test(part)).join('/')}`,
        file,
        kind: file.endsWith('route.ts') ? 'route' : 'page',
      };
    });
}

/** Every module under src/ whose first statement is the use-server directive, by its key. */
export function serverActionModules(): { key: string; file: string }[] {
  return filesUnder(SRC)
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) =>
      /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use server\1/.test(readFileSync(file, 'utf8')),
    )
    .map((file) => ({
      key: relative(SRC, file)
        .split(sep)
        .join('/')
        .replace(/\.tsx?$/, ''),
      file,
    }));
}

/** Every function `modules` export, as a permission table names it (`<key>#<name>`), sorted. */
export async function actionKeys(modules: { key: string; file: string }[]): Promise<string[]> {
  const found: string[] = [];
  for (const { key, file } of modules) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported))
      if (typeof value === 'function') found.push(`${key}#${name}`);
  }
  return found.sort();
}

/** How a call ended: returned (`value`), or Next's redirect (`to`), 404, 403, or another error. */
export type Ending =
  | { kind: 'returned'; value: unknown }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'forbidden' }
  | { kind: 'error'; error: unknown };

export async function endingOf(call: () => unknown): Promise<Ending> {
  try {
    return { kind: 'returned', value: await call() };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '');
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;403') return { kind: 'forbidden' };
    if (digest === 'NEXT_HTTP_ERROR_FALLBACK;404') return { kind: 'notFound' };
    const redirect = /^NEXT_REDIRECT;[^;]*;([^;]*);/.exec(digest);
    if (redirect) return { kind: 'redirect', to: redirect[1]! };
    return { kind: 'error', error };
  }
}

/** A page's or route's params as Next passes them: `values` by segment name, else 'X'. */
export function routeParams(address: string, values: Record<string, string> = {}) {
  const params: Record<string, string> = { locale: 'en' };
  for (const [, name] of address.matchAll(/\[(?:\.\.\.)?(\w+)\]/g))
    params[name!] = values[name!] ?? 'X';
  return Promise.resolve(params);
}

/** The matrices' staff: one member of each role, signing in as `<role>@bridgeway.example`. */
export async function staffOfEveryRole(database: StaffDb, password: string) {
  for (const role of STAFF_ROLES) {
    const email = `${role}@bridgeway.example`;
    await createStaffAccount(database, { email, password, name: role, role });
  }
}

/** Every table's row count (but `except`'s): a refused call must leave them all as they were. */
export async function rowCounts(
  db: Kysely<Database>,
  except: string[] = [],
): Promise<Record<string, number>> {
  const tables = await db.introspection.getTables();
  const result: Record<string, number> = {};
  for (const { name } of tables) {
    if (except.includes(name)) continue;
    const row = await db
      .selectFrom(name as 'audit_log')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    result[name] = Number(row.n);
  }
  return result;
}

/**
 * A shipper signed in with `email` (the code asked for and verified, as the sign-in does): the
 * Cookie header of a new session, and its account's id.
 */
export async function customerCookie(db: Kysely<Database>, email: string, now = new Date()) {
  let account = await db
    .selectFrom('customer_accounts')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  // The first time by code; again (after a sign-out) with a session of the same account, as the
  // code's limits per address would refuse a sixth code within the hour.
  if (!account) {
    const clientKey = `matrix-${email}`;
    await requestCode(db, { email, locale: 'en', clientKey }, now, () => 123_456);
    const verified = await verifyCode(db, { email, code: '123456', locale: 'en', clientKey }, now);
    if (verified.kind !== 'verified') throw new Error(`${email} was not signed in`);
    account = { id: verified.accountId };
  }
  const { token } = await createSession(db, account.id, 'matrix', now);
  return { cookie: `${ACCOUNT_COOKIE}=${token}`, accountId: account.id };
}

/** The calls of a route file's tests: a page's props, or a handler's second argument. */
type RouteContext = {
  params: Promise<Record<string, string>>;
  searchParams: Promise<Record<string, string>>;
};

/**
 * How Next calls a route file (`loaded`, of routeFiles' `kind`) with `context`: a page's
 * component, or each method its route handler exports, asked from the site's own origin at
 * `path` (with the query) with `headers()` besides, read when the call is made.
 */
export function routeCalls(
  loaded: Record<string, unknown>,
  kind: RouteFile['kind'],
  context: RouteContext,
  path: string,
  headers: () => Record<string, string> = () => ({}),
): (() => unknown)[] {
  if (kind === 'page') {
    const page = loaded.default as (props: RouteContext) => unknown;
    return [() => page(context)];
  }
  return ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
    .filter((method) => method in loaded)
    .map((method) => {
      const handler = loaded[method] as (r: Request, c: RouteContext) => unknown;
      const url = `http://localhost:3000${path}`;
      return () =>
        handler(
          new Request(url, { method, headers: { origin: 'http://localhost:3000', ...headers() } }),
          context,
        );
    });
}

/** The Server Action a permission table's key names ('lib/accounts/actions#signOutAction'). */
export async function serverAction(key: string) {
  const [module, name] = key.split('#') as [string, string];
  return ((await import(join(SRC, module))) as Record<string, unknown>)[name] as (
    ...args: unknown[]
  ) => unknown;
}
