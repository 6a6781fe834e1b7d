// The failover test's checks after the load: what the database holds against what was
// acknowledged, the mails the SMTP server received, and the requests that failed against the
// moment of the SIGKILL. Each returns its counts and the problems it found (empty: all good).
import type { Client } from 'pg';
import { readMail } from '../support/smtp';
import type { Kind, Outcome } from './load';

/** Moments of the test on the load's clock (performance.now()). */
export type Events = {
  termAt: number;
  termReady: number;
  killAt: number;
  killExited: number;
  killReady: number;
};

/**
 * A failed request is excused only when it was in flight on the killed process: it started
 * before that process was gone and ended after the kill, before the instance was back. Every
 * other failure (any kind, across the rolling restart too) is a problem.
 */
export function checkRequests(outcomes: Outcome[], events: Events) {
  const inFlightOnKill = (o: Outcome) =>
    o.start <= events.killExited && o.end >= events.killAt && o.end <= events.killReady;
  const failed = outcomes.filter((o) => !o.ok);
  const excused = failed.filter(inFlightOnKill);
  const problems = failed
    .filter((o) => !inFlightOnKill(o))
    .map((o) => `${o.path} failed with ${o.status} (${phase(o, events)})`);
  const byKind = new Map<Kind, Map<string, number>>();
  for (const o of outcomes) {
    const statuses = byKind.get(o.kind) ?? new Map<string, number>();
    statuses.set(String(o.status), (statuses.get(String(o.status)) ?? 0) + 1);
    byKind.set(o.kind, statuses);
  }
  const duringRestart = outcomes.filter(
    (o) => o.end >= events.termAt && o.start <= events.termReady,
  );
  return { byKind, excused, duringRestart: duringRestart.length, problems };
}

function phase(o: Outcome, e: Events): string {
  if (o.start <= e.termReady && o.end >= e.termAt) return 'during the rolling restart';
  if (o.start <= e.killReady && o.end >= e.killAt) return 'around the SIGKILL, not in flight on it';
  return 'while every instance was up';
}

/** Every acknowledged submission is stored exactly once. */
export async function checkStored(db: Client, outcomes: Outcome[]) {
  const problems: string[] = [];
  const onceEach = async (kind: 'application' | 'enquiry', query: string) => {
    const rows = (await db.query<{ reference: string; email: string }>(query)).rows;
    const byEmail = new Map<string, string[]>();
    for (const r of rows) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r.reference]);
    const acknowledged = outcomes.filter((o) => o.kind === kind && o.ok);
    for (const o of acknowledged) {
      const references = byEmail.get(o.submission!.email!) ?? [];
      if (references.length !== 1 || references[0] !== o.submission!.reference)
        problems.push(`${kind} ${o.submission!.reference} is stored ${references.length} time(s)`);
    }
    return { acknowledged: acknowledged.length, stored: rows.length, rows };
  };
  const applications = await onceEach(
    'application',
    'select id as reference, email from applications',
  );
  const enquiries = await onceEach('enquiry', 'select reference, email from enquiries');
  const ingested = outcomes.filter((o) => o.kind === 'ingest' && o.ok);
  const events = new Set(
    (
      await db.query<{ key: string }>(
        `select number || ' ' || event_id as key from tracking_events`,
      )
    ).rows.map((r) => r.key),
  );
  for (const o of ingested)
    if (!events.has(`${o.submission!.number} ${o.submission!.eventId}`))
      problems.push(`tracking event ${o.submission!.eventId} was acknowledged but is not stored`);
  // The mails the stored submissions owe: HR's for each application; sales' and the visitor's
  // confirmation for each enquiry (every enquiry of the test gives an email).
  const expectedMails = [
    ...applications.rows.map((r) => `application ${r.reference}`),
    ...enquiries.rows.flatMap((r) => [`sales ${r.reference}`, `confirmation ${r.reference}`]),
  ];
  return {
    applications: { acknowledged: applications.acknowledged, stored: applications.stored },
    enquiries: { acknowledged: enquiries.acknowledged, stored: enquiries.stored },
    ingest: { acknowledged: ingested.length, stored: events.size },
    expectedMails,
    problems,
  };
}

/** Nothing pending, being sent or given up in the outbox: counts by status. */
export async function outboxUnsent(db: Client): Promise<Record<string, number>> {
  const rows = (
    await db.query<{ status: string; n: string }>(
      `select status, count(*) as n from mail_outbox where status <> 'sent' group by status`,
    )
  ).rows;
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

type MailKind = 'application' | 'sales' | 'confirmation';

/**
 * What a received mail is, by its recipient, and the submission's reference in its subject: HR's
 * "[Application BW-…]", sales' "Enquiry XXXXXX: …" / "Quote request XXXXXX: …", the visitor's
 * confirmation ending in the reference (in either language).
 */
function mailOf(mail: { to: string[]; raw: string }, inboxes: { hr: string; sales: string }) {
  const subject = readMail(mail.raw).headers.subject ?? '';
  const kind: MailKind = mail.to.includes(inboxes.hr)
    ? 'application'
    : mail.to.includes(inboxes.sales)
      ? 'sales'
      : 'confirmation';
  const pattern = {
    application: /\[Application (BW-\d{6}-[0-9A-Z]{6})\]/,
    sales: /^(?:Enquiry|Quote request) ([2-9A-HJ-NP-Z]{6}):/,
    confirmation: /([2-9A-HJ-NP-Z]{6})$/,
  }[kind];
  return { kind, subject, reference: pattern.exec(subject)?.[1] };
}

/**
 * Each mail the stored submissions owe (`expected`: "application REF", "sales REF",
 * "confirmation REF") arrived once: one Message-ID each, and none that nothing stored owes. A
 * copy with the same Message-ID (the outbox's one duplicate window: a process killed after the
 * SMTP server took the mail and before it was marked sent) is counted apart; mail systems drop
 * it by that id.
 */
export function checkMail(
  received: { to: string[]; raw: string }[],
  expected: string[],
  inboxes: { hr: string; sales: string },
) {
  const problems: string[] = [];
  const ids = new Map<string, Set<string>>();
  for (const mail of received) {
    const { kind, subject, reference } = mailOf(mail, inboxes);
    if (!reference) {
      problems.push(`a ${kind} mail without a reference: ${subject}`);
      continue;
    }
    const key = `${kind} ${reference}`;
    const messageId = readMail(mail.raw).headers['message-id'] ?? '';
    ids.set(key, (ids.get(key) ?? new Set()).add(messageId));
  }
  const owed = new Set(expected);
  for (const key of owed) {
    const n = ids.get(key)?.size ?? 0;
    if (n !== 1) problems.push(`${key}: ${n} distinct mails`);
  }
  for (const key of ids.keys()) if (!owed.has(key)) problems.push(`${key}: mailed, not stored`);
  const distinct = { application: 0, sales: 0, confirmation: 0 };
  for (const [key, set] of ids) distinct[key.split(' ')[0] as MailKind] += set.size;
  const total = Object.values(distinct).reduce((sum, n) => sum + n, 0);
  return { received: received.length, distinct, copies: received.length - total, problems };
}
