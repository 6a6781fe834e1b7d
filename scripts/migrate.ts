#!/usr/bin/env tsx
// Brings the database (DATABASE_URL, or .data/bridgeway.sqlite) up to the latest schema, then
// exits. `npm run build` runs it before `next build` (the build prerenders the news from the
// database) and `npm run cluster` before starting the instances; a single server migrates by
// itself when it starts.
import { databaseConfig, openDatabase } from '../src/lib/db';

async function main() {
  const config = databaseConfig();
  const { db, ready } = await openDatabase(config);
  try {
    await ready;
    console.log(`Database (${config.dialect}) is up to date`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
