// The failover test's checks after the load: what the database holds against what was
// acknowledged, the HR mails the SMTP server received, and the requests that failed against the
// moment of the SIGKILL. Each returns its counts and the problems it found (empty: all good).
import type { Client } from 'pg';
import { readMail } from '../smtp-support';
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
  const apps = outcomes.filter((o) => o.kind === 'application' && o.submission?.email);
  const rows = (await db.query<{ id: string; email: string }>('select id, email from applications'))
    .rows;
  const byEmail = new Map<string, string[]>();
  for (const r of rows) byEmail.set(r.email, [...(byEmail.get(r.email) ?? []), r.id]);
  const acknowledged = apps.filter((o) => o.ok);
  for (const o of acknowledged) {
    const ids = byEmail.get(o.submission!.email!) ?? [];
    if (ids.length !== 1 || ids[0] !== o.submission!.reference)
      problems.push(`application ${o.submission!.reference} is stored ${ids.length} time(s)`);
  }
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
  return {
    applications: { acknowledged: acknowledged.length, stored: rows.length },
    ingest: { acknowledged: ingested.length, stored: events.size },
    storedReferences: rows.map((r) => r.id),
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

/**
 * Each stored application's HR mail arrived once: one Message-ID per application, none for an
 * application that is not stored. A copy with the same Message-ID (the outbox's one duplicate
 * window: a process killed after the SMTP server took the mail and before it was marked sent)
 * is counted apart; mail systems drop it by that id.
 */
export function checkMail(received: { raw: string }[], storedReferences: string[]) {
  const problems: string[] = [];
  const ids = new Map<string, Set<string>>();
  for (const mail of received) {
    const { headers } = readMail(mail.raw);
    const reference = /\[Application (BW-\d{6}-[0-9A-Z]{6})\]/.exec(headers.subject ?? '')?.[1];
    if (!reference) {
      problems.push(`a mail without an application reference: ${headers.subject}`);
      continue;
    }
    ids.set(reference, (ids.get(reference) ?? new Set()).add(headers['message-id'] ?? ''));
  }
  const stored = new Set(storedReferences);
  for (const reference of stored) {
    const n = ids.get(reference)?.size ?? 0;
    if (n !== 1) problems.push(`application ${reference}: ${n} distinct HR mails`);
  }
  for (const reference of ids.keys())
    if (!stored.has(reference)) problems.push(`an HR mail for ${reference}, which is not stored`);
  const distinct = [...ids.values()].reduce((sum, set) => sum + set.size, 0);
  return { received: received.length, distinct, copies: received.length - distinct, problems };
}
