/** Coin groups with their member currencies, paged and searchable by group name. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { type Currency, toCurrency } from './currencies';
import { rankedPage, type Page, type PageQuery } from './paging';
import { containsIgnoringCase } from './search';

export interface CoinGroup {
  _id: string;
  name: string;
  coins: Currency[];
}

export interface GroupQuery extends PageQuery {
  search?: string;
}

export async function listCoinGroups(db: Kysely<Database>, q: GroupQuery): Promise<Page<CoinGroup>> {
  const search = q.search?.trim();
  const base = search
    ? db.selectFrom('coin_groups').where(containsIgnoringCase(sql.ref('name'), search))
    : db.selectFrom('coin_groups');
  const { rows: groups, total } = await rankedPage(base, q);
  if (groups.length === 0) return { data: [], total };
  const members = await db
    .selectFrom('coin_group_members as m')
    .innerJoin('currencies as c', 'c.id', 'm.currency_id')
    .selectAll('c')
    .select(['m.group_id', 'm.position'])
    .where(
      'm.group_id',
      'in',
      groups.map((g) => g.id),
    )
    .orderBy('m.group_id')
    .orderBy('m.position')
    .execute();
  const coinsByGroup = new Map<string, Currency[]>();
  for (const m of members) {
    const list = coinsByGroup.get(m.group_id) ?? [];
    list.push(toCurrency(m));
    coinsByGroup.set(m.group_id, list);
  }
  return {
    data: groups.map((g) => ({ _id: g.id, name: g.name, coins: coinsByGroup.get(g.id) ?? [] })),
    total,
  };
}
