import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/types';

/** The names of the colleagues with these user ids (who has each enquiry, who made a booking). */
export async function staffNames(
  db: Kysely<Database>,
  ids: (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}
