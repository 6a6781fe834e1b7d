// Response headers, cross-site posts, escaping of hostile input, and odd URLs.
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { rawRequest } from '../support/raw-http';
import { allPages, appMounted } from './support';

const QUOTE = {
  origin: 'SZX',
  destination: 'ONT8',
  goods: 'general',
  cartons: [{ quantity: 1, length: 40, width: 30, height: 30, weight: 8 }],
};

function expectSecurityHeaders(response: APIResponse, where: string) {
  const h = response.headers();
  const csp = h['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ])
    expect(csp, where).toContain(directive);
  // Our own origin only: no host, scheme or wildcard source anywhere in the policy.
  expect(csp, where).not.toMatch(/https?:|\*|'unsafe-eval'/);
  expect(h['x-content-type-options'], where).toBe('nosniff');
  expect(h['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], where).toBe('camera=(), microphone=(), geolocation=()');
  expect(h['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(h['cross-origin-resource-policy'], where).toBe('same-origin');
  expect(h['x-powered-by'], where).toBeUndefined();
  expect(h['strict-transport-security'], where).toBeUndefined();
}

/** A script and the stylesheet the page names: static files the production server sends itself. */
async function staticFiles(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const files = [
    html.match(/\/_next\/static\/[\w/.-]+\.js/)?.[0],
    html.match(/\/_next\/static\/[\w/.-]+\.css/)?.[0],
  ];
  expect(files.every(Boolean), 'a script and a stylesheet').toBe(true);
  return files as string[];
}

test('every page, the 404 page, the APIs and static files carry the security headers', async ({
  request,
}) => {
  for (const page of allPages) expectSecurityHeaders(await request.get(page.path), page.path);
  for (const file of await staticFiles(request, '/zh'))
    expectSecurityHeaders(await request.get(file), file);
  const others: [string, Promise<APIResponse>][] = [
    ['404', request.get('/no-such-page')],
    ['zh 404', request.get('/zh/no-such-page')],
    ['route results', request.get('/query-route?from=SZX&to=US&mode=sea')],
    ['routes API', request.get('/api/routes?from=SZX&to=US')],
    ['quotes API', request.post('/api/quotes', { data: QUOTE })],
    ['quotes API 400', request.post('/api/quotes', { data: {} })],
    ['robots', request.get('/robots.txt')],
    ['sitemap', request.get('/sitemap.xml')],
  ];
  for (const [where, pending] of others) expectSecurityHeaders(await pending, where);
});

test('HSTS is sent when the site is reached over HTTPS', async ({ request }) => {
  const paths = ['/', '/zh/join-us', '/api/routes?from=SZX&to=US'];
  for (const path of [...paths, ...(await staticFiles(request, '/'))]) {
    const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers()['strict-transport-security'], path).toMatch(/max-age=\d{7,}/);
  }
});

test('posts from another site are refused; the same site and API clients are served', async ({
  request,
  baseURL,
}) => {
  const evil = { origin: 'https://evil.example' };
  const api = await request.post('/api/quotes', { data: QUOTE, headers: evil });
  expect(api.status()).toBe(403);
  expect((await api.json()).error).toBe('cross_origin');
  const zh = await request.post('/api/quotes', {
    data: QUOTE,
    headers: { ...evil, 'accept-language': 'zh-CN' },
  });
  expect((await zh.json()).message).toMatch(/[\u4e00-\u9fff]/);
  expect(
    (await request.post('/api/quotes', { data: QUOTE, headers: { origin: baseURL! } })).status(),
  ).toBe(200);
  expect((await request.post('/api/quotes', { data: QUOTE })).status()).toBe(200);

  // A Server Action posted from another site (a forged application form).
  for (const path of ['/join-us', '/zh/join-us']) {
    const forged = await request.post(path, {
      headers: { ...evil, 'next-action': 'abc' },
      multipart: { name: 'x' },
    });
    expect(forged.status(), path).toBe(403);
    const plain = await request.post(path, { headers: evil, multipart: { name: 'x' } });
    expect(plain.status(), path).toBe(403);
  }
});

const PAYLOADS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
];
const RAW = [/<script>alert\(1\)<\/script>/i, /<img src=x onerror/i, /<svg onload/i];

// One test per payload, and the server's answers apart from the hydrated pages: all of it in one
// test was too long for a busy machine.
for (const [n, payload] of PAYLOADS.entries()) {
  const p = encodeURIComponent(payload);

  test(`hostile input ${n + 1} in query strings and paths is answered as text, never as markup`, async ({
    request,
  }) => {
    const urls = [
      `/query-route?from=${p}&to=${p}&mode=${p}`,
      `/zh/query-route?from=SZX&to=${p}`,
      `/query-route?numbers=${p}`,
      `/zh/query-route?numbers=BW-${p}`,
      `/query-price?from=SZX&to=${p}&goods=${p}&qty=${p}&len=1&wid=1&hei=1&wt=1`,
      `/zh/query-price?from=${p}&to=US&qty=1&len=${p}&wid=1&hei=1&wt=1&sort=${p}&mode=${p}`,
      `/join-us?department=${p}&city=${p}&position=${p}`,
      `/${p}`,
      `/zh/news-services/${p}`,
      `/api/routes?from=${p}&to=${p}&mode=${p}`,
    ];
    for (const url of urls) {
      const response = await request.get(url);
      expect(response.status(), url).toBeLessThan(500);
      const body = await response.text();
      for (const raw of RAW) expect(body, url).not.toMatch(raw);
    }
  });

  test(`hostile input ${n + 1} stays text once the page has hydrated`, async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await page.goto(`/query-route?from=SZX&to=${p}`);
    await appMounted(page);
    await page.goto(`/${p}`);
    await appMounted(page);
    expect(dialogs).toBe(0);
  });
}

test('hostile text in the application form is stored and shown as text', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '10.250.250.250' });
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  await page.goto('/join-us');
  await appMounted(page);
  const form = page.getByTestId('application-form');
  await form.getByLabel('Full name').fill(PAYLOADS[1]!);
  await form.getByLabel('Email').fill('not-an-email"><img src=x onerror=alert(1)>');
  await form.getByLabel('Your city').fill(PAYLOADS[0]!);
  await form.getByLabel('Message').fill(PAYLOADS.join(' '));
  await page.getByTestId('application-submit').click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await expect(form.getByLabel('Your city')).toHaveValue(PAYLOADS[0]!);
  expect(await page.locator('img[src="x"], svg[onload]').count()).toBe(0);
  expect(dialogs).toBe(0);
});

test('odd and hostile URLs answer 400 or 404, never 500', async ({ baseURL }) => {
  const paths = [
    '/..%2f..%2fetc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%5c..%5cwindows/win.ini',
    '/%00',
    '/zh/%00',
    '/news-services/..%2f',
    '/news-services/..%2f..%2fpackage.json',
    `/${'a'.repeat(2048)}`,
    `/zh/${encodeURIComponent('深'.repeat(700))}`,
    '/%ff%fe%fd',
    '/%c0%af',
    '/query-price/results',
    '/zh/query-route/results',
    '/_next/static/..%2f..%2f..%2fpackage.json',
    '/_next/static/chunks/nope.js',
    '/page-not-found',
    '/api/quotes/../../etc/passwd',
    '/_next/static/..%2f..%2fpackage.json',
    '/.env',
    '/.git/config',
    '/.data/bridgeway.sqlite',
    '/content/careers',
    '/builds/meta/..%2f..%2fpackage.json',
  ];
  for (const path of paths) {
    const response = await rawGet(baseURL!, path);
    expect([400, 404], path).toContain(response.status);
    const body = response.body;
    expect(body, path).not.toContain('"dependencies"');
    expect(body, path).not.toContain('root:x:0:0');
  }
  // A whole dot segment is resolved the way browsers resolve it (the parent page, or a redirect
  // to it that stays on the site); nothing outside the site is ever served.
  for (const path of ['/zh/news-services/%2e%2e', '/news-services/..', '/zh/..']) {
    const response = await rawGet(baseURL!, path);
    expect([200, 308], path).toContain(response.status);
    if (response.location)
      expect(new URL(response.location, baseURL).origin, path).toBe(new URL(baseURL!).origin);
    expect(response.body, path).not.toContain('"dependencies"');
  }
});

/** A GET with the path sent byte for byte: no client-side normalisation of dots or escapes. */
async function rawGet(base: string, path: string) {
  const response = await rawRequest(base, path);
  return {
    status: response.status,
    body: response.body.toString('utf8'),
    location: response.headers.location,
  };
}

test('the edge: TRACE, undecodable paths and bodies sent to files answer 405 or 400, never 500 or 200', async ({
  baseURL,
  request,
}) => {
  for (const path of ['/', '/zh/query-price', '/api/quotes', '/sitemap.xml']) {
    const response = await rawRequest(baseURL!, path, { method: 'TRACE' });
    expect(response.status, `TRACE ${path}`).toBe(405);
  }
  for (const path of [
    '/api/%ff',
    '/api/quotes%ff',
    '/_next/%ff',
    '/builds/meta/%ff.json',
    '/news-media/%ff/cover.jpg',
  ])
    expect((await rawRequest(baseURL!, path)).status, path).toBe(400);
  // Two megabytes sent to files that take no body.
  const body = Buffer.alloc(2 * 1024 * 1024, 'a');
  for (const path of ['/sitemap.xml', '/og-image.png', '/robots.txt', '/builds/latest.json']) {
    const response = await request.post(path, {
      data: body,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(response.status(), `POST ${path}`).toBe(405);
    expect(response.headers()['allow'], `POST ${path}`).toBe('GET, HEAD');
  }
});

test('the English root, which other browsers are redirected from, tells caches what it varies on', async ({
  request,
}) => {
  const response = await request.get('/', {
    headers: { 'accept-language': 'en-US,en;q=0.9' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  const vary = (response.headers()['vary'] ?? '').toLowerCase();
  expect(vary).toContain('accept-language');
  expect(vary).toContain('cookie');
});

test('the sharing image may be shown by other sites', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
});
