// `npm run test:cluster`: the failover test. Three instances behind nginx on
// PostgreSQL (scripts/cluster.mjs) and a test SMTP server take a bounded load of page views, GET
// APIs, quotes, applications and enquiries (as the forms post without JavaScript) and tracking
// ingest. During it one instance gets SIGTERM and is restarted (a rolling deploy), then another
// gets SIGKILL and is restarted. Fails (exit 1) unless: no request failed but those in flight on
// the killed process; every acknowledged submission is stored once; every stored application's
// HR mail, and every stored enquiry's sales mail and confirmation, arrived once; the outbox ends
// empty. Then a sales account signs in through nginx and changes an enquiry's status on each
// instance with that session (tests/cluster/console.ts), and books a won quote through nginx,
// found on every instance (tests/cluster/bookings.ts), whose shipper signs in through nginx and
// sees it on every instance's /account (tests/cluster/account.ts). Prints the counts. Stops all it
// started, also on Ctrl+C.
import { spawnSync } from 'node:child_process';
import { Client } from 'pg';
import { deploymentEnv } from '../deployment-env.mjs';
import { actionFields } from '../support/e2e';
import { startSmtp } from '../support/smtp';
import { accountStep } from './account';
import { bookingStep } from './bookings';
import { consoleStep } from './console';
import { publishingStep } from './publishing';
import { startLoad, type Outcome } from './load';
import { checkMail, checkRequests, checkStored, outboxUnsent, type Events } from './verify';

/** nginx's port; the instances take the next three, the SMTP server the one after. */
const PORT = Number(process.env.CLUSTER_TEST_PORT || 8180);
// The events come after counts of requests, not after a time: the load ends 150 requests after
// the killed instance is back (a wall-clock minimum only made the test longer).
const LOAD = { clients: 8, maxRequests: 6000, warmup: 100, between: 150 };
const MAIL_CLAIM_MS = 90_000;
const INBOXES = { hr: 'hr@bridgeway.example', sales: 'sales@bridgeway.example' };
/** How long the outbox may take to empty: a claim of the killed instance running out, and more. */
const OUTBOX_BOUND_MS = MAIL_CLAIM_MS + 180_000;

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanup() {
  while (cleanups.length) await cleanups.pop()!().catch((e: unknown) => console.error(e));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().then(() => process.exit(130)));
// An error nothing caught still stops the instances, nginx and PostgreSQL before the exit.
process.on('uncaughtException', (error) => {
  console.error(error);
  void cleanup().then(() => process.exit(1));
});

const at = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

async function main(): Promise<boolean> {
  const began = Date.now();
  // Imported when run: tsx runs this file as CommonJS, and these are ES modules with top-level await.
  const { startCluster } = await import('../../scripts/cluster.mjs');
  const { build, log, root } = await import('../../scripts/lib/bootstrap.mjs');
  // The build `npm test` made (or a new one when the sources changed); dependencies are installed.
  // The site as npm test built it (scripts/test.mjs): the same hotline and ICP number, so the
  // build is reused rather than made again without them.
  process.env.CONTACT_PHONE ??= deploymentEnv.CONTACT_PHONE;
  process.env.ICP_NUMBER ??= deploymentEnv.ICP_NUMBER;
  build();
  const smtp = await startSmtp(PORT + 4);
  cleanups.push(() => smtp.close());
  log(`Starting PostgreSQL, 3 instances and nginx on 127.0.0.1:${PORT}`);
  const cluster = await startCluster({
    instances: 3,
    port: PORT,
    quiet: true,
    env: {
      SMTP_URL: smtp.url,
      CAREERS_INBOX: INBOXES.hr,
      SALES_INBOX: INBOXES.sales,
      MAIL_POLL_MS: '1000',
      MAIL_CLAIM_MS: String(MAIL_CLAIM_MS),
      // Every client of the test is nginx's one address: limits it would hit are raised.
      CAREERS_RATE_LIMIT: '100000',
      ENQUIRY_RATE_LIMIT: '100000',
      TRACKING_RATE_LIMIT: '1000000',
    },
  });
  cleanups.push(() => cluster.stop());
  const token = spawnSync('npx', ['tsx', 'scripts/tracking.ts', 'token', 'create', 'cluster'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: cluster.databaseUrl },
    encoding: 'utf8',
  });
  const ingestToken = token.stdout.trim().split('\n')[0] ?? '';
  if (token.status !== 0 || !ingestToken) throw new Error(`no ingest token: ${token.stderr}`);

  const [app1, app2] = cluster.apps;
  const load = startLoad({
    base: cluster.url,
    actionFields: {
      application: await actionFields(cluster.url),
      enquiry: await actionFields(cluster.url, '/contact'),
    },
    ingestToken,
    clients: LOAD.clients,
    maxRequests: LOAD.maxRequests,
  });
  const t0 = performance.now();
  const done = (n: number) => (o: Outcome[]) => o.length >= n;
  log(`Load: ${LOAD.clients} clients, at most ${LOAD.maxRequests} requests`);
  await load.until(done(LOAD.warmup));

  const events = {} as Events;
  events.termAt = performance.now();
  console.log(`${at(t0)}  SIGTERM ${app1!.name} (rolling restart)`);
  await app1!.stop('SIGTERM');
  await app1!.start();
  events.termReady = performance.now();
  console.log(`${at(t0)}  ${app1!.name} ready again`);
  await load.until(done(load.outcomes.length + LOAD.between));

  events.killAt = performance.now();
  console.log(`${at(t0)}  SIGKILL ${app2!.name}`);
  await app2!.stop('SIGKILL');
  events.killExited = performance.now();
  await app2!.start();
  events.killReady = performance.now();
  console.log(`${at(t0)}  ${app2!.name} restarted and ready`);
  const afterKill = load.outcomes.length + LOAD.between;
  await load.until(done(afterKill));
  await load.stop();
  const loadSeconds = (performance.now() - t0) / 1000;
  const outcomes = load.outcomes;
  const problems: string[] = [];
  if (outcomes.length < afterKill) problems.push('the load ended before it ran past the SIGKILL');

  const requests = checkRequests(outcomes, events);
  problems.push(...requests.problems);

  const db = new Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  cleanups.push(() => db.end());
  log('Waiting for the outbox to empty (bounded)');
  const deadline = performance.now() + OUTBOX_BOUND_MS;
  let unsent = await outboxUnsent(db);
  while (Object.keys(unsent).length > 0 && !unsent.failed && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    unsent = await outboxUnsent(db);
  }
  if (Object.keys(unsent).length > 0)
    problems.push(`the outbox still holds ${JSON.stringify(unsent)}`);
  const stored = await checkStored(db, outcomes);
  problems.push(...stored.problems);
  const mail = checkMail(smtp.received, stored.expectedMails, INBOXES);
  problems.push(...mail.problems);
  log('Console: a sales sign-in through nginx, a status change on each instance');
  const instances = cluster.apps.map((app: { port: number }) => `http://127.0.0.1:${app.port}`);
  const steps = {
    base: cluster.url,
    root,
    logDir: cluster.prefix,
    mails: () => smtp.received,
    databaseUrl: cluster.databaseUrl,
    instances,
    db,
  };
  const sales = await consoleStep(steps);
  problems.push(...sales.problems);

  log(
    'Bookings: a won quote booked through nginx (confirmed twice), found on every instance; its page and labels leave no secret in any log',
  );
  problems.push(...(await bookingStep(steps, sales.cookie)));

  log("Account: the booking's shipper signs in through nginx; /account shows it on every instance");
  problems.push(...(await accountStep(steps, smtp.received)));

  log('Publishing: an article and an image through one instance, on every instance within 10 s');
  problems.push(...(await publishingStep(steps)));

  log('Metrics: each instance answers /metrics on loopback; nginx refuses it');
  const viaNginx = await fetch(`${cluster.url}/metrics`);
  if (viaNginx.status !== 404) problems.push(`nginx answered /metrics with ${viaNginx.status}`);
  let scraped = 0;
  for (const instance of instances) {
    const text = await (await fetch(`${instance}/metrics`)).text();
    const served = /^bridgeway_http_requests_total\{class="page",status="2xx"\} (\d+)/m.exec(text);
    if (!served || !/^bridgeway_content_version \d+/m.test(text))
      problems.push(`${instance}/metrics lacks the request counts or the content version`);
    else scraped += Number(served[1]);
  }
  console.log(`metrics: pages answered 2xx, summed over the instances' /metrics: ${scraped}`);

  log('Counts');
  console.log(`requests: ${outcomes.length} in ${loadSeconds.toFixed(0)} s of load`);
  for (const [kind, statuses] of requests.byKind)
    console.log(`  ${kind.padEnd(12)} ${[...statuses].map(([s, n]) => `${s}: ${n}`).join(', ')}`);
  console.log(`  in the rolling restart's span: ${requests.duringRestart}`);
  console.log(
    `  failed in flight on the killed instance (allowed): ${requests.excused.length}${requests.excused.map((o) => `\n    ${o.path} → ${o.status}`).join('')}`,
  );
  console.log(
    `applications: ${stored.applications.acknowledged} acknowledged, ${stored.applications.stored} stored, ${mail.distinct.application} mailed to HR`,
  );
  console.log(
    `enquiries: ${stored.enquiries.acknowledged} acknowledged, ${stored.enquiries.stored} stored, ${mail.distinct.sales} mailed to sales, ${mail.distinct.confirmation} confirmations mailed`,
  );
  console.log(`mails: ${mail.received} received, ${mail.copies} copies with the same Message-ID`);
  console.log(
    `tracking ingest: ${stored.ingest.acknowledged} acknowledged, ${stored.ingest.stored} events stored`,
  );
  console.log(`outbox left unsent: ${JSON.stringify(unsent)}`);
  console.log(`took ${((Date.now() - began) / 1000).toFixed(0)} s in all`);
  for (const p of problems.slice(0, 50)) console.error(`✖ ${p}`);
  if (problems.length > 50) console.error(`✖ … and ${problems.length - 50} more`);
  console.log(problems.length ? `\n✖ FAILED: ${problems.length} problem(s)` : '\n✔ passed');
  return problems.length === 0;
}

main()
  .then(async (passed) => {
    await cleanup();
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
