import type { Kysely, Migration } from 'kysely';
import type { Dialect } from './migrations';

/**
 * 0006: the console's desks. Enquiries and applications get a status (every existing
 * one starts `new`), enquiries an assignee; `staff_history` is the one timeline of a record's
 * changes, notes and replies made in the console (status changes, assignments, notes, replies
 * by mail), for enquiries and applications alike; `tracking_imports` lists the CSV imports made
 * from the console or the CLI.
 */
export function consoleDesks(dialect: Dialect): Migration {
  const pg = dialect === 'postgres';
  const serial = (name: string) => (db: Kysely<unknown>) =>
    db.schema
      .createTable(name)
      .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('enquiries')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('enquiries').addColumn('status_at', 'text').execute();
      await db.schema.alterTable('enquiries').addColumn('assignee_id', 'text').execute();
      // The list's keyset pages, newest first, whole and by status or assignee.
      for (const [name, columns] of [
        ['enquiries_listing', ['created_at', 'id']],
        ['enquiries_by_status', ['status', 'created_at', 'id']],
        ['enquiries_by_assignee', ['assignee_id', 'created_at', 'id']],
      ] as const)
        await db.schema
          .createIndex(name)
          .on('enquiries')
          .columns([...columns])
          .execute();

      await db.schema
        .alterTable('applications')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
        .execute();
      await db.schema.alterTable('applications').addColumn('status_at', 'text').execute();
      await db.schema
        .createIndex('applications_by_status')
        .on('applications')
        .columns(['status', 'created_at'])
        .execute();

      await serial('staff_history')(db)
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('record_id', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('details', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('staff_history_record')
        .on('staff_history')
        .columns(['record_type', 'record_id', 'id'])
        .execute();

      await serial('tracking_imports')(db)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_email', 'text')
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('rows', 'integer', (c) => c.notNull())
        .addColumn('shipments', 'integer', (c) => c.notNull())
        .addColumn('events', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('tracking_imports_at')
        .on('tracking_imports')
        .column('at')
        .execute();
    },
  };
}
