import type { Kysely } from 'kysely';
import { env, type Env } from '@/config/env';
import { SMTP_TIMEOUTS } from '@/config/mail';
import type { Database } from '@/lib/db/types';
import { onShutdown } from '@/lib/lifecycle';
import type { AttachmentResolvers } from './attachments';
import { mailTiming, smtpConfig, type MailTiming, type SmtpConfig } from './config';
import { deliverDueMail, type MailTransport } from './outbox';

const BATCH = 20;

type Worker = {
  config: SmtpConfig;
  timing: MailTiming;
  attachments: AttachmentResolvers;
  transport: MailTransport;
  getDb: () => Promise<{ db: Kysely<Database> }>;
  running: Promise<void> | null;
  again: boolean;
};

// On globalThis: instrumentation and the Server Actions are bundled apart but share the process.
const workerKey = Symbol.for('bridgeway.mail-worker');
type Holder = { [workerKey]?: Worker | null };

async function drain(worker: Worker) {
  const { db } = await worker.getDb();
  for (;;) {
    const run = await deliverDueMail(db, worker.transport, worker.config.from, new Date(), BATCH, {
      claimMs: worker.timing.claimMs,
      attachments: worker.attachments,
    });
    if (run.sent + run.retried + run.failed < BATCH) return;
  }
}

/**
 * Sends what is due now, in this process. A call while a run is going makes that run look once
 * more when it is done, so a mail queued during a run is not left for the next poll. Returns when
 * the run is over; never throws (a failed run is logged and the next poll tries again).
 */
export function kickMailWorker(): Promise<void> {
  const worker = (globalThis as Holder)[workerKey];
  if (!worker) return Promise.resolve();
  if (worker.running) {
    worker.again = true;
    return worker.running;
  }
  worker.running = (async () => {
    do {
      worker.again = false;
      try {
        await drain(worker);
      } catch (error) {
        console.error('mail: a delivery run failed', error);
      }
    } while (worker.again);
  })().finally(() => {
    worker.running = null;
  });
  return worker.running;
}

/**
 * Starts this process's mail worker (src/instrumentation.ts): it sends what is due now and every
 * MAIL_POLL_MS, on a timer that never keeps the process alive and stops when the server shuts
 * down (src/lib/lifecycle.ts), which waits for a run in progress. `attachments` are the
 * resolvers of the features whose mails carry files. Without SMTP_URL there is no worker and
 * mails stay queued. Returns whether it started. (Sent mail is deleted by the
 * housekeeping jobs: `mailJobs` in ./outbox.ts.)
 */
export async function startMailWorker(
  getDb: () => Promise<{ db: Kysely<Database> }>,
  attachments: AttachmentResolvers = {},
  settings: Env = env(),
): Promise<boolean> {
  const config = smtpConfig(settings);
  const holder = globalThis as Holder;
  if (!config || holder[workerKey]) return false;
  const timing = mailTiming(settings);
  const { createTransport } = await import('nodemailer');
  // Their sum is below the shortest claim (MIN_CLAIM_MS): a hung server fails the try instead.
  const transport = createTransport({
    url: config.smtpUrl,
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
  });
  holder[workerKey] = {
    config,
    timing,
    attachments,
    transport,
    getDb,
    running: null,
    again: false,
  };
  const timer = setInterval(() => void kickMailWorker(), timing.pollMs);
  timer.unref();
  // On shutdown: no new runs, and the one in progress finishes before the database closes.
  onShutdown(async () => {
    clearInterval(timer);
    await holder[workerKey]?.running;
  });
  void kickMailWorker();
  return true;
}
