// src/lib/console/desks/: the one declaration per desk the console's tables are made from.
import { describe, expect, it } from 'vitest';
import { routeFiles } from '../support/permissions';
import { postedForm } from '@/lib/http/proxy/posts';
import { catalogues } from '@/i18n/catalogues';
import { CONSOLE_DOWNLOADS, DESKS } from '@/lib/console/desks';
import { CONSOLE_PAGES, SECTIONS } from '@/lib/staff/permissions';

/** The names of `lists` that appear more than once. */
function twice(lists: readonly (readonly string[])[]): string[] {
  const all = lists.flat();
  return all.filter((name, i) => all.indexOf(name) !== i);
}

/** An address as it is visited: each dynamic segment filled in. */
const visited = (address: string) => address.replace(/\[[^\]]+\]/g, 'X-1');

describe('the console desks', () => {
  it('declare each permission, page, action and audit action in one desk only', () => {
    expect(twice([DESKS.map((desk) => desk.name)])).toEqual([]);
    expect(twice(DESKS.map((desk) => Object.keys(desk.permissions)))).toEqual([]);
    expect(twice(DESKS.map((desk) => Object.keys(desk.pages)))).toEqual([]);
    expect(twice(DESKS.map((desk) => Object.keys(desk.actions)))).toEqual([]);
    expect(twice(DESKS.map((desk) => desk.auditActions))).toEqual([]);
  });

  it('open each section by a permission of its own desk', () => {
    for (const [section, permission] of Object.entries(SECTIONS))
      expect(section).toBe(`/console/${permission.split('.')[0]}`);
  });

  it('name each section in the navigation in both languages', () => {
    const missing: string[] = [];
    for (const [locale, catalogue] of Object.entries(catalogues))
      for (const section of Object.keys(SECTIONS)) {
        const name = section.slice('/console/'.length);
        const label = (catalogue.Console.sections as Record<string, string | undefined>)[name];
        if (!label?.trim()) missing.push(`messages/${locale}: Console.sections.${name}`);
      }
    expect(missing, `Add these labels:\n${missing.join('\n')}`).toEqual([]);
  });

  it('let the proxy take an empty form’s post to each route handler but the autosave, and no other page', () => {
    const routes = new Set(
      routeFiles('[locale]/console')
        .filter((file) => file.kind === 'route')
        .map((file) => file.address),
    );
    // Every route handler of the console is a download, but the news editor's autosave.
    expect([...routes].filter((route) => !route.endsWith('/autosave')).sort()).toEqual(
      [...CONSOLE_DOWNLOADS].sort(),
    );
    for (const download of CONSOLE_DOWNLOADS) {
      expect(postedForm(visited(download)), download).toEqual({
        bodyMax: 64 * 1024,
        handler: true,
      });
    }
    const others = Object.keys(CONSOLE_PAGES).filter(
      (page) => !(CONSOLE_DOWNLOADS as readonly string[]).includes(page),
    );
    // The news editor's autosave is a route handler too, with its own limit (forms-config test).
    for (const page of others.filter((page) => !page.endsWith('/autosave')))
      expect(postedForm(visited(page))?.handler, page).toBeUndefined();
  });
});
