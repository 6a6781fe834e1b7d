import type { Kysely, SelectQueryBuilder } from 'kysely';
import { countBookings, findBookings, readyToBook } from '@/lib/bookings/desk';
import { listDesk } from '@/lib/careers/desk';
import type { Database } from '@/lib/db/types';
import { whereEnquiries, type EnquiryFilters } from '@/lib/enquiries/desk';
import { listArticles } from '@/lib/news/desk';
import { listAudit } from '@/lib/staff/audit';
import { can, type Permission } from '@/lib/staff/permissions';
import { addDays, chinaTime } from '@/lib/shipping/calendar';

/** A line of a queue: one record, one click from its page. */
export type QueueLine = { key: string; href: string; label: string; at: string | null };

/**
 * A role's work: what waits for it, newest first, with how many there are in all and the list
 * that shows them all (`href`: the desk with the filter whose rows the count counts).
 */
export type WorkQueue = { id: QueueId; count: number; lines: QueueLine[]; href: string };

/** How many lines of each queue the console's home shows. */
export const QUEUE_LINES = 5;

/** A queue's count and newest lines; `href` when its list's address depends on the day. */
type Loaded = { count: number; lines: QueueLine[]; href?: string };
type QueueDefinition = {
  permission: Permission;
  href: string;
  load: (db: Kysely<Database>, now: Date) => Promise<Loaded>;
};

/** A queue from its count and its newest rows, each drawn as a line. */
async function loaded<Row>(
  count: Promise<{ n: number | string }>,
  rows: Promise<Row[]>,
  line: (row: Row) => QueueLine,
): Promise<Loaded> {
  const [counted, newest] = await Promise.all([count, rows]);
  return { count: Number(counted.n), lines: newest.map(line) };
}

/** How many rows `query` selects. */
const countOf = <T extends keyof Database>(query: SelectQueryBuilder<Database, T, object>) =>
  query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();

/** The enquiries of a desk filter: the count and the newest, as the desk's list finds them. */
async function enquiries(
  db: Kysely<Database>,
  filters: EnquiryFilters,
  now: Date,
): Promise<Loaded> {
  const matching = whereEnquiries(db.selectFrom('enquiries'), filters, now);
  return loaded(
    countOf(matching),
    matching
      .select(['reference', 'name', 'company', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(QUEUE_LINES)
      .execute(),
    (r) => ({
      key: r.reference,
      href: `/console/enquiries/${r.reference}`,
      label: `${r.reference} · ${r.company ? `${r.name} (${r.company})` : r.name}`,
      at: r.created_at,
    }),
  );
}

/**
 * Every queue of the console's home, in the order it shows them, and who works it: sales the
 * new and overdue enquiries and the won ones not yet booked; HR the new applications;
 * operations the parcels gone quiet; editors the drafts and scheduled articles; the
 * administrator all of these, as every permission is theirs.
 */
export const QUEUES = {
  overdueEnquiries: {
    permission: 'enquiries.view',
    href: '/console/enquiries?overdue=1',
    load: (db, now) => enquiries(db, { overdue: '1' }, now),
  },
  newEnquiries: {
    permission: 'enquiries.view',
    href: '/console/enquiries?status=new',
    load: (db, now) => enquiries(db, { status: 'new' }, now),
  },
  readyToBook: {
    permission: 'bookings.create',
    href: '/console/bookings#ready-heading',
    load: async (db) => {
      const ready = await readyToBook(db);
      return {
        count: ready.length,
        lines: ready.slice(0, QUEUE_LINES).map((r) => ({
          key: r.reference,
          href: `/console/bookings/new?enquiry=${r.reference}`,
          label: `${r.reference} · ${r.customer}`,
          at: null,
        })),
      };
    },
  },
  newApplications: {
    permission: 'applications.view',
    href: '/console/applications?status=new',
    load: (db) =>
      loaded(
        countOf(db.selectFrom('applications').where('status', '=', 'new')),
        listDesk(db, { status: 'new' }, QUEUE_LINES).then((page) => page.rows),
        (r) => ({
          key: String(r.id),
          href: `/console/applications/${r.id}`,
          label: `${r.name} · ${r.position_title}`,
          at: r.created_at,
        }),
      ),
  },
  quietParcels: {
    permission: 'tracking.view',
    href: '/console/bookings?quiet=1',
    load: async (db, now) => {
      const [count, page] = await Promise.all([
        countBookings(db, { quiet: '1' }, now),
        findBookings(db, { quiet: '1' }, undefined, QUEUE_LINES, now),
      ]);
      return {
        count,
        lines: page.rows.map((r) => ({
          key: r.reference,
          href: `/console/bookings/${r.reference}`,
          label: `${r.reference} · ${r.waybill} · ${r.customer}`,
          at: r.created_at,
        })),
      };
    },
  },
  draftArticles: {
    permission: 'news.edit',
    href: '/console/news?status=draft',
    load: (db) => articles(db, 'draft'),
  },
  scheduledArticles: {
    permission: 'news.edit',
    href: '/console/news?status=scheduled',
    load: (db) => articles(db, 'scheduled'),
  },
  failedMails: {
    permission: 'mail.view',
    href: '/console/mail',
    load: async (db) => {
      const failed = db.selectFrom('mail_outbox').where('status', '=', 'failed');
      return loaded(
        countOf(failed),
        failed
          .select(['id', 'kind', 'created_at'])
          .orderBy('id', 'desc')
          .limit(QUEUE_LINES)
          .execute(),
        (r) => ({
          key: String(r.id),
          href: '/console/mail',
          label: `#${r.id} · ${r.kind}`,
          at: r.created_at,
        }),
      );
    },
  },
  failedBackups: {
    permission: 'backups.view',
    href: '/console/backups',
    load: async (db, now) => {
      const failed = db
        .selectFrom('backup_runs')
        .where('outcome', '=', 'failed')
        .where('started_at', '>=', daysBefore(now, RECENT_DAYS));
      return loaded(
        countOf(failed),
        failed
          .select(['id', 'started_at', 'error'])
          .orderBy('started_at', 'desc')
          .limit(QUEUE_LINES)
          .execute(),
        (r) => ({
          key: String(r.id),
          href: '/console/backups',
          label: r.error ?? 'failed',
          at: r.started_at,
        }),
      );
    },
  },
  signInFailures: {
    permission: 'audit.view',
    // The audit list's filter by Beijing day, from yesterday: the same entries the count counts.
    href: '/console/audit?action=staff.signInFailed',
    load: async (db, now) => {
      const yesterday = addDays(chinaTime(now).date, -1);
      const href = `/console/audit?action=staff.signInFailed&from=${yesterday}`;
      const rows = await listAudit(db, {
        action: 'staff.signInFailed',
        since: beijingMidnight(yesterday),
        limit: 500,
      });
      return {
        count: rows.length,
        href,
        lines: rows.slice(0, QUEUE_LINES).map((r) => ({
          key: String(r.id),
          href,
          label: r.actor_email ?? r.target_id ?? r.client_address ?? '—',
          at: r.at,
        })),
      };
    },
  },
} as const satisfies Record<string, QueueDefinition>;

/** How far back the failures of backups count as waiting for the administrator. */
const RECENT_DAYS = 7;
const daysBefore = (now: Date, days: number) =>
  new Date(now.getTime() - days * 86_400_000).toISOString();
const beijingMidnight = (date: string) => new Date(`${date}T00:00:00+08:00`).toISOString();

export type QueueId = keyof typeof QUEUES;

/** The articles of one status, as the news desk's list filtered by it. */
function articles(db: Kysely<Database>, status: 'draft' | 'scheduled'): Promise<Loaded> {
  return loaded(
    countOf(db.selectFrom('news_articles').where('status', '=', status)),
    listArticles(db, { status }, undefined, QUEUE_LINES).then((page) => page.rows),
    (r) => ({
      key: String(r.id),
      href: `/console/news/${r.id}`,
      label: r.title_en || r.title_zh || r.slug,
      at: r.updated_at,
    }),
  );
}

/** The queues `role` works, loaded at `now`. */
export async function workQueues(
  db: Kysely<Database>,
  role: string,
  now: Date,
): Promise<WorkQueue[]> {
  const mine = (Object.keys(QUEUES) as QueueId[]).filter((id) => can(role, QUEUES[id].permission));
  return Promise.all(
    mine.map(async (id) => {
      const queue: QueueDefinition = QUEUES[id];
      const { href, ...loaded } = await queue.load(db, now);
      return { id, href: href ?? queue.href, ...loaded };
    }),
  );
}
