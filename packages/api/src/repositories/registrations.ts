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

/** A registration would take a client past the coins it may hold; nothing was written. */
export class ClientCoinLimitError extends Error {
  override name = 'ClientCoinLimitError';
  constructor(
    readonly limit: number,
    readonly total: number,
  ) {
    super(`a client may hold at most ${limit} registered coins, this registration would make ${total}`);
  }
}

/** One row per distinct coin of the registration (the same coin twice is one row). */
function registrationRows(input: RegistrationInput): Database['coin_registrations'][] {
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
  return [...rows.values()];
}

async function countRows(db: Kysely<Database>, client_hash: string): Promise<number> {
  const { n } = await db
    .selectFrom('coin_registrations')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('client_hash', '=', client_hash)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Before writing: how many rows the registration would add, and how many the client holds already. */
export async function previewRegistration(
  db: Kysely<Database>,
  input: RegistrationInput,
): Promise<{ newRows: number; held: number }> {
  const rows = registrationRows(input);
  const client_hash = hashClientId(input.clientId);
  const existing = await db
    .selectFrom('coin_registrations')
    .select('coin_key')
    .where('client_hash', '=', client_hash)
    .where(
      'coin_key',
      'in',
      rows.map((r) => r.coin_key),
    )
    .execute();
  return { newRows: rows.length - existing.length, held: await countRows(db, client_hash) };
}

/**
 * Upserts one row per distinct coin; registering the same set again changes nothing but updated_at.
 * Throws ClientCoinLimitError, writing nothing, when the client would hold more than `maxRowsPerClient`.
 */
export async function registerCoins(
  db: Kysely<Database>,
  input: RegistrationInput,
  maxRowsPerClient = Number.POSITIVE_INFINITY,
): Promise<{ registered: number; total: number }> {
  const values = registrationRows(input);
  const client_hash = hashClientId(input.clientId);
  const total = await db.transaction().execute(async (trx) => {
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
    // Checked inside the transaction so a registration that passes the cap is rolled back whole.
    const after = await countRows(trx, client_hash);
    if (after > maxRowsPerClient) throw new ClientCoinLimitError(maxRowsPerClient, after);
    return after;
  });
  return { registered: values.length, total };
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
