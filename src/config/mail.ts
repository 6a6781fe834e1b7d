/**
 * The transport's timeouts (src/lib/mail/worker.ts): connecting, the greeting, and silence on the
 * socket. One try of a mail can take about their sum before it fails.
 */
export const SMTP_TIMEOUTS = { connectionMs: 15_000, greetingMs: 15_000, socketMs: 60_000 };

/**
 * The shortest claim allowed (MAIL_CLAIM_MS, src/config/env.ts): a worker's claim on a mail must
 * outlast the longest try the transport's timeouts allow (90 s), or a slow but live worker would
 * see its mail taken by another and sent twice.
 */
export const MIN_CLAIM_MS =
  SMTP_TIMEOUTS.connectionMs + SMTP_TIMEOUTS.greetingMs + SMTP_TIMEOUTS.socketMs;
