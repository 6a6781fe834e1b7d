import type { StaffRole } from '@/lib/staff/permissions';

/**
 * A console desk in one declaration: its section, permissions, pages, Server Actions, downloads
 * and audit actions (docs/console.md, "Adding a desk"). The console's tables (PERMISSIONS,
 * SECTIONS, CONSOLE_PAGES, CONSOLE_ACTIONS, AUDIT_ACTIONS, the proxy's download paths) are made
 * from the list in ./desks, so a desk is added there and nowhere else. A declaration is plain
 * data: the proxy reads it, so it imports nothing but types.
 */

/** Who may do a permission: the roles, and `fresh` when it needs a sign-in within 15 minutes. */
export type PermissionRule = { readonly roles: readonly StaffRole[]; readonly fresh?: true };

type DeskInput = {
  /** The desk's area: its permissions are named `<name>.<verb>`, its section is `/console/<name>`. */
  name: string;
  /** The permission that opens the desk's section (its navigation entry); none: no section. */
  section?: string;
  permissions: Readonly<Record<string, PermissionRule>>;
  /** Its pages and route handlers, by address under `/[locale]` (dynamic segments as folders). */
  pages: Readonly<Record<`/console${string}`, string>>;
  /** Its Server Actions, `<module under src/ without extension>#<export>`. */
  actions: Readonly<Record<`lib/${string}#${string}`, string>>;
  /** Its pages that are audited downloads (a POST to a route handler, src/lib/console/downloads.ts). */
  downloads?: readonly string[];
  /** What its changes record in the audit log (each labelled under ConsoleAudit.actions). */
  auditActions: readonly `${string}.${string}`[];
  /** The record its timeline (staff_history) belongs to, and the kinds of entry it writes. */
  timeline?: { readonly record: string; readonly kinds: readonly string[] };
};

/** What opens a desk's page or action: one of its permissions, any staff member, or anyone. */
type OpenTo<D extends DeskInput> = keyof D['permissions'] | 'signedIn' | 'public';

/** A mistake in a declaration, named where it is (an intersection with it fails to type-check). */
type Fix<Message extends string> = { readonly fix: Message };

/** The checks the declaration's own types cannot state: each fails where the mistake is. */
type Checked<D extends DeskInput> = {
  permissions: {
    [K in keyof D['permissions']]: K extends `${D['name']}.${string}`
      ? unknown
      : Fix<`name this desk's permissions ${D['name']}.<verb>`>;
  };
  section?: D['section'] extends keyof D['permissions'] | undefined
    ? unknown
    : Fix<"a section opens by one of its desk's permissions">;
  pages: {
    [K in keyof D['pages']]: D['pages'][K] extends OpenTo<D>
      ? unknown
      : Fix<"a page opens to one of its desk's permissions, 'signedIn' or 'public'">;
  };
  actions: {
    [K in keyof D['actions']]: D['actions'][K] extends OpenTo<D>
      ? unknown
      : Fix<"an action asks one of its desk's permissions, 'signedIn' or 'public'">;
  };
  downloads?: readonly (keyof D['pages'])[];
};

/** Declares a desk; its literal types flow into the derived tables (see ./desks/index.ts). */
export function defineDesk<const D extends DeskInput>(desk: D & Checked<D>): D {
  return desk;
}

/** What every desk of a list declares, as unions of literal types. */
type KeysOf<T> = T extends unknown ? keyof T & string : never;
export type PermissionOf<D extends DeskInput> = KeysOf<D['permissions']>;
export type PageOf<D extends DeskInput> = KeysOf<D['pages']>;
export type ActionOf<D extends DeskInput> = KeysOf<D['actions']>;
export type AuditActionOf<D extends DeskInput> = D['auditActions'][number];
export type SectionOf<D extends DeskInput> = D extends {
  name: infer N extends string;
  section: string;
}
  ? `/console/${N}`
  : never;
export type TimelineOf<D extends DeskInput> = D extends {
  timeline: { record: infer R; kinds: readonly (infer K)[] };
}
  ? { record: R; kind: K }
  : never;
