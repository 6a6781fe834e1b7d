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
