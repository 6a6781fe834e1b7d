// Shared by the careers browser tests: reading the applications back through the operators' CLI.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATABASE_URL } from '../support/e2e';
import { pdfBytes } from '../support/resume-bytes';
import { messages } from './support';

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
