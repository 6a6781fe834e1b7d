// Shared by the careers tests (Vitest and Playwright): résumé files and reading the database
// back through the operators' CLI.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The SQLite file the end-to-end server writes (playwright.config.ts passes it on). */
export const E2E_DATABASE_URL = process.env.E2E_DATABASE_URL ?? '.data/e2e.sqlite';

/** A small but real PDF. */
export function pdfBytes(label = 'Test resume'): Buffer {
  const body = `BT /F1 18 Tf 72 720 Td (${label}) Tj ET`;
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n` +
      `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n` +
      `4 0 obj<</Length ${body.length}>>stream\n${body}\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}

/** The hidden fields React renders for a page's form Server Action (what a browser posts without JS). */
export async function actionFields(base: string, page = '/join-us'): Promise<[string, string][]> {
  const html = await (await fetch(`${base}${page}`)).text();
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

/** A Windows executable's first bytes: what a renamed .exe looks like. */
export function exeBytes(): Buffer {
  const bytes = Buffer.alloc(4096, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  bytes.write('PE\0\0', 128, 'latin1');
  return bytes;
}

/** A PDF just over 6 MB. */
export function bigPdfBytes(): Buffer {
  return Buffer.concat([pdfBytes(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
}

/** A random private address per test, so the rate limit of one test never touches another. */
export function testAddress(): string {
  const n = () => Math.floor(Math.random() * 254) + 1;
  return `10.${n()}.${n()}.${n()}`;
}

export type ExportedApplication = {
  id: string;
  name: string;
  email: string;
  phone: string;
  position_id: string;
  city: string;
  experience: string;
  message: string;
  locale: string;
  resume_name: string;
  resume_size: number;
};

/** `npm run applications -- export --format json` against a database. */
export function exportApplications(databaseUrl = E2E_DATABASE_URL): ExportedApplication[] {
  const out = execFileSync(
    process.execPath,
    [
      resolve('node_modules/tsx/dist/cli.mjs'),
      'scripts/applications.ts',
      'export',
      '--format',
      'json',
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  return JSON.parse(out) as ExportedApplication[];
}
