import type { Generated } from 'kysely';
import type { QuoteSnapshot } from '@/lib/enquiries/snapshot';
import type { Json } from '../json';

/** A shipper's account (0016): one per verified address, apart from the staff's accounts. */
export interface CustomerAccountsTable {
  id: string;
  /** The verified address, lower case and trimmed: what the account's records are matched by. */
  email: string;
  /** The language of the account's mails: the page's when it last signed in. */
  locale: string;
  created_at: string;
  signed_in_at: string;
}

/** A one-time sign-in code mailed to an address (0016). */
export interface CustomerCodesTable {
  id: Generated<number>;
  email: string;
  /** The code's keyed hash (accounts/codes.ts); the code itself is only in the mail. */
  code_hash: string;
  created_at: string;
  expires_at: string;
  /** Wrong codes tried against it; at the limit it opens nothing. */
  tries: Generated<number>;
  used_at: string | null;
}

/** A signed-in browser of a shipper's account (0016). */
export interface CustomerSessionsTable {
  id: string;
  account_id: string;
  /** SHA-256 of the cookie's token. */
  token_hash: string;
  created_at: string;
  seen_at: string;
  /** The browser as it named itself at sign-in (shortened), to tell sessions apart. */
  user_agent: string | null;
}

/** An offer of the price lookup an account saved (0017): one per account, offer and query. */
export interface SavedQuotesTable {
  id: string;
  account_id: string;
  created_at: string;
  /** The offer's channel code. */
  offer: string;
  /** The price search's canonical query (the snapshot's). */
  query: string;
  /** The QuoteSnapshot as it was saved, as JSON. */
  quote: Json<QuoteSnapshot>;
}

/** An entry of an account's address book (0017): an FBA centre, or an address of its own. */
export interface CustomerAddressesTable {
  id: string;
  account_id: string;
  created_at: string;
  kind: 'fba' | 'address';
  fba_code: string | null;
  /** The addressee: a person's name or a company. */
  name: string | null;
  street: string | null;
  city: string | null;
  postcode: string | null;
  /** A country code of the rate card. */
  country: string | null;
}

/** Shippers' accounts: sign-in codes, sessions, saved quotes and address books (0016, 0017). */
export interface AccountsTables {
  customer_accounts: CustomerAccountsTable;
  customer_codes: CustomerCodesTable;
  customer_sessions: CustomerSessionsTable;
  saved_quotes: SavedQuotesTable;
  customer_addresses: CustomerAddressesTable;
}
