import { describe, expect, it } from 'vitest';
import { oneInstanceAtATime, RETENTION_LOCK } from '@/lib/careers/retention';
import { databaseSetups, useDatabase } from '../db-support';

for (const setup of databaseSetups()) {
  describe(`the retention run in ${setup.name}`, () => {
    const database = useDatabase(setup);

    it('runs when no other instance is running it', async () => {
      const { db, dialect } = database.db();
      let ran = 0;
      expect(await oneInstanceAtATime(db, dialect, async () => void ran++)).toBe(true);
      expect(ran).toBe(1);
    });

    if (setup.name !== 'PostgreSQL') return;

    it('is skipped while another instance holds its lock, and runs once it is released', async () => {
      const { db, dialect } = database.db();
      const config = database.config();
      if (config.dialect !== 'postgres') throw new Error('expected PostgreSQL');
      const { Client } = await import('pg');
      const other = new Client({ connectionString: config.url });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [RETENTION_LOCK]);
        let ran = 0;
        expect(await oneInstanceAtATime(db, dialect, async () => void ran++)).toBe(false);
        expect(ran).toBe(0);
        await other.query('select pg_advisory_unlock($1)', [RETENTION_LOCK]);
        expect(await oneInstanceAtATime(db, dialect, async () => void ran++)).toBe(true);
        expect(ran).toBe(1);
      } finally {
        await other.end();
      }
    });
  });
}
