/**
 * Runs once when the server starts. It checks the settings (src/config/env.ts): a bad value stops
 * the server, naming the variable. It opens the applications database and brings its schema up
 * to date, so `npm start` creates .data/bridgeway.sqlite (or migrates PostgreSQL) before the first
 * visitor applies, and reads or makes the site's secret key. A database that cannot be opened or
 * a key file that cannot be read is reported here; pages still serve (on PostgreSQL a missing key
 * stops the server). With the embedded SQLite database it (re)loads the tracking demo shipments
 * (src/lib/tracking/demo.ts). Then it starts the housekeeping (src/lib/jobs: what is kept no
 * longer is deleted now and while the server runs), registers every metric of the app for
 * /metrics (docs/operations.md#metrics) and starts the mail outbox's worker (docs/mail.md).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env } = await import('@/config/env');
  try {
    env();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const { getDb, databaseConfig } = await import('@/lib/db');
  try {
    await getDb();
  } catch (error) {
    const { dialect } = databaseConfig();
    console.error(`Applications database (${dialect}) could not be opened or migrated:`, error);
  }
  // Published content: every instance polls its version and shows a change within seconds.
  const { startContentSync } = await import('@/lib/publishing/sync-start');
  startContentSync();
  // Demo shipments for the tracking lookup, dated from now (SQLite unless TRACKING_DEMO=off).
  const { loadDemoIfWanted } = await import('@/lib/tracking/demo');
  await loadDemoIfWanted(getDb);
  // The key is read (or made) now, so a bad key file is reported at start, not when the first
  // visitor applies; until it is fixed, applications are refused and nothing is stored.
  const { siteSecretKey } = await import('@/lib/crypto/site-key');
  try {
    siteSecretKey();
  } catch (error) {
    // Instances sharing PostgreSQL must share the key: one that would make its own refuses to
    // start (the message names RESUME_KEY) rather than store résumés no other instance can read.
    if (databaseConfig().dialect === 'postgres') {
      console.error('Site secret key: refusing to start:', error);
      process.exit(1);
    }
    console.error('Site secret key: applications cannot be stored until this is fixed:', error);
  }
  const [
    { createScheduler },
    { siteJobs },
    { registerAppMetrics },
    { backupSettings },
    { MAIL_KIND_READERS },
  ] = await Promise.all([
    import('@/lib/jobs/scheduler'),
    import('@/lib/jobs/registry'),
    import('@/lib/metrics'),
    import('@/lib/db/backup-schedule'),
    import('@/lib/mail/readers'),
  ]);
  // Every metric of the app on /metrics from its first scrape (the server listens after this),
  // each job's, mail kind's and sign-in outcome's at 0; the outbox and backup gauges read the
  // database when scraped. The lists are passed from here: src/lib/metrics.ts, which pages
  // import, imports no feature.
  registerAppMetrics({
    getDb,
    backupsScheduled: backupSettings() !== null,
    jobs: siteJobs,
    mailKinds: Object.keys(MAIL_KIND_READERS),
  });
  void createScheduler(siteJobs, getDb).start();
  // The worker gets the resolvers of the features whose mails carry files (the HR mail's résumé).
  const [{ startMailWorker }, { careersAttachments }] = await Promise.all([
    import('@/lib/mail/worker'),
    import('@/lib/careers/mail'),
  ]);
  await startMailWorker(getDb, careersAttachments);
}
