import type { Actor } from '@/lib/staff/audit';
import type { CustomerSession } from './sessions';

/**
 * A shipper's account as the audit log's actor: `account:` and its id, and no address. The log
 * is never changed, so it holds no personal data: once the account is deleted the id names
 * nobody.
 */
export function accountActor(session: Pick<CustomerSession, 'accountId'>): NonNullable<Actor> {
  return { id: `account:${session.accountId}`, email: null };
}
