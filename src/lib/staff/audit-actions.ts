import { DESKS, type DeskAuditAction } from '@/lib/console/desks';

/** What the shipper's account records itself (no desk's): deleting the account. */
const ACCOUNT_AUDIT_ACTIONS = ['account.delete'] as const;

/**
 * Every action the audit log records, in one list: each desk's (src/lib/console/desks/) and the
 * account's. recordAudit takes only these (AuditEntry.action), and the console's audit page
 * shows each by its label under ConsoleAudit.actions (the page's typed message key and
 * tests/unit/audit-actions.test.ts require one in both languages). A new kind of change adds
 * its action to its desk, then its label (auditLabelKey names the key).
 */
export const AUDIT_ACTIONS: readonly AuditAction[] = [
  ...ACCOUNT_AUDIT_ACTIONS,
  ...DESKS.flatMap((desk) => desk.auditActions),
];

export type AuditAction = (typeof ACCOUNT_AUDIT_ACTIONS)[number] | DeskAuditAction;

/** Recorded by earlier versions of the site and still in the log: labelled, never recorded now. */
export const RETIRED_AUDIT_ACTIONS = ['content.edit'] as const;

/** An action the audit page has a label for. */
export type LabelledAuditAction = AuditAction | (typeof RETIRED_AUDIT_ACTIONS)[number];

const LABELLED: ReadonlySet<string> = new Set([...AUDIT_ACTIONS, ...RETIRED_AUDIT_ACTIONS]);

/** Whether a logged action has a label (one from a version older than the retired ones has not). */
export function isLabelledAuditAction(action: string): action is LabelledAuditAction {
  return LABELLED.has(action);
}

type CamelCase<S extends string> = S extends `${infer Head}.${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** The key of an action's label under ConsoleAudit.actions (see auditLabelKey). */
export type AuditLabelKey<A extends string> = A extends `${infer Area}.${infer Rest}`
  ? `${Area}.${CamelCase<Rest>}`
  : never;

/**
 * The key of an action's label under ConsoleAudit.actions: its area, then the rest of its name
 * in camel case ('news.schedule.failed' → 'news.scheduleFailed'), since a message key cannot be
 * both a label ('news.schedule') and a folder of labels.
 */
export function auditLabelKey<A extends LabelledAuditAction>(action: A): AuditLabelKey<A> {
  const [area, ...rest] = action.split('.');
  const name = rest.map((part, i) => (i ? part.charAt(0).toUpperCase() + part.slice(1) : part));
  return `${area}.${name.join('')}` as AuditLabelKey<A>;
}
