import type { Kysely } from 'kysely';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';

/**
 * What the public pages and the proxy read of the published content (the news catalogue, the
 * open positions): loaded from the database once per process and kept in memory, so no visit
 * queries the database; ./sync.ts reloads every snapshot when the content's version moves.
 *
 * A snapshot lives on globalThis under its name: the proxy, the pages and the instrumentation
 * are bundled apart, and each bundle's copy of a module must share the one loaded value.
 */
export type Snapshot<T> = {
  /** The loaded value; loads it on first use. */
  get: () => Promise<T>;
  /** Loads it again now (the sync, after a change). */
  reload: () => Promise<void>;
};

type Entry = { load: (db: Kysely<Database>) => Promise<unknown>; value?: Promise<unknown> };
const registryKey = Symbol.for('bridgeway.snapshots');
type Holder = { [registryKey]?: Map<string, Entry> };

function registry(): Map<string, Entry> {
  const holder = globalThis as Holder;
  holder[registryKey] ??= new Map();
  return holder[registryKey];
}

async function loadEntry(entry: Entry): Promise<unknown> {
  const { db } = await getDb();
  return entry.load(db);
}

/** Loads again; the old value answers until the new one is there. */
async function refresh(entry: Entry): Promise<void> {
  const value = await loadEntry(entry);
  entry.value = Promise.resolve(value);
}

/** Declares a snapshot (once per name; a second bundle's declaration gets the same one). */
export function snapshot<T>(name: string, load: (db: Kysely<Database>) => Promise<T>): Snapshot<T> {
  const map = registry();
  if (!map.has(name)) map.set(name, { load });
  const entry = map.get(name)!;
  return {
    get() {
      entry.value ??= loadEntry(entry).catch((error: unknown) => {
        entry.value = undefined;
        throw error;
      });
      return entry.value as Promise<T>;
    },
    reload: () => refresh(entry),
  };
}

/** Reloads every snapshot this process has declared (the sync, after the version moved). */
export async function reloadSnapshots(): Promise<void> {
  await Promise.all([...registry().values()].map(refresh));
}
