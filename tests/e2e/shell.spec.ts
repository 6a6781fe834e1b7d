import { expect, test, type Locator, type Page } from '@playwright/test';
import { appMounted, axeViolations, gotoWithPausedClock, toastsShown } from './support';

const PRIMARY = 'rgb(38, 92, 155)';

/** Opens Join us from the main navigation and waits for its heading. */
async function openJoinUs(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Join us' })
    .click();
  await expect(page.locator('h1')).toHaveText('Join us');
}

/**
 * Holds every background (non-document) request for a path, e.g. the router's page data, until
 * the returned function releases them.
 */
async function holdPageData(page: Page, pathname: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) =>
      url.pathname === pathname ||
      url.pathname.startsWith(`${pathname}.`) ||
      url.pathname.startsWith(`${pathname}/`),
    async (route) => {
      if (route.request().resourceType() !== 'document') await released;
      await route.continue();
    },
  );
  return release;
}

/** Records every phase the loading bar shows, from the first script on. */
async function recordBarPhases(page: Page) {
  await page.addInitScript(() => {
    const phases: string[] = [];
    Object.assign(window, { barPhases: phases });
    new MutationObserver(() => {
      const phase = document
        .querySelector('[data-testid="loading-bar"]')
        ?.getAttribute('data-phase');
      if (phase && phase !== phases.at(-1)) phases.push(phase);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}
const barPhases = (page: Page) =>
  page.evaluate(() => (window as unknown as { barPhases: string[] }).barPhases);

// The page's clock is stopped (gotoWithPausedClock): the bar's 200 ms are counted by the test,
// not by a machine that may be slow.
test.describe('loading bar', () => {
  test('a slow navigation shows a 3 px primary bar after 200 ms and removes it afterwards', async ({
    page,
  }) => {
    const release = await holdPageData(page, '/abort');
    await gotoWithPausedClock(page, '/');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About us' })
      .click();
    const bar = page.getByTestId('loading-bar');
    await expect(bar).toHaveAttribute('data-phase', 'pending');
    await page.clock.runFor(199);
    await expect(bar).toHaveAttribute('data-phase', 'pending');
    await page.clock.runFor(1);
    await expect(bar).toHaveAttribute('data-phase', 'visible');
    const look = await bar.locator('div').evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        height: el.getBoundingClientRect().height,
        color: style.backgroundColor,
        top: el.getBoundingClientRect().top,
      };
    });
    expect(look).toEqual({ height: 3, color: PRIMARY, top: 0 });
    release();
    await expect(page.locator('h1')).toHaveText('About us');
    await expect(bar).toHaveAttribute('data-phase', 'done');
    // Full for 500 ms, then faded out over 400 ms.
    await page.clock.runFor(500);
    await expect(bar).toHaveAttribute('data-phase', 'hidden');
    await page.clock.runFor(400);
    await expect(bar).toHaveCount(0);
  });

  test('a fast navigation never shows it', async ({ page }) => {
    // The page shows before the page's clock has moved at all: the bar must never appear,
    // however long the clock then runs.
    await recordBarPhases(page);
    await gotoWithPausedClock(page, '/');
    await openJoinUs(page);
    await page.clock.runFor(1000);
    await expect(page.getByTestId('loading-bar')).toHaveCount(0);
    // At most the pending phase, which never shows anything.
    expect((await barPhases(page)).filter((phase) => phase !== 'pending')).toEqual([]);
  });
});

test.describe('toasts', () => {
  type Toast = {
    kind: 'success' | 'info' | 'error';
    message: string;
    description?: string;
    duration?: number;
  };
  /**
   * Raises these toasts as notify() does (the app:notify event) and waits until they are in the
   * page. The toast library is loaded on first use and adds toasts on a timer, so the stopped
   * clock moves a millisecond at a time until they are there.
   */
  const notifyAll = async (page: Page, toasts: Toast[]) => {
    const all = page.locator('[data-sonner-toast]');
    const expected = (await all.count()) + toasts.length;
    await page.evaluate((toasts) => {
      for (const detail of toasts) window.dispatchEvent(new CustomEvent('app:notify', { detail }));
    }, toasts);
    await expect
      .poll(async () => {
        await page.clock.runFor(1);
        return all.count();
      })
      .toBe(expected);
  };
  /** `count` success toasts: "Saved 1", "Saved 2", … */
  const raise = (page: Page, count: number, message = 'Saved') =>
    notifyAll(
      page,
      Array.from({ length: count }, (_, i) => ({
        kind: 'success' as const,
        message: `${message} ${i + 1}`,
      })),
    );

  // With the page's clock stopped, a toast stays until the test runs the clock past its 5 s.
  test('six at once leave five visible, 24rem wide, bottom right, announced politely', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoWithPausedClock(page, '/');
    await raise(page, 6);
    const visible = page.locator('[data-sonner-toast][data-visible="true"]');
    await expect(visible).toHaveCount(5);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(6);
    const box = (await visible.first().boundingBox())!;
    expect(Math.round(box.width)).toBe(384);
    expect(box.x + box.width).toBeGreaterThan(1280 - 64);
    expect(box.y + box.height).toBeGreaterThan(800 - 120);
    await expect(page.locator('section[aria-live="polite"]')).toHaveCount(1);
  });

  for (const [path, message] of [
    ['/', 'Please correct the highlighted fields.'],
    ['/zh', '请修改标出的字段。'],
  ] as const) {
    test(`every kind of toast meets WCAG AA contrast (${path})`, async ({ page }) => {
      await gotoWithPausedClock(page, path);
      await notifyAll(
        page,
        (['success', 'info', 'error'] as const).map((kind) => ({
          kind,
          message: `${kind}: ${message}`,
          description: message,
          // axe needs the page's timers running, which must not close the toasts mid-scan.
          duration: 3_600_000,
        })),
      );
      await toastsShown(page, 3);
      await page.clock.resume();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('a toast closes by itself after 5 s, or when its close button is pressed', async ({
    page,
  }) => {
    await gotoWithPausedClock(page, '/zh');
    await raise(page, 1, '已提交');
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toHaveText(/已提交 1/);
    await page.clock.runFor(4_900);
    await expect(toast).toHaveCount(1);
    // 5 s, then its exit animation's 200 ms.
    await page.clock.runFor(400);
    await expect(toast).toHaveCount(0);

    await raise(page, 1, '再次提交');
    await page.getByRole('button', { name: '关闭通知' }).click();
    await page.clock.runFor(400);
    await expect(toast).toHaveCount(0);
  });
});

// The page's clock is stopped (gotoWithPausedClock): the delays are counted by the test.
test.describe('tooltips', () => {
  async function openWithPausedClock(page: Page, path: string, width: number) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await gotoWithPausedClock(page, path);
  }
  /**
   * Lets the page finish the work a timer started: React renders in a message task, so once a
   * message posted now arrives, a tooltip opened by the timer is in the document.
   */
  const settle = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  /**
   * Radix Tooltip loads with the first visit to a trigger (components/ui/tooltip.tsx); once it
   * handles a trigger, the trigger carries Radix's data-state. The delays count from the visit.
   */
  const radixHandles = (trigger: Locator) => expect(trigger).toHaveAttribute('data-state');
  /**
   * Moves the pointer as a hand does, through the points between: Radix keeps a label open
   * while the pointer crosses from its trigger toward it, and closes it once the pointer moves
   * elsewhere, which a single jump never shows.
   */
  async function movePointer(page: Page, to: Locator | { x: number; y: number }) {
    const point =
      'x' in to
        ? to
        : await to.boundingBox().then((box) => ({
            x: box!.x + box!.width / 2,
            y: box!.y + box!.height / 2,
          }));
    await page.mouse.move(point.x, point.y, { steps: 8 });
  }

  test('the menu button shows its tooltip after the 700 ms open delay', async ({ page }) => {
    await openWithPausedClock(page, '/', 390);
    const menu = page.locator('summary', { hasText: 'Open the menu' });
    const tooltip = page.getByRole('tooltip');
    await menu.hover();
    await radixHandles(menu);
    await page.clock.runFor(699);
    await settle(page);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(tooltip).toHaveText('Menu');
    // It describes its trigger, sits below it and stays inside the viewport.
    await expect(menu).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id'))!);
    // The role holds the label's text for screen readers; the box around it is what shows.
    const label = tooltip.locator('..');
    const [tip, trigger] = [(await label.boundingBox())!, (await menu.boundingBox())!];
    expect(tip.y).toBeGreaterThan(trigger.y + trigger.height);
    expect(tip.x).toBeGreaterThanOrEqual(0);
    expect(tip.x + tip.width).toBeLessThanOrEqual(390);
    // Moving the pointer away hides it.
    await movePointer(page, { x: 10, y: 600 });
    await expect(tooltip).toHaveCount(0);
    await expect(menu).not.toHaveAttribute('aria-describedby');
  });

  test('within 300 ms of one closing, the next opens without the delay', async ({ page }) => {
    await openWithPausedClock(page, '/', 390);
    const switcher = page.getByTestId('locale-switcher');
    const menu = page.locator('summary', { hasText: 'Open the menu' });
    const tooltip = page.getByRole('tooltip');
    await switcher.hover();
    await radixHandles(switcher);
    await page.clock.runFor(700);
    await expect(tooltip).toHaveText('Read this page in Chinese');
    // The clock stands still: only an open without the delay can show the next label.
    await movePointer(page, menu);
    await expect(tooltip).toHaveText('Menu');
    // 300 ms after the last one closed, the delay applies again.
    await movePointer(page, { x: 10, y: 600 });
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(300);
    await movePointer(page, switcher);
    await settle(page);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(700);
    await expect(tooltip).toHaveText('Read this page in Chinese');
  });

  test('keyboard focus shows it at once and Escape hides it', async ({ page }) => {
    await openWithPausedClock(page, '/zh', 1440);
    const switcher = page.getByTestId('locale-switcher');
    for (
      let i = 0;
      i < 30 && !(await switcher.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab');
    await expect(switcher).toBeFocused();
    await expect(page.getByRole('tooltip')).toHaveText('切换到英文版');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await expect(switcher).toBeFocused();
  });

  test('a click on the menu button is not a request for its tooltip', async ({ page }) => {
    await openWithPausedClock(page, '/zh', 390);
    const menu = page.locator('summary').filter({ has: page.locator('.sr-only') });
    await menu.click();
    await radixHandles(menu);
    await page.clock.runFor(1000);
    await settle(page);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('update check', () => {
  async function setUp(page: Page, latest: () => Promise<{ status: number; id?: string }>) {
    // Marks the moment the check has decided, for the test to wait on: once the manifest's body
    // has been read (as text or JSON, whichever the HTTP client uses), the check's continuation is
    // a chain of microtasks, all done before a message posted then arrives (a task Playwright's
    // clock does not hold back).
    await page.addInitScript(() => {
      for (const method of ['text', 'json'] as const) {
        const read = Response.prototype[method] as (this: Response) => Promise<unknown>;
        Object.assign(Response.prototype, {
          [method](this: Response) {
            const body = read.call(this);
            if (new URL(this.url).pathname === '/builds/latest.json')
              void body.then(() => {
                const channel = new MessageChannel();
                channel.port1.onmessage = () => Object.assign(window, { updateChecked: true });
                channel.port2.postMessage(null);
              });
            return body;
          },
        });
      }
    });
    await page.clock.install();
    await page.route('**/builds/latest.json?*', async (route) => {
      const { status, id } = await latest();
      await route.fulfill({ status, json: { id, timestamp: new Date().toISOString() } });
    });
    await page.goto('/');
    await appMounted(page);
    await page.evaluate(
      () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
    );
  }
  /** Runs the clock past the hourly check and waits until the check has decided. */
  async function checkAfterAnHour(page: Page) {
    await page.clock.fastForward('01:00:01');
    await expect
      .poll(() => page.evaluate(() => (window as { updateChecked?: boolean }).updateChecked))
      .toBe(true);
  }
  const sameDocument = (page: Page) =>
    page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
    );

  test('a newer build turns the next navigation into a full page load', async ({ page }) => {
    await setUp(page, async () => ({ status: 200, id: 'a-newer-build' }));
    await checkAfterAnHour(page);
    await openJoinUs(page);
    await expect(page).toHaveURL(/\/join-us$/);
    expect(await sameDocument(page)).toBe(false);
  });

  test('the same build keeps client-side navigation', async ({ page }) => {
    const current = await (await page.request.get('/builds/latest.json')).json();
    await setUp(page, async () => ({ status: 200, id: current.id }));
    await checkAfterAnHour(page);
    await openJoinUs(page);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a failed check logs "Error fetching app manifest" and changes nothing', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await setUp(page, async () => ({ status: 503 }));
    const checked = page.waitForResponse(/\/builds\/latest\.json\?t=\d+/);
    await page.clock.fastForward('01:00:01');
    await checked;
    await expect
      .poll(() => errors.some((e) => e.includes('Error fetching app manifest')))
      .toBe(true);
    await openJoinUs(page);
    expect(await sameDocument(page)).toBe(true);
  });

  test('the live build is served at latest.json and builds/meta/{id}.json', async ({ request }) => {
    const latest = await request.get('/builds/latest.json');
    expect(latest.headers()['cache-control']).toBe('no-store');
    const { id, timestamp } = await latest.json();
    expect(id).toMatch(/\S+/);
    expect(Number.isNaN(Date.parse(timestamp))).toBe(false);
    const meta = await request.get(`/builds/meta/${id}.json`);
    expect(meta.status()).toBe(200);
    expect((await meta.json()).id).toBe(id);
    expect((await request.get('/builds/meta/an-old-build.json')).status()).toBe(404);
  });
});

test.describe('chunk-load failure', () => {
  /**
   * Fails every request for the lazily loaded toast library's chunk while `failing()` holds.
   * (The bundler's loader retries a failed chunk once by itself, so a single failed request
   * never reaches the app: the chunk has to stay unreachable for the whole document.)
   */
  async function failToastChunk(page: Page, failing: () => boolean) {
    await page.route('**/_next/static/chunks/**', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('data-sonner-toaster') && failing()) return route.abort('failed');
      await route.fulfill({ response, body });
    });
  }
  // The page closes while chunks the router fetches may still be in the handler above.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));
  const notify = (page: Page) =>
    page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('app:notify', { detail: { kind: 'info', message: 'Hello' } }),
      ),
    );

  test('a chunk that fails to load reloads the page once, and then it works', async ({ page }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await failToastChunk(page, () => loads < 2);
    await page.goto('/');
    await appMounted(page);
    expect(loads).toBe(1);
    await notify(page);
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
    await appMounted(page);
    await notify(page);
    await expect(page.locator('[data-sonner-toast]')).toHaveText(/Hello/);
    expect(loads).toBe(2);
  });

  test('repeated failures reload no more than once in 10 s', async ({ page }) => {
    // The guard compares Date.now() with the last reload's: the page's date stands still (its
    // timers run as usual) until the test moves it past the 10 s.
    const start = Date.now();
    await page.clock.setFixedTime(start);
    // Counts the guard's reads and writes of its marker in each document.
    await page.addInitScript(() => {
      const counts = { reads: 0, writes: 0 };
      Object.assign(window, { guard: counts });
      const { getItem, setItem } = Storage.prototype;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (key === 'bw:chunk-reload-at') counts.reads++;
        return getItem.call(this, key);
      };
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (key === 'bw:chunk-reload-at') counts.writes++;
        return setItem.call(this, key, value);
      };
    });
    const guard = () => page.evaluate(() => (window as { guard?: object }).guard);
    let loads = 0;
    page.on('load', () => loads++);
    await failToastChunk(page, () => true);
    await page.goto('/');
    await appMounted(page);
    await notify(page);
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2);
    await appMounted(page);
    // The second failure is read against the first reload and written nowhere: no reload. (A
    // reload writes first, in the same task, and would leave a new document that reads nothing.)
    await notify(page);
    await expect.poll(guard).toEqual({ reads: 1, writes: 0 });
    expect(loads).toBe(2);
    // 10 s later, a failure may reload again.
    await page.clock.setFixedTime(start + 10_001);
    await notify(page);
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(3);
  });
});

test.describe('images', () => {
  test('optimized images are WebP with a max-age of 8294400', async ({ request }) => {
    const response = await request.get('/_next/image?url=%2Fimages%2Fhero-routes.jpg&w=640&q=80', {
      headers: { accept: 'image/avif,image/webp,*/*' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/webp');
    expect(response.headers()['cache-control']).toContain('max-age=8294400');
  });

  test('the home hero uses the breakpoints and causes no layout shift', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      w.__cls = 0;
      w.__shifts = [];
      new PerformanceObserver((list) => {
        type Shift = PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        };
        for (const entry of list.getEntries() as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.__cls += entry.value;
          for (const source of entry.sources ?? []) {
            const node = source.node as Element | undefined;
            w.__shifts.push(
              `${node?.nodeName}.${node?.getAttribute?.('class') ?? ''} ${JSON.stringify(source.previousRect)} → ${JSON.stringify(source.currentRect)}`,
            );
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    const hero = page.locator('section img').first();
    await expect(hero).toHaveAttribute('sizes', '100vw');
    const srcset = (await hero.getAttribute('srcset')) ?? '';
    for (const w of [320, 640, 768, 1024, 1280, 1536])
      expect(srcset).toContain(`w=${w}&q=80 ${w}w`);
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    // Shifts caused by hydration count too.
    // Settled: hydrated, fonts and the images it loads in place, and two frames painted since.
    await appMounted(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
      const eager = [...document.images].filter((img) => img.loading !== 'lazy');
      await Promise.all(eager.map((img) => img.decode().catch(() => undefined)));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    });
    const { cls, shifts } = await page.evaluate(() => {
      const w = window as unknown as { __cls: number; __shifts: string[] };
      return { cls: w.__cls, shifts: w.__shifts };
    });
    expect(cls, shifts.join('\n')).toBe(0);
  });
});
