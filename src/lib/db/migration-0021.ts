import type { Kysely, Migration } from 'kysely';

/**
 * 0021: the price lookups counted per day (Beijing) and lane, for the console's numbers. A counter
 * and nothing else: no address, no cookie, no time finer than the day, so no visitor can be told
 * apart from another.
 */
export const lookupCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lookup_counts')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('lane', 'text', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('lookup_counts_key', ['day', 'lane'])
      .execute();
  },
};
