/**
 * Table shapes shared by SQLite and PostgreSQL. Booleans are stored as 0/1 integers and times as
 * ISO-8601 text so that one set of migrations and queries works on both dialects unchanged.
 */
export interface CurrencyTable {
  id: string;
  chain_name: string;
  chain_symbol: string;
  symbol: string;
  name: string;
  /** 'coin' (a chain's native asset) or 'token'. */
  type: string;
  /** "decimal" is an SQL keyword, hence the plural here; the API field stays `decimal`. */
  decimals: number;
  status: number;
  /** null for native coins. */
  contract_address: string | null;
  /** Display order: native coins first in the registry's order, then tokens. */
  rank: number;
}

export interface CoinGroupTable {
  id: string;
  name: string;
  rank: number;
}

export interface CoinGroupMemberTable {
  group_id: string;
  currency_id: string;
  position: number;
}

export interface NewsTable {
  key: string;
  message: string;
  updated_at: string;
}

/** One row per (client, coin); client_hash is sha256(clientId) so the secret itself is never stored. */
export interface CoinRegistrationTable {
  client_hash: string;
  coin_key: string;
  master_hash: string;
  chain_name: string;
  symbol: string;
  contract_address: string;
  currency_id: string | null;
  address: string | null;
  is_create_wallet: number;
  is_imported: number;
  created_at: string;
  updated_at: string;
}

/** The messaging relay's rows (migrations/003-messaging.ts): opaque MLS bytes plus routing. */
export interface MessagingKeyPackageTable {
  address: string;
  key_package: string;
  created_at: string;
}

export interface MessagingWelcomeTable {
  recipient: string;
  seq: number;
  topic: string;
  welcome: string;
  created_at: string;
}

export interface MessagingMessageTable {
  topic: string;
  seq: number;
  payload: string;
  created_at: string;
}

export interface Database {
  currencies: CurrencyTable;
  coin_groups: CoinGroupTable;
  coin_group_members: CoinGroupMemberTable;
  news: NewsTable;
  coin_registrations: CoinRegistrationTable;
  messaging_key_packages: MessagingKeyPackageTable;
  messaging_welcomes: MessagingWelcomeTable;
  messaging_messages: MessagingMessageTable;
}
