import type { Generated } from 'kysely';

/** Times are ISO 8601 UTC strings in both databases, so they sort and compare as text. */
export interface ApplicationsTable {
  /** The reference number shown to the applicant, e.g. BW-261121-7K3QXM. */
  id: string;
  /** Hash of the form's submission id and the email: a resubmitted POST finds its application. */
  submission_key: string;
  created_at: string;
  locale: string;
  name: string;
  email: string;
  phone: string;
  position_id: string;
  position_title: string;
  city: string;
  experience: string;
  message: string;
  consent_at: string;
  resume_name: string;
  resume_type: string;
  resume_size: number;
  /** pending (to send), sent, failed (will be retried), unsent (no mail configured or gave up). */
  mail_status: string;
  mail_attempts: Generated<number>;
  mail_error: string | null;
}

export interface ApplicationFilesTable {
  application_id: string;
  content: Uint8Array;
}

/** One row per accepted submission (stored or caught by the honeypot), for the rate limit. */
export interface SubmissionAttemptsTable {
  id: Generated<number>;
  client_key: string;
  created_at: string;
}

export interface Database {
  applications: ApplicationsTable;
  application_files: ApplicationFilesTable;
  submission_attempts: SubmissionAttemptsTable;
}
