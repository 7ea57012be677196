/**
 * The activity across all coins of the wallet (/home/transactions by default): each coin's
 * history and its sends still pending (these at once, from the store), merged with open rows
 * first, then newest first. Read on open, on demand and every 30 s while visible; histories are
 * read a few coins at a time. A coin whose history cannot be read is named, never silently empty.
 * "Load more" reads the next page of every coin that has one (its cursor); the merge and its
 * horizon are ui-state's activityPages.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  activityOrder,
  visibleActivity,
  withFirstPage,
  withOlderPage,
  type ActivityRow,
  type CoinPages,
} from '@kestrel/ui-state/activityPages';
import {
  loadHistory,
  refreshBalances,
  storedPendingRows,
  updatePending,
  type PendingMode,
} from '@kestrel/ui-state/balances';
import type { CoinView } from '@kestrel/ui-state/types';
import { useAutoRefresh, type AutoRefresh } from '@kestrel/ui-state/useAutoRefresh';

/** Histories read at once (each may ask several providers). */
const AT_ONCE = 3;

export type { ActivityRow } from '@kestrel/ui-state/activityPages';

export interface AllActivity extends AutoRefresh {
  rows: readonly ActivityRow[];
  /** The coins whose history could not be read, with why. */
  unread: { coinId: string; error: string }[];
  loaded: boolean;
  updating: string | null;
  update: (coinId: string, hash: string, mode: PendingMode) => void;
  /** True when a coin has older rows (a cursor): "Load more" reads the next page of each. */
  more: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

async function inBatches<T>(items: readonly T[], n: number, task: (t: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(task));
}

export function useAllActivity(coins: readonly CoinView[], key: string): AllActivity {
  const [rows, setRows] = useState<readonly ActivityRow[]>([]);
  const [unread, setUnread] = useState<{ coinId: string; error: string }[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [updating, setUpdating] = useState<string | null>(null);
  const [more, setMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  /** Each coin's pages read so far (the first page, the older ones, the next cursor). */
  const pages = useRef(new Map<string, CoinPages>());
  const ids = coins.map((c) => c._id).join('\n');
  const current = useRef(ids);
  current.current = ids;
  const show = useCallback(() => {
    const v = visibleActivity(pages.current);
    setRows(v.rows);
    setMore(v.more);
  }, []);

  const read = useCallback(async () => {
    const mine = ids;
    const list = ids ? ids.split('\n') : [];
    const found = new Map<string, CoinPages>();
    const failed: { coinId: string; error: string }[] = [];
    await inBatches(list, AT_ONCE, async (coinId) => {
      try {
        const page = await loadHistory(coinId);
        found.set(coinId, withFirstPage(pages.current.get(coinId), page.items, page.cursor));
        if (page.error) failed.push({ coinId, error: page.error });
      } catch (e) {
        failed.push({ coinId, error: e instanceof Error ? e.message : String(e) });
      }
    });
    if (current.current !== mine) return;
    pages.current = found;
    show();
    setUnread(failed);
    setLoaded(true);
  }, [ids, show]);

  const loadMore = useCallback(() => {
    const mine = ids;
    const next = [...pages.current].filter(([, p]) => p.cursor !== undefined);
    if (!next.length || loadingMore) return;
    setLoadingMore(true);
    void inBatches(next, AT_ONCE, async ([coinId, p]) => {
      // A coin whose next page fails keeps its cursor: the next "Load more" asks again.
      const page = await loadHistory(coinId, p.cursor).catch(() => null);
      const now = pages.current.get(coinId);
      if (page && !page.error && now && current.current === mine)
        pages.current.set(coinId, withOlderPage(now, page.items, page.cursor));
    })
      .then(() => {
        if (current.current === mine) show();
      })
      .finally(() => setLoadingMore(false));
  }, [ids, loadingMore, show]);

  useEffect(() => {
    pages.current = new Map();
    setRows([]);
    setUnread([]);
    setLoaded(false);
    setMore(false);
    const list = ids ? ids.split('\n') : [];
    // The sends still pending show at once; the histories replace them when they answer.
    void Promise.all(
      list.map((coinId) => storedPendingRows(coinId).then((p) => p.map((row) => ({ coinId, row })))),
    ).then(
      (pending) => {
        const flat = pending.flat();
        if (current.current === ids && flat.length) setRows((r) => (r.length ? r : activityOrder(flat)));
      },
      () => undefined,
    );
  }, [ids]);

  const auto = useAutoRefresh(async () => {
    if (ids) await Promise.all([refreshBalances(), read()]);
  }, `${key}:all:${ids}`);

  const update = useCallback(
    (coinId: string, hash: string, mode: PendingMode) => {
      setUpdating(hash);
      updatePending(coinId, hash, mode)
        .catch(() => undefined) // the flow has shown its toast
        .finally(() => {
          setUpdating(null);
          void read().catch(() => undefined);
        });
    },
    [read],
  );

  return { ...auto, rows, unread, loaded, updating, update, more, loadingMore, loadMore };
}
