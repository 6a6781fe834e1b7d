import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Answers the check's requests in turn; records each address asked for. */
function serve(...answers: { status: number; id?: string }[]) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: string | Request) => {
    asked.push(String(request instanceof Request ? request.url : request));
    const { status, id } = answers[Math.min(asked.length, answers.length) - 1]!;
    return new Response(JSON.stringify({ id }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return asked;
}

// A fresh module per test: whether the build is stale is the module's own state.
const load = async () => {
  vi.resetModules();
  return import('@/lib/shell/update-check');
};

describe('the hourly update check', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks latest.json, past any cache, and notices a newer build', async () => {
    const asked = serve({ status: 200, id: 'a-newer-build' });
    const check = await load();
    await check.checkForUpdate();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/^\/builds\/latest\.json\?t=\d+$/);
    expect(check.isStale()).toBe(true);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries once after a %i, as the spec says of idempotent requests',
    async (status) => {
      const asked = serve({ status }, { status: 200, id: 'a-newer-build' });
      const check = await load();
      await check.checkForUpdate();
      expect(asked).toHaveLength(2);
      expect(check.isStale()).toBe(true);
    },
  );

  it('gives up after one retry, and at once on other statuses, logging the failure', async () => {
    for (const [status, attempts] of [
      [503, 2],
      [404, 1],
      [403, 1],
    ] as const) {
      const asked = serve({ status }, { status }, { status: 200, id: 'a-newer-build' });
      const check = await load();
      await check.checkForUpdate();
      expect(asked).toHaveLength(attempts);
      expect(check.isStale()).toBe(false);
    }
    expect(console.error).toHaveBeenCalledWith('Error fetching app manifest', expect.anything());
  });
});
