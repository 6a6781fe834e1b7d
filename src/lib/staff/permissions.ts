/**
 * The console's one permission table: which role may open which section and do which
 * action. Pages, Server Actions, the navigation and better-auth's access control (auth.ts) all
 * read it; nothing else decides.
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

type Rule = { roles: readonly StaffRole[]; fresh?: true };

const admin = ['admin'] as const;
const sales = ['admin', 'sales'] as const;
const hr = ['admin', 'hr'] as const;
const operations = ['admin', 'operations'] as const;
const editor = ['admin', 'editor'] as const;
/** Bookings are made from sales' won enquiries and carried out by operations. */
const bookings = ['admin', 'sales', 'operations'] as const;

/** Every action, named `<area>.<verb>`; `fresh` ones need a sign-in within 15 minutes. */
export const PERMISSIONS = {
  'enquiries.view': { roles: sales },
  'enquiries.update': { roles: sales },
  'enquiries.reply': { roles: sales },
  'enquiries.export': { roles: sales, fresh: true },
  'applications.view': { roles: hr },
  'applications.update': { roles: hr },
  'applications.downloadResume': { roles: hr, fresh: true },
  'applications.delete': { roles: hr },
  'bookings.view': { roles: bookings },
  'bookings.create': { roles: bookings },
  'bookings.cancel': { roles: bookings },
  /** Send the booking's mail again, or revoke its page's link. */
  'bookings.link': { roles: bookings },
  /** Answer a shipper on a booking's conversation (docs/bookings.md, "Messages"). */
  'bookings.message': { roles: bookings },
  'bookings.export': { roles: operations, fresh: true },
  /** Download a booking's documents, one or all with its labels as a ZIP. */
  'bookings.documents': { roles: bookings, fresh: true },
  /** Accept a booking's document, or ask the shipper for a new one. */
  'bookings.reviewDocuments': { roles: operations },
  'tracking.view': { roles: operations },
  'tracking.import': { roles: operations },
  'tracking.tokens': { roles: operations, fresh: true },
  'mail.view': { roles: operations },
  'mail.retry': { roles: operations },
  'news.edit': { roles: editor },
  'news.publish': { roles: editor },
  'positions.edit': { roles: ['admin', 'hr', 'editor'] },
  'staff.view': { roles: admin },
  'staff.invite': { roles: admin, fresh: true },
  'staff.changeRole': { roles: admin, fresh: true },
  'staff.disable': { roles: admin, fresh: true },
  'staff.reset2fa': { roles: admin, fresh: true },
  'audit.view': { roles: admin },
  'audit.export': { roles: admin, fresh: true },
  'backups.view': { roles: admin },
  /** The business in numbers: sales' funnel, answer times and bookings. */
  'numbers.view': { roles: sales },
  'numbers.export': { roles: sales, fresh: true },
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

/** The console's sections, at stable addresses, and the permission that opens each. */
export const SECTIONS = {
  '/console/enquiries': 'enquiries.view',
  '/console/applications': 'applications.view',
  '/console/bookings': 'bookings.view',
  '/console/tracking': 'tracking.view',
  '/console/mail': 'mail.view',
  '/console/staff': 'staff.view',
  '/console/audit': 'audit.view',
  '/console/news': 'news.edit',
  '/console/positions': 'positions.edit',
  '/console/backups': 'backups.view',
  '/console/numbers': 'numbers.view',
} as const satisfies Record<string, Permission>;

export type Section = keyof typeof SECTIONS;

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
  const rule: Rule = PERMISSIONS[permission];
  return rule.fresh === true;
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
 * their folder names them) and what opens it. The permission-matrix test finds every page.tsx
 * and route.ts of the console and fails on one missing here; docs/console.md prints this table.
 */
export const CONSOLE_PAGES = {
  '/console': 'signedIn',
  '/console/sign-in': 'public',
  '/console/invitation': 'public',
  '/console/two-factor': 'signedIn',
  '/console/staff': 'staff.view',
  '/console/audit': 'audit.view',
  '/console/audit/export': 'audit.export',
  '/console/backups': 'backups.view',
  '/console/numbers': 'numbers.view',
  '/console/numbers/export': 'numbers.export',
  '/console/enquiries': 'enquiries.view',
  '/console/enquiries/[reference]': 'enquiries.view',
  '/console/enquiries/export': 'enquiries.export',
  '/console/applications': 'applications.view',
  '/console/applications/[id]': 'applications.view',
  '/console/applications/[id]/resume': 'applications.downloadResume',
  '/console/bookings': 'bookings.view',
  '/console/bookings/new': 'bookings.create',
  '/console/bookings/[reference]': 'bookings.view',
  '/console/bookings/export': 'bookings.export',
  '/console/bookings/[reference]/documents': 'bookings.documents',
  '/console/bookings/[reference]/documents/[id]': 'bookings.documents',
  '/console/tracking': 'tracking.view',
  '/console/tracking/[number]': 'tracking.view',
  '/console/tracking/tokens': 'tracking.tokens',
  '/console/mail': 'mail.view',
  '/console/positions': 'positions.edit',
  '/console/positions/new': 'positions.edit',
  '/console/positions/[id]': 'positions.edit',
  '/console/news/[articleId]/preview/[lang]': 'news.edit',
  '/console/news': 'news.edit',
  '/console/news/[articleId]': 'news.edit',
  '/console/news/[articleId]/autosave': 'news.edit',
  '/console/news/[articleId]/history': 'news.edit',
} as const satisfies Record<string, Access>;

/**
 * Every Server Action of the site (`<module under src/ without extension>#<export>` of each
 * module with the use-server directive) and what it asks; the same test finds them all and
 * calls each as every role and signed out.
 */
export const CONSOLE_ACTIONS = {
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
  // The console's.
  'lib/staff/console-actions#signIn': 'public',
  'lib/staff/console-actions#setUpTwoFactor': 'public',
  'lib/staff/console-actions#signOut': 'public',
  'lib/staff/staff-actions#inviteColleague': 'staff.invite',
  'lib/staff/staff-actions#changeColleagueRole': 'staff.changeRole',
  'lib/staff/staff-actions#disableColleague': 'staff.disable',
  'lib/staff/staff-actions#resetColleagueTwoFactor': 'staff.reset2fa',
  'lib/enquiries/console-actions#changeEnquiryStatus': 'enquiries.update',
  'lib/enquiries/console-actions#assignEnquiryTo': 'enquiries.update',
  'lib/enquiries/console-actions#noteEnquiry': 'enquiries.update',
  'lib/enquiries/console-actions#replyEnquiry': 'enquiries.reply',
  'lib/careers/console-actions#changeApplicationStatus': 'applications.update',
  'lib/careers/console-actions#addNote': 'applications.update',
  'lib/careers/console-actions#deleteOnRequest': 'applications.delete',
  'lib/careers/positions-actions#saveOpening': 'positions.edit',
  'lib/careers/positions-actions#changeOpeningStatus': 'positions.edit',
  'lib/careers/positions-actions#moveOpeningAction': 'positions.edit',
  'lib/bookings/console-actions#createBookingAction': 'bookings.create',
  'lib/bookings/console-actions#cancelBookingAction': 'bookings.cancel',
  'lib/bookings/console-actions#resendBookingAction': 'bookings.link',
  'lib/bookings/console-actions#revokeBookingLinkAction': 'bookings.link',
  'lib/bookings/message-actions#answerBookingMessageAction': 'bookings.message',
  'lib/bookings/document-actions#reviewDocumentAction': 'bookings.reviewDocuments',
  'lib/tracking/console-actions#importCsv': 'tracking.import',
  'lib/tracking/console-actions#createTokenAction': 'tracking.tokens',
  'lib/tracking/console-actions#revokeTokenAction': 'tracking.tokens',
  'lib/mail/console-actions#retryMailAction': 'mail.retry',
  'lib/news/console-actions#createArticleAction': 'news.edit',
  // Save asks news.edit, the publish panel's buttons news.publish (the same roles).
  'lib/news/console-actions#changeArticle': 'news.edit',
  'lib/news/console-actions#changeArticleAddress': 'news.edit',
  'lib/news/console-actions#restoreArticleRevision': 'news.edit',
  'lib/news/console-actions#uploadArticleImage': 'news.edit',
} as const satisfies Record<string, Access>;
