import type { Generated } from 'kysely';
import type { HistoryKind, RecordType } from '@/lib/console/history';
import type { StaffRole } from '@/lib/staff/permissions';
import type { Json } from '../json';

/**
 * better-auth's tables (0005), with its column names. It reads and writes them itself (through
 * its Kysely adapter); the site reads them. Its times are Date on PostgreSQL and ISO text on
 * SQLite, its booleans 0/1 on SQLite.
 */
type AuthTime = Date | string;
type AuthFlag = boolean | number;

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthFlag;
  image: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  /** A StaffRole (src/lib/staff/permissions.ts). */
  role: string | null;
  banned: AuthFlag | null;
  banReason: string | null;
  banExpires: AuthTime | null;
  twoFactorEnabled: AuthFlag | null;
}

export interface SessionTable {
  id: string;
  expiresAt: AuthTime;
  token: string;
  createdAt: AuthTime;
  updatedAt: AuthTime;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  /** Unused since the admin plugin was dropped; kept by the shipped migration. */
  impersonatedBy: string | null;
  /** Whether the sign-in that made it passed the second factor (migration 0009). */
  twoFactorVerified: AuthFlag;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthTime | null;
  refreshTokenExpiresAt: AuthTime | null;
  scope: string | null;
  /** better-auth's hash of the password (scrypt). */
  password: string | null;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthTime;
  createdAt: AuthTime;
  updatedAt: AuthTime;
}

export interface TwoFactorTable {
  id: string;
  /** The TOTP secret, encrypted by better-auth with its secret. */
  secret: string;
  backupCodes: string;
  userId: string;
  verified: AuthFlag | null;
  failedVerificationCount: number | null;
  lockedUntil: AuthTime | null;
}

/** A single-use invitation to the console: only a SHA-256 hash of its token is kept. */
export interface StaffInvitationsTable {
  token_hash: string;
  /** Lower-case. */
  email: string;
  role: StaffRole;
  /** The inviting user's id, or `cli` for `npm run staff -- invite`. */
  created_by: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** What staff did, and sign-ins: appended, never changed or deleted (src/lib/staff/audit.ts). */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  /** The staff member's user id; null for the CLI and for a failed sign-in. */
  actor_id: string | null;
  actor_email: string | null;
  /** What happened: 'staff.invite', 'staff.disable', … */
  action: string;
  /** What it happened to: 'user', 'invitation', 'enquiry', … and its id or reference. */
  target_type: string | null;
  target_id: string | null;
  client_address: string | null;
  /** More; never an applicant's or visitor's personal data. */
  details: Json<Record<string, unknown>> | null;
}

/**
 * A record's timeline in the console (0006): status changes, assignments, notes and replies, for
 * `record_type` 'enquiry' (record_id its reference) and 'application' (its id). Deleted with its
 * record.
 */
export interface StaffHistoryTable {
  id: Generated<number>;
  record_type: RecordType;
  record_id: string;
  at: string;
  /** Who: the staff member's user id and name at the time. */
  actor_id: string | null;
  actor_name: string | null;
  kind: HistoryKind;
  /** What: { from, to } of a status, the note's text, the reply's subject and text… */
  details: Json<Record<string, unknown>>;
}

/** The staff's sign-in (better-auth's tables), invitations, audit log and records' timelines. */
export interface StaffTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  staff_invitations: StaffInvitationsTable;
  audit_log: AuditLogTable;
  staff_history: StaffHistoryTable;
}
