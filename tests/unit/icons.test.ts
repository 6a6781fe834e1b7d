import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as icons from '@/components/ui/icons';

const css = readFileSync(join(process.cwd(), 'src/app/icons.css'), 'utf8');
const drawn = [
  ...css.matchAll(/^\s*\.icon-([\w-]+) \{\s*--icon: url\("data:image\/svg\+xml,/gm),
].map((m) => m[1]);

describe('icons', () => {
  it('draws every icon a component may name, and no other', () => {
    const named: string[] = Object.values(icons);
    expect(named.length).toBeGreaterThan(0);
    expect([...drawn].sort()).toEqual([...new Set(named)].sort());
  });

  it('draws each as an SVG whose every "<", ">" and "#" is escaped for a data URL', () => {
    for (const rule of css.match(/url\("data:[^"]*"\)/g) ?? []) expect(rule).not.toMatch(/[<>#]/);
  });
});
