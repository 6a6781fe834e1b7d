/**
 * Where an application stands in HR's work: new → reviewing → interview → offer →
 * hired, or rejected at any step. HR may set any of them from any other; each change is in the
 * application's history and the audit log.
 */
export const APPLICATION_STATUSES = [
  'new',
  'reviewing',
  'interview',
  'offer',
  'hired',
  'rejected',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return APPLICATION_STATUSES.includes(value as ApplicationStatus);
}
