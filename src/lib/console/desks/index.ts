import type { ActionOf, AuditActionOf, PageOf, PermissionOf, SectionOf, TimelineOf } from '../desk';
import { applicationsDesk } from './applications';
import { auditDesk } from './audit';
import { backupsDesk } from './backups';
import { bookingsDesk } from './bookings';
import { consoleDesk } from './console';
import { enquiriesDesk } from './enquiries';
import { mailDesk } from './mail';
import { newsDesk } from './news';
import { numbersDesk } from './numbers';
import { positionsDesk } from './positions';
import { staffDesk } from './staff';
import { trackingDesk } from './tracking';

/**
 * Every desk of the console, in the navigation's order of their sections. The permission table,
 * the sections, the pages', actions' and audit actions' lists and the proxy's download paths
 * are made from this list (src/lib/staff/permissions.ts, audit-actions.ts, src/config/forms.ts).
 */
export const DESKS = [
  consoleDesk,
  enquiriesDesk,
  applicationsDesk,
  bookingsDesk,
  trackingDesk,
  mailDesk,
  staffDesk,
  auditDesk,
  newsDesk,
  positionsDesk,
  backupsDesk,
  numbersDesk,
] as const;

type AnyDesk = (typeof DESKS)[number];
export type DeskPermission = PermissionOf<AnyDesk>;
export type DeskPage = PageOf<AnyDesk>;
export type DeskAction = ActionOf<AnyDesk>;
export type DeskAuditAction = AuditActionOf<AnyDesk>;
export type DeskSection = SectionOf<AnyDesk>;
export type DeskTimeline = TimelineOf<AnyDesk>;

/** The desks' pages that are audited downloads (route handlers taking an empty form's post). */
export const CONSOLE_DOWNLOADS: readonly DeskPage[] = DESKS.flatMap((desk) =>
  'downloads' in desk ? desk.downloads : [],
);

const DOWNLOAD = new RegExp(
  `^(?:${CONSOLE_DOWNLOADS.map((page) =>
    page
      .split('/')
      .map((segment) => (/^\[[^\]]+\]$/.test(segment) ? '[^/]+' : RegExp.escape(segment)))
      .join('/'),
  ).join('|')})$`,
);

/** Whether a page's path (unprefixed) is one of the desks' downloads; `[id]` is any one segment. */
export function isConsoleDownload(path: string): boolean {
  return DOWNLOAD.test(path);
}
