/** Builds the seed catalogue (every chain's native coin, the major tokens, a few groups) and writes it idempotently. */
import { CHAINS } from '@kestrel/chains';
import type { Kysely } from 'kysely';
import type { CurrencyTable, Database } from '../db/schema';
import { SEED_GROUPS } from './coin-groups';
import { currencyId, groupId } from './ids';
import { SEED_TOKENS } from './tokens';
import { invalidateCatalogue } from '../repositories/catalogue-cache';

export interface SeedChain {
  chain_name: string;
  symbol: string;
  decimals: number;
  name: string;
}

export interface SeedCatalogue {
  currencies: CurrencyTable[];
  groups: Array<{ id: string; name: string; rank: number; currencyIds: string[] }>;
  news: Array<{ key: string; message: string }>;
}

const TOKEN_RANK_BASE = 1000;

/** Pure: the rows to seed, from the chain registry and the token list. */
export function buildSeedCatalogue(chains: readonly SeedChain[] = CHAINS): SeedCatalogue {
  const nativeSymbol = new Map(chains.map((c) => [c.chain_name, c.symbol]));
  const currencies: CurrencyTable[] = chains.map((c, i) => ({
    id: currencyId(c.chain_name, c.symbol, null),
    chain_name: c.chain_name,
    chain_symbol: c.symbol,
    symbol: c.symbol,
    name: c.name,
    type: 'coin',
    decimals: c.decimals,
    status: 1,
    contract_address: null,
    rank: i,
  }));
  SEED_TOKENS.forEach((t, i) => {
    const chainSymbol = nativeSymbol.get(t.chain_name);
    if (!chainSymbol) return; // a token whose chain left the registry is not seeded
    currencies.push({
      id: currencyId(t.chain_name, t.symbol, t.contractAddress),
      chain_name: t.chain_name,
      chain_symbol: chainSymbol,
      symbol: t.symbol,
      name: t.name,
      type: 'token',
      decimals: t.decimal,
      status: t.status === false ? 0 : 1,
      contract_address: t.contractAddress,
      rank: TOKEN_RANK_BASE + i,
    });
  });
  const byChainSymbol = new Map<string, string>();
  // First match wins, so a native coin beats a token of the same symbol on its chain.
  for (const c of currencies) {
    const k = `${c.chain_name}|${c.symbol}`;
    if (!byChainSymbol.has(k)) byChainSymbol.set(k, c.id);
  }
  const groups = SEED_GROUPS.map((g, rank) => ({
    id: groupId(g.name),
    name: g.name,
    rank,
    currencyIds: g.members
      .map((m) => byChainSymbol.get(`${m.chain_name}|${m.symbol}`))
      .filter((id): id is string => id !== undefined),
  }));
  const news = [{ key: 'welcome', message: 'Welcome to Kestrel: your keys stay on your device.' }];
  return { currencies, groups, news };
}

/** Inserts whatever is missing; rows already present (possibly edited by an operator) are left alone. */
export async function seedCatalogue(db: Kysely<Database>, catalogue = buildSeedCatalogue()): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('currencies')
      .values(catalogue.currencies)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    for (const g of catalogue.groups) {
      await trx
        .insertInto('coin_groups')
        .values({ id: g.id, name: g.name, rank: g.rank })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      if (g.currencyIds.length === 0) continue;
      await trx
        .insertInto('coin_group_members')
        .values(g.currencyIds.map((currency_id, position) => ({ group_id: g.id, currency_id, position })))
        .onConflict((oc) => oc.columns(['group_id', 'currency_id']).doNothing())
        .execute();
    }
    await trx
      .insertInto('news')
      .values(catalogue.news.map((n) => ({ ...n, updated_at: now })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
  invalidateCatalogue(db);
}
