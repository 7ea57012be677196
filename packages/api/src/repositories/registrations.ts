/**
 * Coin registrations. A client is identified by its clientId, a random secret the wallet generates; the
 * server keeps only sha256(clientId), writes rows under the hash of the id in the request, and reads them
 * back only for a request presenting that same id. Knowing another client's hash (or nothing) gets nothing.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { coinKey, normalizeContract } from '../seed/ids';

export interface RegisteredCoinInput {
  _id?: string;
  chain_name: string;
  symbol: string;
  contractAddress?: string | null;
  address?: string;
}

export interface RegistrationInput {
  coins: RegisteredCoinInput[];
  clientId: string;
  masterClientId: string;
  is_create_wallet: boolean;
  is_imported: boolean;
}

export interface RegisteredCoin {
  _id: string | null;
  chain_name: string;
  symbol: string;
  contractAddress: string | null;
  address: string | null;
  is_create_wallet: boolean;
  is_imported: boolean;
  created_at: string;
  updated_at: string;
}

export function hashClientId(clientId: string): string {
  return createHash('sha256').update(`kestrel-client|${clientId}`).digest('hex');
}

/** Upserts one row per distinct coin; registering the same set again changes nothing but updated_at. */
export async function registerCoins(db: Kysely<Database>, input: RegistrationInput): Promise<number> {
  const client_hash = hashClientId(input.clientId);
  const master_hash = hashClientId(input.masterClientId);
  const now = new Date().toISOString();
  const rows = new Map<string, Database['coin_registrations']>();
  for (const c of input.coins) {
    const key = coinKey(c.chain_name, c.symbol, c.contractAddress);
    rows.set(key, {
      client_hash,
      coin_key: key,
      master_hash,
      chain_name: c.chain_name,
      symbol: c.symbol,
      contract_address: normalizeContract(c.contractAddress),
      currency_id: c._id ?? null,
      address: c.address ?? null,
      is_create_wallet: input.is_create_wallet ? 1 : 0,
      is_imported: input.is_imported ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
  }
  const values = [...rows.values()];
  await db.transaction().execute(async (trx) => {
    for (const row of values) {
      await trx
        .insertInto('coin_registrations')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['client_hash', 'coin_key']).doUpdateSet({
            master_hash: row.master_hash,
            currency_id: row.currency_id,
            address: row.address,
            is_create_wallet: row.is_create_wallet,
            is_imported: row.is_imported,
            updated_at: row.updated_at,
          }),
        )
        .execute();
    }
  });
  return values.length;
}

export async function listRegistrations(db: Kysely<Database>, clientId: string): Promise<RegisteredCoin[]> {
  const rows = await db
    .selectFrom('coin_registrations')
    .selectAll()
    .where('client_hash', '=', hashClientId(clientId))
    .orderBy('coin_key')
    .execute();
  return rows.map((r) => ({
    _id: r.currency_id,
    chain_name: r.chain_name,
    symbol: r.symbol,
    contractAddress: r.contract_address === '' ? null : r.contract_address,
    address: r.address,
    is_create_wallet: Number(r.is_create_wallet) === 1,
    is_imported: Number(r.is_imported) === 1,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
}
