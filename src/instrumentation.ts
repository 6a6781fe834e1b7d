/**
 * Runs once when the server starts: opens the applications database and brings its schema up to
 * date, so `npm start` creates .data/bridgeway.sqlite (or migrates PostgreSQL) before the first
 * visitor applies, and reads or makes the résumé key. A database that cannot be opened or a bad
 * key is reported here; pages still serve (on PostgreSQL a missing key stops the server). With
 * the embedded SQLite database it (re)loads the tracking demo shipments (src/lib/tracking/demo.ts).
 * Then it deletes what the privacy notice says is kept no longer, now and every few hours
 * (src/lib/careers/retention.ts), starts the mail outbox's worker (docs/mail.md) and deletes
 * unconfirmed tracking subscriptions hourly.
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
  // Demo shipments for the tracking lookup, dated from now (SQLite unless TRACKING_DEMO=off).
  const { loadDemoIfWanted } = await import('@/lib/tracking/demo');
  await loadDemoIfWanted(getDb);
  // The résumé key is read (or made) now, so a bad RESUME_KEY is reported at start, not when the
  // first visitor applies; until it is fixed, applications are refused and nothing is stored.
  const { resumeKey } = await import('@/lib/careers/resume-files');
  try {
    resumeKey();
  } catch (error) {
    // Instances sharing PostgreSQL must share the key: one that would make its own refuses to
    // start (the message names RESUME_KEY) rather than store résumés no other instance can read.
    if (databaseConfig().dialect === 'postgres') {
      console.error('Résumé key: refusing to start:', error);
      process.exit(1);
    }
    console.error('Résumé key: applications cannot be stored until this is fixed:', error);
  }
  const { keepRetention } = await import('@/lib/careers/retention');
  void keepRetention(getDb);
  // The worker gets the resolvers of the features whose mails carry files (the HR mail's résumé).
  const [{ startMailWorker }, { careersAttachments }] = await Promise.all([
    import('@/lib/mail/worker'),
    import('@/lib/careers/mail'),
  ]);
  await startMailWorker(getDb, careersAttachments);
  const { purgeSubscriptions } = await import('@/lib/tracking/subscriptions');
  const purge = () =>
    getDb()
      .then(({ db }) => purgeSubscriptions(db, new Date()))
      .catch((error: unknown) => console.error('Tracking subscriptions: purge failed', error));
  void purge();
  setInterval(() => void purge(), 3600_000).unref();
}
