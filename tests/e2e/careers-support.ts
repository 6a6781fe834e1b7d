// Shared by the careers browser tests: reading the applications back through the operators' CLI,
// and the join-us form posted over HTTP as a browser without JavaScript posts it.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { E2E_DATABASE_URL, testAddress } from '../support/e2e';
import { pdfBytes } from '../support/resume-bytes';
import { fetchDocument } from './html';
import { messages, publicPath, type TestLocale } from './support';

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

export const form = (page: Page) => page.getByTestId('application-form');

/** The join-us form filled with valid answers, the résumé `file` and the consent ticked. */
export async function fillValid(
  page: Page,
  locale: 'en' | 'zh',
  person: { name: string; email: string },
  file = { name: 'resume.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
) {
  const f = messages[locale].JoinForm;
  const scope = form(page);
  await scope.getByLabel(f.name, { exact: false }).first().fill(person.name);
  await scope.getByLabel(f.email).fill(person.email);
  await scope.getByLabel(f.phone).fill(locale === 'zh' ? '138 0013 8000' : '+49 203 1234567');
  await scope.getByTestId('position-select').selectOption('full-stack-engineer-shenzhen');
  await scope.getByLabel(f.city).fill(locale === 'zh' ? '深圳' : 'Duisburg');
  await scope.getByLabel(f.experience).selectOption('3-5');
  await scope
    .getByLabel(f.message)
    .fill(
      locale === 'zh' ? '我想加入运价工具团队。' : 'I would like to join the pricing tools team.',
    );
  await scope.getByTestId('resume-input').setInputFiles(file);
  await scope.getByRole('checkbox').check();
}

/** The answers fillValid gives in `locale`, as the form's fields name them. */
export function validAnswers(locale: TestLocale, person: { name: string; email: string }) {
  return {
    name: person.name,
    email: person.email,
    phone: locale === 'zh' ? '138 0013 8000' : '+49 203 1234567',
    position: 'full-stack-engineer-shenzhen',
    city: locale === 'zh' ? '深圳' : 'Duisburg',
    experience: '3-5',
    message:
      locale === 'zh' ? '我想加入运价工具团队。' : 'I would like to join the pricing tools team.',
    consent: 'on',
  };
}

type Resume = { name: string; mimeType: string; buffer: Buffer };

/**
 * The join-us form of `locale` posted as a browser without JavaScript posts it: the page read over
 * HTTP for the form's hidden fields (the Server Action's, the locale, a new submission id, the
 * empty honeypot), then `answers` and `resume` as multipart, from `address`. The answer and its
 * HTML parsed.
 */
export async function postApplication(
  request: APIRequestContext,
  locale: TestLocale,
  answers: Record<string, string>,
  {
    resume = {
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes(),
    } as Resume | null,
    address = testAddress(),
  } = {},
): Promise<{ response: APIResponse; document: Document }> {
  const path = publicPath('/join-us', locale);
  const headers = { 'x-forwarded-for': address };
  const { response: page, document: blank } = await fetchDocument(request, path, headers);
  const fields = new FormData();
  for (const input of blank.querySelectorAll<HTMLInputElement>(
    '[data-testid="application-form"] input[type="hidden"], [data-testid="application-form"] input[name="website"]',
  ))
    fields.append(input.name, input.value);
  for (const [name, value] of Object.entries(answers)) fields.set(name, value);
  if (resume)
    fields.append(
      'resume',
      new Blob([new Uint8Array(resume.buffer)], { type: resume.mimeType }),
      resume.name,
    );
  const response = await request.post(path, {
    multipart: fields,
    headers: { ...headers, origin: new URL(page.url()).origin },
  });
  return { response, document: new JSDOM(await response.text()).window.document };
}
