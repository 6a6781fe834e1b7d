// Shared by the careers browser tests: reading the applications back through the operators' CLI.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { E2E_DATABASE_URL } from '../e2e-support';

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
