/**
 * The activity across all coins of the wallet (/home/transactions by default): each coin's
 * history and its sends still pending (these at once, from the store), merged with open rows
 * first, then newest first. Read on open, on demand and every 30 s while visible; histories are
 * read a few coins at a time. A coin whose history cannot be read is named, never silently empty.
 */
import type { HistoryRow } from '@kestrel/wallet';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  loadHistory,
  refreshBalances,
  storedPendingRows,
  updatePending,
  type PendingMode,
} from '@kestrel/ui-state/balances';
import { isOpen, txStatus } from '@kestrel/ui-state/txStatus';
import type { CoinView } from '@kestrel/ui-state/types';
import { useAutoRefresh, type AutoRefresh } from '@kestrel/ui-state/useAutoRefresh';

/** Histories read at once (each may ask several providers). */
const AT_ONCE = 3;

export interface ActivityRow {
  coinId: string;
  row: HistoryRow;
}

export interface AllActivity extends AutoRefresh {
  rows: readonly ActivityRow[];
  /** The coins whose history could not be read, with why. */
  unread: { coinId: string; error: string }[];
  loaded: boolean;
  updating: string | null;
  update: (coinId: string, hash: string, mode: PendingMode) => void;
}

const time = (r: HistoryRow) => Date.parse(r.date) || 0;

/** Open rows first, then newest first. */
export function activityOrder(rows: ActivityRow[]): ActivityRow[] {
  const open = (a: ActivityRow) => isOpen(txStatus(a.row.status));
  return [...rows].sort((a, b) => Number(open(b)) - Number(open(a)) || time(b.row) - time(a.row));
}

async function inBatches<T>(items: readonly T[], n: number, task: (t: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += n) await Promise.all(items.slice(i, i + n).map(task));
}

export function useAllActivity(coins: readonly CoinView[], key: string): AllActivity {
  const [rows, setRows] = useState<readonly ActivityRow[]>([]);
  const [unread, setUnread] = useState<{ coinId: string; error: string }[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [updating, setUpdating] = useState<string | null>(null);
  const ids = coins.map((c) => c._id).join('\n');
  const current = useRef(ids);
  current.current = ids;

  const read = useCallback(async () => {
    const mine = ids;
    const list = ids ? ids.split('\n') : [];
    const found: ActivityRow[] = [];
    const failed: { coinId: string; error: string }[] = [];
    await inBatches(list, AT_ONCE, async (coinId) => {
      try {
        const page = await loadHistory(coinId);
        found.push(...page.items.map((row) => ({ coinId, row })));
        if (page.error) failed.push({ coinId, error: page.error });
      } catch (e) {
        failed.push({ coinId, error: e instanceof Error ? e.message : String(e) });
      }
    });
    if (current.current !== mine) return;
    setRows(activityOrder(found));
    setUnread(failed);
    setLoaded(true);
  }, [ids]);

  useEffect(() => {
    setRows([]);
    setUnread([]);
    setLoaded(false);
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

  return { ...auto, rows, unread, loaded, updating, update };
}
