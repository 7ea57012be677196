/**
 * The transaction screens' data: the coin's balance and history, refreshed on open, on demand
 * and every 30 s while visible (spec: the current coin with its transactions), plus Speed up and
 * Cancel for pending rows. The sends still pending show before the history answers; while a
 * replacement waits for its block the history is re-read.
 */
import type { HistoryRow, PreparedTransfer } from '@kestrel/wallet';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadHistory, refreshBalances, storedPendingRows, updatePending, type PendingMode } from './balances';
import { useAutoRefresh, type AutoRefresh } from './useAutoRefresh';

const WHILE_UPDATING_MS = 3_000;

export interface CoinActivity extends AutoRefresh {
  rows: readonly HistoryRow[];
  /** The providers' failure when the history shows only what is known locally. */
  historyError: string | null;
  loaded: boolean;
  updating: string | null;
  /** `prepared`: the reviewed replacement (previewPending), sent as is. */
  update: (hash: string, mode: PendingMode, prepared?: PreparedTransfer) => void;
  /** True when the provider has older rows (a cursor): "Load more" reads the next 20. */
  more: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

export function useCoinActivity(coinId: string | undefined, key: string): CoinActivity {
  const [rows, setRows] = useState<readonly HistoryRow[]>([]);
  const [historyError, setHistoryError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [updating, setUpdating] = useState<string | null>(null);
  /** Older pages read with "Load more"; a refresh re-reads the first page and keeps them. */
  const [older, setOlder] = useState<readonly HistoryRow[]>([]);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [loadingMore, setLoadingMore] = useState(false);
  const olderCount = useRef(0);
  const current = useRef(coinId);
  current.current = coinId;

  const readHistory = useCallback(async () => {
    if (!coinId) return;
    const page = await loadHistory(coinId);
    if (current.current !== coinId) return;
    setRows(page.items);
    setHistoryError(page.error ?? null);
    // Once older pages are shown, their cursor stays the one to continue from.
    if (olderCount.current === 0) setCursor(page.cursor);
    setLoaded(true);
  }, [coinId]);

  const loadMore = useCallback(() => {
    if (!coinId || !cursor || loadingMore) return;
    setLoadingMore(true);
    loadHistory(coinId, cursor)
      .then((page) => {
        if (current.current !== coinId) return;
        if (page.error) setHistoryError(page.error);
        else {
          olderCount.current += page.items.length;
          setOlder((o) => [...o, ...page.items]);
          setCursor(page.cursor);
        }
      })
      .catch((e: unknown) => setHistoryError(e instanceof Error ? e.message : String(e)))
      .finally(() => setLoadingMore(false));
  }, [coinId, cursor, loadingMore]);

  useEffect(() => {
    olderCount.current = 0;
    setOlder([]);
    setCursor(undefined);
    setRows([]);
    setLoaded(false);
    setHistoryError(null);
    if (!coinId) return;
    // The sends still pending show at once; the history replaces them when it answers.
    void storedPendingRows(coinId).then(
      (pending) => {
        if (current.current === coinId && pending.length) setRows((r) => (r.length ? r : pending));
      },
      () => undefined,
    );
  }, [coinId]);

  const auto = useAutoRefresh(
    async () => {
      if (!coinId) return;
      await Promise.all([refreshBalances([coinId]), readHistory()]);
    },
    `${key}:${coinId ?? ''}`,
  );

  useEffect(() => {
    if (!updating) return;
    const t = setInterval(() => void readHistory().catch(() => undefined), WHILE_UPDATING_MS);
    return () => clearInterval(t);
  }, [updating, readHistory]);

  const update = useCallback(
    (hash: string, mode: PendingMode, prepared?: PreparedTransfer) => {
      if (!coinId) return;
      setUpdating(hash);
      updatePending(coinId, hash, mode, prepared)
        .catch(() => undefined) // the flow has shown its toast
        .finally(() => {
          setUpdating(null);
          void Promise.all([refreshBalances([coinId]), readHistory()]).catch(() => undefined);
        });
    },
    [coinId, readHistory],
  );

  const shown = older.length ? [...rows, ...older.filter((r) => !rows.some((x) => x.url === r.url))] : rows;
  return {
    ...auto,
    rows: shown,
    historyError,
    loaded,
    updating,
    update,
    more: cursor !== undefined,
    loadingMore,
    loadMore,
  };
}
