import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD, request, SECRET } from '../support/staff-request';
import {
  actionKeys,
  customerCookie,
  endingOf,
  routeFiles,
  routeParams,
  routeCalls,
  rowCounts,
  serverAction,
  serverActionModules,
  staffOfEveryRole,
  SRC,
} from '../support/permissions';
import { signedInCookie } from '../support/staff';
import { staffAuth } from '@/lib/staff/auth';
import { AUTH_ALLOW_LIST } from '@/lib/staff/sign-in';
import { sessionOf } from '@/lib/accounts/sessions';
import {
  can,
  CONSOLE_ACTIONS,
  CONSOLE_PAGES,
  STAFF_ROLES,
  type Access,
  type StaffRole,
} from '@/lib/staff/permissions';
import { databaseSetups, useDatabase } from '../support/db';

// The permission matrix: every console page and route handler, and every Server
// Action of the site, found in the source tree, called signed out and as every role, answers as
// the tables next to PERMISSIONS say; a shipper's account session (made with a staff member's
// address) is refused everything exactly as signed out. Pages and actions are called as Next would call them; the
// request is the test's (its session cookie), translations echo their keys.
vi.mock('next/cache', () => import('../support/next-doubles').then((m) => m.nextCache));
vi.mock('next-intl/server', () => import('../support/next-doubles').then((m) => m.echoingIntl));

type Outcome = 'forbidden' | 'signIn' | 'allowed';

/** What Next would do with this call's end: the 403 screen, the sign-in page, or anything else. */
async function outcomeOf(call: () => unknown): Promise<Outcome> {
  const ending = await endingOf(call);
  if (ending.kind === 'forbidden') return 'forbidden';
  if (ending.kind === 'redirect' && /^(?:\/zh)?\/console\/sign-in(?:[?]|$)/.test(ending.to))
    return 'signIn';
  return 'allowed';
}

/** `customer`: a shipper's account session, which the console treats as signed out. */
type Who = StaffRole | 'signedOut' | 'customer';
const WHO: Who[] = ['signedOut', 'customer', ...STAFF_ROLES];

/** What `access` gives `who`; 'public' promises only that no one is refused with a 403. */
function expected(access: Access, who: Who): Outcome | 'notForbidden' {
  if (access === 'public') return 'notForbidden';
  if (who === 'signedOut' || who === 'customer') return 'signIn';
  if (access === 'signedIn') return 'allowed';
  return can(who, access) ? 'allowed' : 'forbidden';
}

const pages = routeFiles('[locale]/console');
const modules = serverActionModules();

describe('the permission tables', () => {
  it('name every console page and route handler, and nothing else', () => {
    expect(pages.map((p) => p.address).sort()).toEqual(Object.keys(CONSOLE_PAGES).sort());
  });

  it('name every exported function of every use-server module, and nothing else', async () => {
    expect(await actionKeys(modules)).toEqual(Object.keys(CONSOLE_ACTIONS).sort());
  });
});

describe.each(databaseSetups().slice(0, 1))(
  'every page and action × every role ($name)',
  (setup) => {
    const database = useDatabase(setup);
    const cookies = new Map<StaffRole, string>();
    let customer = '';
    const auth = () => staffAuth(database.db(), { secret: SECRET });

    beforeAll(async () => {
      vi.stubEnv('BETTER_AUTH_SECRET', SECRET);
      // forbidden() is Next's experimental.authInterrupts (next.config.ts), which sets this.
      vi.stubEnv('__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS', 'true');
      request.db = database.db();
      await staffOfEveryRole(database.db(), PASSWORD);
    });
    afterAll(() => vi.unstubAllEnvs());

    /** The request of `who`: a live session's cookie (signing in again after one ended it). */
    async function actAs(who: Who) {
      request.headers = new Headers({ 'x-forwarded-for': '192.0.2.10' });
      if (who === 'signedOut') return;
      if (who === 'customer') {
        const { db } = database.db();
        if (!(await sessionOf(db, customer.split('=')[1], new Date())))
          customer = (await customerCookie(db, 'sales@bridgeway.example')).cookie;
        request.headers.set('cookie', customer);
        return;
      }
      let cookie = cookies.get(who);
      if (!cookie || !(await auth().api.getSession({ headers: new Headers({ cookie }) }))) {
        cookie = await signedInCookie(database.db(), `${who}@bridgeway.example`, PASSWORD, SECRET);
        cookies.set(who, cookie);
      }
      request.headers.set('cookie', cookie);
    }

    async function check(who: Who, access: Access, call: () => unknown) {
      await actAs(who);
      const want = expected(access, who);
      const before =
        want === 'allowed' || want === 'notForbidden'
          ? undefined
          : await rowCounts(database.db().db);
      const got = await outcomeOf(call);
      if (want === 'notForbidden') expect(got).not.toBe('forbidden');
      else expect(got).toBe(want);
      if (before) expect(await rowCounts(database.db().db)).toEqual(before);
    }

    describe.each(pages)('$address', ({ address, file, kind }) => {
      const access: Access = CONSOLE_PAGES[address as keyof typeof CONSOLE_PAGES];
      it.each(WHO)('as %s', async (who) => {
        const loaded = (await import(file)) as Record<string, unknown>;
        const context = { params: routeParams(address), searchParams: Promise.resolve({}) };
        const calls = routeCalls(loaded, kind, context, address);
        expect(calls.length).toBeGreaterThan(0);
        for (const call of calls) await check(who, access, call);
      });
    });

    // better-auth's own routes: every endpoint its router registers (read from it, not listed
    // here), asked with each method it takes, answers 404 unless it is on the allow-list.
    describe(`/api/auth/* serves only ${Object.keys(AUTH_ALLOW_LIST).join(', ')}`, () => {
      it.each(WHO)('as %s', async (who) => {
        await actAs(who);
        const route = (await import(join(SRC, 'app/api/auth/[...all]/route'))) as Record<
          'GET' | 'POST',
          (request: Request) => Promise<Response>
        >;
        const endpoints = Object.values(auth().api as Record<string, unknown>).flatMap((value) => {
          const { path, options } = value as { path?: string; options?: { method?: unknown } };
          if (!path) return []; // server-only: no route
          const methods = [options?.method].flat().map(String);
          return methods.map((method) => ({ method, path }));
        });
        expect(endpoints.length).toBeGreaterThan(30);
        for (const { method, path } of endpoints) {
          const handler = route[method as 'GET' | 'POST'];
          // Next answers the methods the route does not export (405) before any code runs.
          if (!handler) continue;
          const headers = new Headers(request.headers);
          headers.set('content-type', 'application/json');
          headers.set('origin', 'http://localhost:3000');
          const url = `http://localhost:3000/api/auth${path.replace(/:\w+/g, 'x')}`;
          const body = method === 'GET' ? undefined : '{}';
          const response = await handler(new Request(url, { method, headers, body }));
          const allowed = `${method} ${path}` in AUTH_ALLOW_LIST;
          expect(response.status === 404, `${method} ${path} as ${who}`).toBe(!allowed);
        }
      });
    });

    describe.each(Object.entries(CONSOLE_ACTIONS))('%s', (key, access: Access) => {
      it.each(WHO)('as %s', async (who) => {
        const action = await serverAction(key);
        const form = new FormData();
        form.set('locale', 'en');
        form.set('back', '/console');
        // (state, form) for useActionState, else (form).
        await check(who, access, () => (action.length >= 2 ? action({}, form) : action(form)));
      });
    });
  },
);
