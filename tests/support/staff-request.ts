import { vi } from 'vitest';

// The console's request as unit tests stand in for it: Next's next/headers answers with the
// test's `request.headers` (a session cookie, a client address), and getDb() with the test's
// `request.db`. Import this module before anything that reads them, so that its mocks are in place
// when they load.
export const request = { headers: new Headers(), db: null as unknown };
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  // Read from the request's Cookie header (the shipper's session); what an answer sets or
  // deletes is not kept.
  cookies: async () => {
    const all = () =>
      (request.headers.get('cookie') ?? '')
        .split(/;\s*/)
        .filter(Boolean)
        .map((pair) => ({
          name: pair.slice(0, pair.indexOf('=')),
          value: pair.slice(pair.indexOf('=') + 1),
        }));
    return {
      get: (name: string) => all().find((c) => c.name === name),
      getAll: all,
      set: () => {},
      delete: () => {},
      has: (name: string) => all().some((c) => c.name === name),
    };
  },
}));
vi.mock('@/lib/db', async (original) => ({
  ...(await original<typeof import('@/lib/db')>()),
  getDb: async () => request.db,
}));

/** Next's redirect() and forbidden() as errors that say what they were asked, for vi.mock. */
export const throwingNavigation = () => ({
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`);
  },
  forbidden: () => {
    throw new Error('forbidden');
  },
});

export const SECRET = 'a-test-secret-of-more-than-32-characters';
export const PASSWORD = 'correct horse battery staple';
