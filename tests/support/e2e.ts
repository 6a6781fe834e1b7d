// Shared by the tests that drive a running server (Playwright, its config, the failover test):
// where that server's database is, a form's Server Action fields, a client address per test.

/** The SQLite file the end-to-end server writes (playwright.config.ts passes it on). */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? '.data/e2e.sqlite';

/**
 * The hidden fields React renders for a page's form Server Action (what a browser posts without
 * JS): of all its forms, or of the one with `form` as its data-testid; `cookie` is sent
 * for a page behind a sign-in.
 */
export async function actionFields(
  base: string,
  page = '/join-us',
  { cookie, form }: { cookie?: string; form?: string } = {},
): Promise<[string, string][]> {
  const html = await (await fetch(`${base}${page}`, { headers: cookie ? { cookie } : {} })).text();
  return actionFieldsIn(html, form);
}

/** The hidden fields of a Server Action's form in `html` (the one with data-testid `form`). */
export function actionFieldsIn(html: string, form?: string): [string, string][] {
  if (form) {
    const start = html.indexOf(`data-testid="${form}"`);
    html = start < 0 ? '' : html.slice(start, html.indexOf('</form>', start));
  }
  const decode = (v: string) =>
    v
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  return [
    ...html.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?\/?>/g),
  ].map((m) => [m[1]!, decode(m[2] ?? '')]);
}

/** A random private address per test, so the rate limit of one test never touches another. */
export function testAddress(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}
