import { accountJobs } from '@/lib/accounts/retention';
import { bookingDocumentJobs } from '@/lib/bookings/documents';
import { careersJobs } from '@/lib/careers/retention';
import { backupJobs } from '@/lib/db/backup-schedule';
import { enquiryJobs } from '@/lib/enquiries/retention';
import { rateLimitJobs } from '@/lib/http/rate-limit';
import { mailJobs } from '@/lib/mail/outbox';
import { newsJobs } from '@/lib/news/publishing';
import { trackingJobs } from '@/lib/tracking/retention';
import type { Job } from './scheduler';

/**
 * Every periodic job of the site, each declared by its feature: what the privacy notice and the
 * retention settings say is kept no longer, the scheduled articles going out, the reminder of a
 * booking's missing documents, and the daily backup. src/instrumentation.ts runs them (./scheduler.ts).
 */
export const siteJobs: readonly Job[] = [
  ...careersJobs,
  ...enquiryJobs,
  ...trackingJobs,
  ...rateLimitJobs,
  ...accountJobs,
  ...bookingDocumentJobs,
  ...mailJobs,
  ...newsJobs,
  ...backupJobs,
];
