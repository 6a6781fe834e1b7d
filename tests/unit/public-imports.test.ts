import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Public pages pay nothing for the console or the shippers' accounts: no page outside /console
 * and /account imports, however indirectly, a module that looks up a session (the console's
 * guard, better-auth, the account's guard). Read from the source: every static import followed.
 */
const SRC = join(process.cwd(), 'src');
const SESSION_MODULES = ['lib/staff/session.ts', 'lib/staff/auth.ts', 'lib/accounts/guard.ts'].map(
  (file) => join(SRC, file),
);

function resolve(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? join(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')])
    if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return undefined;
}

/** The files `file` imports statically (type-only imports aside), resolved. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const [, typeOnly, specifier] of source.matchAll(
    /^\s*(?:import|export)\s+(type\s+)?[^'"]*?from\s+'([^']+)'/gm,
  ))
    if (!typeOnly) found.push(specifier!);
  for (const [, specifier] of source.matchAll(/^\s*import\s+'([^']+)'/gm)) found.push(specifier!);
  return found.flatMap((s) => resolve(file, s) ?? []);
}

/** The chain of imports from `start` to a session module, if any. */
function sessionChain(start: string): string[] | undefined {
  const seen = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    if (SESSION_MODULES.includes(file)) {
      const chain = [file];
      for (let at = seen.get(file); at; at = seen.get(at)) chain.unshift(at);
      return chain.map((f) => relative(SRC, f));
    }
    for (const next of importsOf(file))
      if (!seen.has(next)) {
        seen.set(next, file);
        queue.push(next);
      }
  }
  return undefined;
}

const SITE = join(SRC, 'app', '[locale]', '(site)');
const publicPages = readdirSync(SITE, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)(page|layout)\.tsx$/.test(file) && !/^account(\/|$)/.test(file))
  .map((file) => join(SITE, file));

describe('public pages', () => {
  it('are found', () => expect(publicPages.length).toBeGreaterThan(20));

  it.each(publicPages.map((file) => [relative(SITE, file), file]))(
    '%s imports no session lookup',
    (_name, file) => {
      expect(sessionChain(file)).toBeUndefined();
    },
  );

  it('the account pages do (so the walk finds one when it is there)', () => {
    expect(sessionChain(join(SITE, 'account', 'page.tsx'))).toBeDefined();
  });
});
