/** Catalogue paging for infinite lists: accumulates pages and says whether a further page exists. */
import { hasFurtherPage } from '../rules/pendingTransactions';
import type { Currency } from './schemas';

export interface PagerState {
  items: Currency[];
  total: number;
  page: number;
  hasFurtherPage: boolean;
}

export type FetchCurrencyPage = (q: {
  search?: string;
  page: number;
  limit: number;
}) => Promise<{ data: Currency[]; total: number }>;

export function createCataloguePager(fetchPage: FetchCurrencyPage, limit = 20) {
  let state: PagerState = { items: [], total: 0, page: 0, hasFurtherPage: true };
  let search: string | undefined;
  // A search typed while a page is loading makes that page stale; generations drop it.
  let generation = 0;

  async function load(page: number, gen: number): Promise<PagerState> {
    const res = await fetchPage({ search, page, limit });
    if (gen !== generation) return state;
    const items = page === 1 ? res.data : [...state.items, ...res.data];
    state = {
      items,
      total: res.total,
      page,
      hasFurtherPage: hasFurtherPage(res.total, items.length) && res.data.length > 0,
    };
    return state;
  }

  return {
    get state(): PagerState {
      return state;
    },
    /** Starts over (a new search or a refresh). */
    reset(newSearch?: string): Promise<PagerState> {
      search = newSearch?.trim() || undefined;
      generation++;
      state = { items: [], total: 0, page: 0, hasFurtherPage: true };
      return load(1, generation);
    },
    /** Loads the next page, if there is one. */
    next(): Promise<PagerState> {
      if (!state.hasFurtherPage) return Promise.resolve(state);
      return load(state.page + 1, generation);
    },
  };
}
