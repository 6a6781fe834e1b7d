import type { AccountsTables } from './accounts';
import type { BookingsTables } from './bookings';
import type { CareersTables } from './careers';
import type { EnquiriesTables } from './enquiries';
import type { MailTables } from './mail';
import type { NewsTables } from './news';
import type { NumbersTables } from './numbers';
import type { OperationsTables } from './operations';
import type { StaffTables } from './staff';
import type { TrackingTables } from './tracking';

/**
 * Every table, as Kysely sees it: each feature declares its tables beside each other in its own
 * file here. Times are ISO 8601 UTC strings in both databases, so they sort and compare as text.
 * tests/unit/schema-drift.test.ts holds these declarations and the migrations to each other.
 */
export interface Database
  extends
    AccountsTables,
    BookingsTables,
    CareersTables,
    EnquiriesTables,
    MailTables,
    NewsTables,
    NumbersTables,
    OperationsTables,
    StaffTables,
    TrackingTables {}

export type * from './accounts';
export type * from './bookings';
export type * from './careers';
export type * from './enquiries';
export type * from './mail';
export type * from './news';
export type * from './numbers';
export type * from './operations';
export type * from './staff';
export type * from './tracking';
