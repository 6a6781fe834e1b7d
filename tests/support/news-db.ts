// The published news of the Vitest tests: a database of their own, migrated (migration 0008
// imports content/seed/news), made the one the application's getDb() answers, so that the
// snapshot (src/lib/news/catalog.ts) and every reader of it read it.
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '@/lib/db';
import { reloadSnapshots } from '@/lib/publishing/snapshot';
import { databaseSetups, useDatabase } from './db';

const dbKey = Symbol.for('bridgeway.db');
type Holder = { [dbKey]?: Promise<Db> };

function install(db: Db | undefined): void {
  const holder = globalThis as Holder;
  if (db) holder[dbKey] = Promise.resolve(db);
  else delete holder[dbKey];
}

/** Call inside a `describe`: its tests read the news of a database of their own. */
export function useNewsDatabase(setup = databaseSetups()[0]!) {
  const handle = useDatabase(setup);
  beforeAll(async () => {
    install(handle.db());
    await reloadSnapshots();
  });
  afterAll(() => install(undefined));
  return handle;
}
