import { z } from 'zod';

/** How the site sends mail: SMTP_URL (unset = no mail) and MAIL_FROM, the sender. */
export type SmtpConfig = { smtpUrl: string; from: string };

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'BridgeWay <no-reply@bridgeway.example>';

/**
 * The one reader of the mail settings, for every mail of the site: SMTP_URL turns mail on,
 * MAIL_FROM sets the sender (else `defaultFrom`). Returns null when SMTP_URL is empty.
 */
export function smtpConfig(
  env: Record<string, string | undefined> = process.env,
  defaultFrom = DEFAULT_MAIL_FROM,
): SmtpConfig | null {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  return { smtpUrl, from: env.MAIL_FROM?.trim() || defaultFrom };
}

/**
 * The transport's timeouts (src/lib/mail/worker.ts): connecting, the greeting, and silence on the
 * socket. One try of a mail can take about their sum before it fails.
 */
export const SMTP_TIMEOUTS = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 60_000 };

/**
 * The shortest claim allowed: a worker's claim on a mail must outlast the longest try the
 * transport's timeouts allow (90 s), or a slow but live worker would see its mail taken by
 * another and sent twice.
 */
export const MIN_CLAIM_MS =
  SMTP_TIMEOUTS.connectionMs + SMTP_TIMEOUTS.greetingMs + SMTP_TIMEOUTS.socketMs;

export type MailTiming = {
  /** How long a worker's claim on a mail lasts: how soon a mail a dead instance held is retried. */
  claimMs: number;
  /** How often a running server looks for due mail. */
  pollMs: number;
};

export const DEFAULT_MAIL_TIMING: MailTiming = { claimMs: 10 * 60_000, pollMs: 30_000 };

const milliseconds = (name: string, min: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : fallback))
    .pipe(
      z
        .number({ error: `${name} must be a whole number of milliseconds` })
        .int(`${name} must be a whole number of milliseconds`)
        .min(min, `${name} must be at least ${min} (ms)`)
        .max(24 * 3600_000, `${name} must be at most a day (86400000 ms)`),
    );

const timingSchema = z.object({
  MAIL_CLAIM_MS: milliseconds('MAIL_CLAIM_MS', MIN_CLAIM_MS, DEFAULT_MAIL_TIMING.claimMs),
  MAIL_POLL_MS: milliseconds('MAIL_POLL_MS', 100, DEFAULT_MAIL_TIMING.pollMs),
});

/**
 * The outbox's timing: MAIL_CLAIM_MS (default 10 minutes, at least MIN_CLAIM_MS) and
 * MAIL_POLL_MS (default 30 s, at least 100 ms). Operators shorten them to retry a crashed
 * instance's mail sooner; the failover test does. Throws, naming the variable, on a bad value.
 */
export function mailTiming(env: Record<string, string | undefined> = process.env): MailTiming {
  const parsed = timingSchema.safeParse({
    MAIL_CLAIM_MS: env.MAIL_CLAIM_MS,
    MAIL_POLL_MS: env.MAIL_POLL_MS,
  });
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return { claimMs: parsed.data.MAIL_CLAIM_MS, pollMs: parsed.data.MAIL_POLL_MS };
}

/**
 * SALES_INBOX, where enquiries are mailed (src/lib/enquiries): an address, or null when unset
 * (then no sales mail is queued; enquiries are still stored and confirmed). A value that is not
 * an address is reported and treated as unset rather than queueing mail nobody can deliver.
 */
export function salesInbox(env: Record<string, string | undefined> = process.env): string | null {
  const inbox = env.SALES_INBOX?.trim();
  if (!inbox) return null;
  if (/^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(inbox)) return inbox;
  console.error(`SALES_INBOX is not an email address ("${inbox}"): no sales mail is queued`);
  return null;
}
