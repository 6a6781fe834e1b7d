import { purgeJob, RETENTION_EVERY_MS, type Job } from '@/lib/jobs/scheduler';
import { purgeCodes } from './codes';
import { purgeSessions } from './sessions';

/** The accounts' periodic clean-up: spent sign-in codes, and sessions past their limits. */
export const accountJobs: readonly Job[] = [
  purgeJob('account sign-in codes', RETENTION_EVERY_MS, async (db, now) => {
    const deleted = await purgeCodes(db, now);
    return [deleted, `deleted ${deleted} expired sign-in code(s)`];
  }),
  purgeJob('account sessions', RETENTION_EVERY_MS, async (db, now) => {
    const deleted = await purgeSessions(db, now);
    return [deleted, `deleted ${deleted} ended account session(s)`];
  }),
];
