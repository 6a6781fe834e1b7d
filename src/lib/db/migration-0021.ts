import type { Kysely, Migration } from 'kysely';

/**
 * 0021: the price lookups counted per day (Beijing) and lane, for the console's numbers: a counter
 * and nothing else (no address, no cookie, no time finer than the day), so no visitor can be told
 * apart from another. And an index of the enquiries by status and its time: the won ones by when
 * they were won.
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
    // The numbers' "won" step reads the won enquiries by when they were won.
    await db.schema
      .createIndex('enquiries_status_at')
      .on('enquiries')
      .columns(['status', 'status_at'])
      .execute();
  },
};
