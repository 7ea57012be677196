/** Catalogue reads: paged, searchable currency lists and one coin by chain. */
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { CurrencyTable, Database } from '../db/schema';
import { rankedPage, type Page, type PageQuery } from './paging';
import { containsIgnoringCase } from './search';

export type { Page } from './paging';

/** A catalogue entry as the API returns it (spec §3 "Currency"). */
export interface Currency {
  _id: string;
  chain_name: string;
  chain_symbol: string;
  symbol: string;
  name: string;
  type: 'coin' | 'token';
  decimal: number;
  status: boolean;
  contractAddress: string | null;
}

export interface CurrencyQuery extends PageQuery {
  search?: string;
  status?: boolean;
}

export function toCurrency(row: CurrencyTable): Currency {
  return {
    _id: row.id,
    chain_name: row.chain_name,
    chain_symbol: row.chain_symbol,
    symbol: row.symbol,
    name: row.name,
    type: row.type === 'token' ? 'token' : 'coin',
    decimal: Number(row.decimals),
    status: Number(row.status) === 1,
    contractAddress: row.contract_address,
  };
}

function filtered(db: Kysely<Database>, q: Omit<CurrencyQuery, 'page' | 'limit'>) {
  let query: SelectQueryBuilder<Database, 'currencies', object> = db.selectFrom('currencies');
  if (q.status !== undefined) query = query.where('status', '=', q.status ? 1 : 0);
  const search = q.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsIgnoringCase(sql.ref('name'), search),
        containsIgnoringCase(sql.ref('symbol'), search),
        containsIgnoringCase(sql.ref('chain_name'), search),
      ]),
    );
  }
  return query;
}

export async function listCurrencies(db: Kysely<Database>, q: CurrencyQuery): Promise<Page<Currency>> {
  const { rows, total } = await rankedPage(filtered(db, q), q);
  return { data: rows.map(toCurrency), total };
}

/** The native coin of a chain (type coin), or undefined when the chain is not in the catalogue. */
export async function getCoinByChain(db: Kysely<Database>, chainName: string): Promise<Currency | undefined> {
  const row = await db
    .selectFrom('currencies')
    .selectAll()
    .where('chain_name', '=', chainName)
    .where('type', '=', 'coin')
    .orderBy('rank')
    .limit(1)
    .executeTakeFirst();
  return row ? toCurrency(row) : undefined;
}
