import type { Kysely } from 'kysely';
import { getDb, type Database } from '@/lib/db';
import { apiLocale, unavailable } from './responses';

/** Answers with the application's database, or 503 when it cannot be opened. */
export async function withDatabase(
  request: Request,
  answer: (db: Kysely<Database>) => Promise<Response>,
): Promise<Response> {
  let db: Kysely<Database>;
  try {
    ({ db } = await getDb());
  } catch (error) {
    console.error('API: the database cannot be opened', error);
    return unavailable(apiLocale(request));
  }
  return answer(db);
}
