import { forbidden, redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { asLocale, localizedPath, type Locale } from '@/i18n/routing';
import { clientAddress } from '@/lib/http/client-address';
import { consoleAuth } from './console-auth';
import {
  can,
  sessionOutlived,
  signInTooOldFor,
  type Permission,
  type StaffRole,
} from './permissions';

/**
 * The console's one guard: every console page and Server Action calls it on the
 * server. Public pages never import this module, so the site's own pages look up no session.
 */

export type StaffMember = { id: string; email: string; name: string; role: StaffRole };

/**
 * The session of this request's cookie, read from the database (null when signed out, and when
 * its absolute lifetime is over: then it is also ended in the database).
 */
export async function currentSession(now = new Date()) {
  const { auth, database } = await consoleAuth();
  const found = await auth.api.getSession({ headers: await headers() });
  if (!found || !sessionOutlived(found.session.createdAt, now)) return found;
  await database.db.deleteFrom('session').where('id', '=', found.session.id).execute();
  return null;
}

/** The sign-in page, asked to come back to `path` (unprefixed, in `locale`) after it. */
export function signInAddress(locale: Locale, path: string): string {
  const next = encodeURIComponent(localizedPath(path, locale));
  return `${localizedPath('/console/sign-in', locale)}?next=${next}`;
}

/**
 * The signed-in staff member, or a redirect: to the sign-in page (and back to `path` after it)
 * when signed out, when the session is over 12 hours old, or when `permission` asks for a sign-in
 * within the last 15 minutes and this one is older; to the authenticator's set-up when the
 * session was made without the second factor (it opens nothing else). A role without
 * `permission` gets the console's 403 screen.
 */
export async function requireStaff(
  locale: Locale,
  path: string,
  permission?: Permission,
  now = new Date(),
): Promise<StaffMember> {
  const found = await currentSession(now);
  if (!found) redirect(signInAddress(locale, path));
  const { user, session } = found;
  if (!session.twoFactorVerified) redirect(localizedPath('/console/two-factor', locale));
  if (permission && !can(user.role, permission)) forbidden();
  if (permission && signInTooOldFor(permission, session.createdAt, now))
    redirect(signInAddress(locale, path));
  return { id: user.id, email: user.email, name: user.name, role: user.role as StaffRole };
}

/** A console path (unprefixed) a form names as the page it came from; else the home. */
function consolePath(value: FormDataEntryValue | null): string {
  const path = typeof value === 'string' ? value : '';
  return /^\/console(?:\/[\w.~-]+)*$/.test(path) ? path : '/console';
}

/**
 * The guard of every console Server Action, called first: the form's hidden `locale` and `back`
 * (the unprefixed console page it was sent from) say where a signed-out request is sent to sign
 * in and come back. A request built by hand without a session, or from a role without
 * `permission`, ends here and changes nothing.
 */
export async function requireStaffAction(form: FormData, permission: Permission) {
  const locale = asLocale(String(form.get('locale') ?? ''));
  const staff = await requireStaff(locale, consolePath(form.get('back')), permission);
  return { staff, locale, clientAddress: clientAddress(await headers()) };
}
