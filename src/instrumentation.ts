/**
 * Runs once when the server starts: opens the applications database and brings its schema up to
 * date, so `npm start` creates .data/bridgeway.sqlite (or migrates PostgreSQL) before the first
 * visitor applies. A database that cannot be opened is reported here; pages still serve.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getDb, databaseConfig } = await import('@/lib/db');
  try {
    await getDb();
  } catch (error) {
    const { dialect } = databaseConfig();
    console.error(`Applications database (${dialect}) could not be opened or migrated:`, error);
  }
}
