import { env, type Env } from '@/config/env';

/** How the site sends mail: SMTP_URL (unset = no mail) and MAIL_FROM, the sender. */
export type SmtpConfig = { smtpUrl: string; from: string };

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = 'BridgeWay <no-reply@bridgeway.example>';

/**
 * The mail settings, for every mail of the site: SMTP_URL turns mail on, MAIL_FROM sets the
 * sender (else `defaultFrom`). Null when SMTP_URL is unset.
 */
export function smtpConfig(
  settings: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'> = env(),
  defaultFrom = DEFAULT_MAIL_FROM,
): SmtpConfig | null {
  if (!settings.SMTP_URL) return null;
  return { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM ?? defaultFrom };
}

export type MailTiming = {
  /** How long a worker's claim on a mail lasts: how soon a mail a dead instance held is retried. */
  claimMs: number;
  /** How often a running server looks for due mail. */
  pollMs: number;
};

export const DEFAULT_MAIL_TIMING: MailTiming = { claimMs: 10 * 60_000, pollMs: 30_000 };

/**
 * The outbox's timing: MAIL_CLAIM_MS (default 10 minutes, at least MIN_CLAIM_MS) and
 * MAIL_POLL_MS (default 30 s, at least 100 ms). Operators shorten them to retry a crashed
 * instance's mail sooner; the failover test does.
 */
export function mailTiming(
  settings: Pick<Env, 'MAIL_CLAIM_MS' | 'MAIL_POLL_MS'> = env(),
): MailTiming {
  return {
    claimMs: settings.MAIL_CLAIM_MS ?? DEFAULT_MAIL_TIMING.claimMs,
    pollMs: settings.MAIL_POLL_MS ?? DEFAULT_MAIL_TIMING.pollMs,
  };
}

/**
 * SALES_INBOX, where enquiries are mailed (src/lib/enquiries): an address, or null when unset
 * (then no sales mail is queued; enquiries are still stored and confirmed).
 */
export function salesInbox(settings: Pick<Env, 'SALES_INBOX'> = env()): string | null {
  return settings.SALES_INBOX ?? null;
}
