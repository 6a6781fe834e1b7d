import type { Generated } from 'kysely';
import type { PositionStatus } from '@/lib/careers/opening';
import type { ApplicationStatus } from '@/lib/careers/status';
import type { Json } from '../json';

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
  /** new, reviewing, interview, offer, hired, rejected (0006; the console sets it). */
  status: Generated<ApplicationStatus>;
  status_at: string | null;
}

export interface ApplicationFilesTable {
  application_id: string;
  content: Uint8Array;
}

/** A job opening (0008): both languages side by side. */
export interface PositionsTable {
  /** Stable id, kept by the applications that name it. */
  id: string;
  /** open or closed. */
  status: PositionStatus;
  /** The order on the join-us page, ascending. */
  sort_order: number;
  department: string;
  /** An office id of content/company.json. */
  city: string;
  employment_type: string;
  /** YYYY-MM-DD. */
  posted: string;
  title_en: Generated<string>;
  summary_en: Generated<string>;
  body_en: Generated<string>;
  title_zh: Generated<string>;
  summary_zh: Generated<string>;
  body_zh: Generated<string>;
  /** JSON arrays of strings. */
  responsibilities_en: Generated<Json<string[]>>;
  requirements_en: Generated<Json<string[]>>;
  responsibilities_zh: Generated<Json<string[]>>;
  requirements_zh: Generated<Json<string[]>>;
  version: Generated<number>;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** The job applications and the openings they answer (0001, 0006, 0008). */
export interface CareersTables {
  applications: ApplicationsTable;
  application_files: ApplicationFilesTable;
  positions: PositionsTable;
}
