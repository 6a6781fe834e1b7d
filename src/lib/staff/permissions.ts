import type { PermissionRule } from '@/lib/console/desk';
import {
  DESKS,
  type DeskAction,
  type DeskPage,
  type DeskPermission,
  type DeskSection,
} from '@/lib/console/desks';

/**
 * The console's one permission table: which role may open which section and do which
 * action, made from the desks' declarations (src/lib/console/desks/). Pages, Server Actions, the
 * navigation and better-auth's access control (auth.ts) all read it; nothing else decides.
 */

export const STAFF_ROLES = ['admin', 'sales', 'hr', 'operations', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * A session unused this long has ended (better-auth's expiresIn; the proxy renews the cookie's
 * Max-Age to it on every console page view, so that the database's expiry decides).
 */
export const SESSION_IDLE_SECONDS = 12 * 3600;

/** A session ends this long after its sign-in however busy it is (OWASP ASVS 3.3.2). */
export const SESSION_ABSOLUTE_SECONDS = 12 * 3600;

/** A sign-in older than this is asked again before a sensitive action (`fresh` below). */
export const FRESH_SIGN_IN_SECONDS = 15 * 60;

/**
 * Every permission, named `<desk>.<verb>`, with the roles that have it (`fresh` ones need a sign-in
 * within 15 minutes): each desk's own, declared in src/lib/console/desks/.
 */
export type Permission = DeskPermission;
export const PERMISSIONS = Object.fromEntries(
  DESKS.flatMap((desk) => Object.entries(desk.permissions)),
) as Record<Permission, PermissionRule>;

/** The console's sections, `/console/<desk>`, in the navigation's order. */
export type Section = DeskSection;

/** The console's sections, at stable addresses, and the permission that opens each. */
export const SECTIONS = Object.fromEntries(
  DESKS.flatMap((desk) => ('section' in desk ? [[`/console/${desk.name}`, desk.section]] : [])),
) as Record<Section, Permission>;

export function isStaffRole(value: unknown): value is StaffRole {
  return STAFF_ROLES.includes(value as StaffRole);
}

/** Whether `role` (as stored on the user; anything unknown is refused) may do `permission`. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  const roles: readonly StaffRole[] = PERMISSIONS[permission].roles;
  return isStaffRole(role) && roles.includes(role);
}

/** Whether `permission` asks for a sign-in within the last FRESH_SIGN_IN_SECONDS. */
export function needsFreshSignIn(permission: Permission): boolean {
  return PERMISSIONS[permission].fresh === true;
}

/** Seconds from a session's sign-in to `now`. */
const ageOf = (signedInAt: Date | string, now: Date) =>
  (now.getTime() - new Date(signedInAt).getTime()) / 1000;

/** Whether a session signed in at `signedInAt` has passed its absolute lifetime at `now`. */
export function sessionOutlived(signedInAt: Date | string, now: Date): boolean {
  return ageOf(signedInAt, now) > SESSION_ABSOLUTE_SECONDS;
}

/** Whether `permission` must send a sign-in made at `signedInAt` to sign in again at `now`. */
export function signInTooOldFor(
  permission: Permission,
  signedInAt: Date | string,
  now: Date,
): boolean {
  return needsFreshSignIn(permission) && ageOf(signedInAt, now) > FRESH_SIGN_IN_SECONDS;
}

/** The sections `role` may open, in the navigation's order. */
export function sectionsFor(role: string | null | undefined): Section[] {
  return (Object.keys(SECTIONS) as Section[]).filter((section) => can(role, SECTIONS[section]));
}

/**
 * Who may open or call something of the console: a permission of the table above, any
 * signed-in staff member (`signedIn`), or anyone (`public`: the sign-in and invitation steps).
 */
export type Access = Permission | 'signedIn' | 'public';

/**
 * Every console page and route handler (by its address under `/[locale]`, dynamic segments as
 * their folder names them) and what opens it: each desk's. The permission-matrix test finds every
 * page.tsx and route.ts of the console and fails on one missing here; docs/console.md prints
 * this table.
 */
export const CONSOLE_PAGES = Object.fromEntries(
  DESKS.flatMap((desk) => Object.entries(desk.pages)),
) as Record<DeskPage, Access>;

/**
 * The Server Actions of the public site and the shipper's account: no desk's, no console right
 * opens them.
 */
const SITE_ACTIONS = {
  // The public site's forms.
  'lib/careers/action#applyForJob': 'public',
  'lib/enquiries/action#submitEnquiry': 'public',
  'lib/tracking/action#subscribeToTracking': 'public',
  'lib/tracking/action#confirmTrackingEmail': 'public',
  'lib/bookings/action#requestBookingLinkAction': 'public',
  // The shipper's account: its sign-in, and signing out (which ends only the caller's own
  // session, or its account's; signed out it changes nothing).
  'lib/accounts/action#requestAccountCode': 'public',
  'lib/accounts/action#verifyAccountCode': 'public',
  'lib/accounts/action#signOutOfAccount': 'public',
  // The account's saved quotes, address book and online booking: no console right opens them,
  // and each asks for the shipper's session first (requireCustomer), changing only its rows.
  'lib/accounts/quote-actions#saveQuoteAction': 'public',
  'lib/accounts/quote-actions#removeSavedQuoteAction': 'public',
  'lib/accounts/quote-actions#addAddressAction': 'public',
  'lib/accounts/quote-actions#removeAddressAction': 'public',
  'lib/accounts/quote-actions#bookOfferAction': 'public',
  // The account's own pages: each calls the account's guard first (signed out: the sign-in,
  // nothing changed) and changes only the signed-in shipper's records; no staff role opens them.
  'lib/accounts/data-action#setParcelMailsAction': 'public',
  'lib/accounts/data-action#deleteAccountAction': 'public',
  'lib/accounts/message-action#postBookingMessageAction': 'public',
  'lib/tracking/action#stopTrackingEmail': 'public',
  'lib/accounts/document-actions#uploadBookingDocumentAction': 'public',
} as const satisfies Record<string, 'public'>;

/**
 * Every Server Action of the site (`<module under src/ without extension>#<export>` of each
 * module with the use-server directive) and what it asks: the public site's and the account's,
 * then each desk's. The same test finds them all and calls each as every role and signed out.
 */
export const CONSOLE_ACTIONS = {
  ...SITE_ACTIONS,
  ...Object.fromEntries(DESKS.flatMap((desk) => Object.entries(desk.actions))),
} as Record<keyof typeof SITE_ACTIONS | DeskAction, Access>;
