import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { Kysely } from 'kysely';
import { databaseConfig, openDatabase } from '../../src/lib/db';
import type { Database } from '../../src/lib/db/types';

/**
 * What the operators' CLIs (scripts/applications.ts, enquiries.ts, tracking.ts) share: how they
 * stop on a mistake, open the site's database, read --since and print tables.
 */

/** A mistake in the command line or what it names: reported as `program: message`, exit 2. */
export class UsageError extends Error {}

export function fail(message: string): never {
  throw new UsageError(message);
}

/**
 * The command line after the program: its command, one of `commands` (else `usage`), then the
 * options `options` names and the positional arguments.
 */
export function commandLine<const C extends string, const O extends ParseArgsOptionsConfig>(
  commands: readonly C[],
  usage: string,
  options: O,
) {
  const [command, ...args] = process.argv.slice(2);
  if (!commands.some((c) => c === command)) fail(usage);
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options });
  return { command: command as C, values, positionals };
}

/**
 * Runs a CLI: a UsageError prints `program: message` and exits 2, any other error its message
 * and exits 1 (the database is closed first: `withDatabase` closes it on the way out).
 */
export function runCli(program: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof UsageError) {
      console.error(`${program}: ${error.message}`);
      process.exit(2);
    }
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

/** The site's database (DATABASE_URL, or .data/bridgeway.sqlite) for one command. */
export async function withDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db, ready } = await openDatabase(databaseConfig());
  try {
    await ready;
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** --since: a date (2026-11-01) or a UTC time (2026-11-01T08:00Z) as an ISO instant. */
export function sinceOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value) || Number.isNaN(Date.parse(value)))
    fail(`--since takes a date like 2026-11-01, not "${value}"`);
  return new Date(value).toISOString();
}

/** An ISO time to the minute, as the tables show it: `2026-11-24 06:00`. */
export const minute = (iso: string) => iso.slice(0, 16).replace('T', ' ');

/** Columns padded to their widest cell (by characters, so Chinese names line up roughly). */
export function table(head: string[], body: string[][]): string {
  const widths = head.map((h, i) =>
    Math.max(h.length, ...body.map((b) => [...(b[i] ?? '')].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(widths[i]! - [...c].length))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
