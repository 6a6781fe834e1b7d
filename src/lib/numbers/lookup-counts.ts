import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { onShutdown } from '@/lib/lifecycle';
import { chinaTime } from '@/lib/shipping/calendar';

/**
 * Price lookups, counted per Beijing day and lane and nothing else (no address, no cookie). A
 * lookup adds one to this process's tally; the tally is written every FLUSH_MS and when the server
 * shuts down, one upsert per day and lane, so a lookup costs no database round trip. A process
 * killed outright loses at most FLUSH_MS of counts: a statistic, never something a visitor was
 * told.
 */
export const FLUSH_MS = 10_000;

export type LookupCount = { day: string; lane: string; count: number };

/** A tally of lookups not yet written. */
export class LookupTally {
  private readonly counts = new Map<string, number>();

  add(lane: string, at: Date): void {
    const key = `${chinaTime(at).date}|${lane}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
  }

  /** Puts back counts that could not be written. */
  restore({ day, lane, count }: LookupCount): void {
    const key = `${day}|${lane}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + count);
  }

  /** Everything counted so far, and an empty tally. */
  take(): LookupCount[] {
    const rows = [...this.counts].map(([key, count]) => {
      const [day, lane] = key.split('|') as [string, string];
      return { day, lane, count };
    });
    this.counts.clear();
    return rows;
  }
}

/** Adds counts to the stored ones. */
export async function addLookupCounts(
  db: Kysely<Database>,
  rows: readonly LookupCount[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('lookup_counts')
    .values([...rows])
    .onConflict((oc) =>
      oc.columns(['day', 'lane']).doUpdateSet({ count: sql`lookup_counts.count + excluded.count` }),
    )
    .execute();
}

const key = Symbol.for('bridgeway.lookupTally');
type Holder = { tally: LookupTally; timer: ReturnType<typeof setInterval> };

/**
 * Counts one price lookup that found offers, on `lane` (lanes.ts). The first count of a process
 * starts its writer.
 */
export function countLookup(lane: string, at: Date = new Date()): void {
  const global = globalThis as { [key]?: Holder };
  if (!global[key]) {
    const tally = new LookupTally();
    const flush = async () => {
      const rows = tally.take();
      if (rows.length === 0) return;
      try {
        await addLookupCounts((await getDb()).db, rows);
      } catch (error) {
        // Kept for the next write: a database that is briefly away loses no count.
        for (const row of rows) tally.restore(row);
        console.error('Lookup counts not written; kept for the next try', error);
      }
    };
    const timer = setInterval(() => void flush(), FLUSH_MS);
    timer.unref();
    onShutdown(async () => {
      clearInterval(timer);
      await flush();
    });
    global[key] = { tally, timer };
  }
  global[key].tally.add(lane, at);
}
