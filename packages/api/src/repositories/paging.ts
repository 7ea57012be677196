/** Paging shared by the catalogue lists: rank order, a stable tie-break, and the filter's total. */
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import { toCount } from './search';

export interface Page<T> {
  data: T[];
  total: number;
}

export interface PageQuery {
  page: number;
  limit: number;
}

/** Tables listed in rank order. */
type RankedTable = 'currencies' | 'coin_groups';

/** One page of `base` by rank then id (so equal ranks keep their order), and how many rows it matches. */
export async function rankedPage<T extends RankedTable>(
  base: SelectQueryBuilder<Database, T, object>,
  q: PageQuery,
): Promise<{ rows: Database[T][]; total: number }> {
  // Kysely cannot resolve column names on a generic table: both tables have rank and id.
  const query = base as unknown as SelectQueryBuilder<Database, RankedTable, object>;
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('rank')
      .orderBy('id')
      .limit(q.limit)
      .offset((q.page - 1) * q.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst(),
  ]);
  return { rows: rows as Database[T][], total: toCount(count?.total) };
}
