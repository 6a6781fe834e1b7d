import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.(ts|tsx|mts|mjs)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('the audit log', () => {
  it('is written only by src/lib/staff/audit.ts, which only inserts', () => {
    const writers = [...sources('src'), ...sources('scripts'), ...sources('server')].filter(
      (file) =>
        !file.startsWith(join('src', 'lib', 'db')) &&
        /['"`]audit_log['"`]/.test(readFileSync(file, 'utf8')),
    );
    expect(writers).toEqual([join('src', 'lib', 'staff', 'audit.ts')]);
    const audit = readFileSync(writers[0]!, 'utf8');
    expect(audit).toContain(".insertInto('audit_log')");
    expect(audit).not.toMatch(/updateTable|deleteFrom|onConflict|\bsql\b/);
  });
});
