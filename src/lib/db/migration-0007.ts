import type { Kysely, Migration } from 'kysely';

/**
 * 0007: tracking events in the reader's language. An event stores the catalogue
 * `code` and its `params` (a JSON object of strings) when it was sent with one, and
 * `description_zh` when its description came in both languages. Events stored before have
 * none of them and keep showing their description as sent.
 */
export const trackingEventCodes: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['code', 'params', 'description_zh'])
      await db.schema.alterTable('tracking_events').addColumn(column, 'text').execute();
  },
};
