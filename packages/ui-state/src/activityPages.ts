/**
 * The all-coins activity as pages: each coin's history read so far (its first page, then the older
 * pages "Load more" read with the coin's cursor) merged into one feed, open rows first, then
 * newest first. A coin that still has older pages sets a horizon: below its oldest row shown, its
 * unread rows could stand between the others', so rows older than that wait for the next "Load
 * more" instead of showing out of order. DOM-free: the web's and the mobile's hooks share it.
 */
import type { HistoryRow } from '@kestrel/wallet';
import { isOpen, txStatus } from './txStatus';

export interface ActivityRow {
  coinId: string;
  row: HistoryRow;
}

/** One coin's history as read so far. */
export interface CoinPages {
  /** The first page (pending entries lead it), re-read on every refresh. */
  first: readonly HistoryRow[];
  /** The older pages read with the cursor, in order. */
  older: readonly HistoryRow[];
  /** The cursor of the next older page; absent when everything has been read. */
  cursor?: string;
}

const time = (r: HistoryRow) => Date.parse(r.date) || 0;

/** Open rows first, then newest first. */
export function activityOrder(rows: readonly ActivityRow[]): ActivityRow[] {
  const open = (a: ActivityRow) => isOpen(txStatus(a.row.status));
  return [...rows].sort((a, b) => Number(open(b)) - Number(open(a)) || time(b.row) - time(a.row));
}

/** A coin's rows: the first page, then the older ones it does not already hold (pages may overlap). */
function rowsOf(p: CoinPages): HistoryRow[] {
  const seen = new Set(p.first.map((r) => `${r.url}|${r.status}`));
  return [...p.first, ...p.older.filter((r) => !seen.has(`${r.url}|${r.status}`))];
}

/** The feed to show, and whether "Load more" has anything to read. */
export function visibleActivity(pages: ReadonlyMap<string, CoinPages>): {
  rows: ActivityRow[];
  more: boolean;
} {
  let horizon = -Infinity;
  const all: ActivityRow[] = [];
  for (const [coinId, p] of pages) {
    const rows = rowsOf(p);
    all.push(...rows.map((row) => ({ coinId, row })));
    const settled = rows.filter((r) => !isOpen(txStatus(r.status)));
    if (p.cursor && settled.length) horizon = Math.max(horizon, Math.min(...settled.map(time)));
  }
  const shown = all.filter((a) => isOpen(txStatus(a.row.status)) || time(a.row) >= horizon);
  return { rows: activityOrder(shown), more: [...pages.values()].some((p) => p.cursor !== undefined) };
}

/** The pages after a refresh: the new first page; older pages stay, and so does their cursor. */
export function withFirstPage(
  before: CoinPages | undefined,
  first: readonly HistoryRow[],
  cursor?: string,
): CoinPages {
  if (before?.older.length) return { ...before, first };
  return { first, older: [], ...(cursor ? { cursor } : {}) };
}

/** The pages after "Load more" read `page` with the coin's cursor. */
export function withOlderPage(before: CoinPages, page: readonly HistoryRow[], cursor?: string): CoinPages {
  return { first: before.first, older: [...before.older, ...page], ...(cursor ? { cursor } : {}) };
}
