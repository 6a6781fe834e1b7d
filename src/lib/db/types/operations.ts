import type { Generated } from 'kysely';

/** One row per counted request, for rate limits shared by every instance. */
export interface RateLimitHitsTable {
  id: Generated<number>;
  /** Which limit: 'tracking', 'careers', … */
  bucket: string;
  client_key: string;
  created_at: string;
}

/** One row (id 1): a counter raised by every change of what the public pages show. */
export interface ContentStateTable {
  id: number;
  version: number;
  changed_at: string;
}

/** A scheduled backup's run (0012): src/lib/db/backup-schedule.ts. */
export interface BackupRunsTable {
  id: Generated<number>;
  started_at: string;
  duration_ms: number;
  outcome: 'ok' | 'failed';
  file: string | null;
  /** PostgreSQL's bigint comes back as a string. */
  bytes: number | string | null;
  schema_version: string | null;
  error: string | null;
  /** Older backups the run deleted by the keeping rules. */
  removed: Generated<number>;
}

/** The site's own bookkeeping: shared rate limits, the published content's counter, backups. */
export interface OperationsTables {
  rate_limit_hits: RateLimitHitsTable;
  content_state: ContentStateTable;
  backup_runs: BackupRunsTable;
}
