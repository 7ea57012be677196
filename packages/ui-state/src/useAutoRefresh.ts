/**
 * Runs a refresh now, on demand, and every REFRESH_INTERVAL_MS while the app is in front (the
 * platform's isForeground; the web: the page is visible) and again when it comes to the front
 * after a longer pause. `key` restarts it (network, wallet, coin).
 * It never touches the auto-lock timer.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { REFRESH_INTERVAL_MS } from './balances';
import { platform } from './platform';

export interface AutoRefresh {
  refreshing: boolean;
  /** Why the last refresh failed as a whole (a locked session, a chunk that did not load). */
  error: string | null;
  refresh: () => void;
}

export function useAutoRefresh(
  task: () => Promise<void>,
  key: string,
  intervalMs = REFRESH_INTERVAL_MS,
): AutoRefresh {
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const taskRef = useRef(task);
  taskRef.current = task;
  const last = useRef(0);
  const alive = useRef(true);

  const refresh = useCallback(() => {
    last.current = Date.now();
    setRefreshing(true);
    taskRef
      .current()
      .then(
        () => {
          if (alive.current) setError(null);
        },
        (e: unknown) => {
          if (alive.current) setError(e instanceof Error ? e.message : String(e));
        },
      )
      .finally(() => {
        if (alive.current) setRefreshing(false);
      });
  }, []);

  useEffect(() => {
    alive.current = true;
    refresh();
    const p = platform();
    const visible = () => p.isForeground();
    const timer = setInterval(() => {
      if (visible()) refresh();
    }, intervalMs);
    const onVisible = () => {
      if (visible() && Date.now() - last.current >= intervalMs) refresh();
    };
    const offForeground = p.onForegroundChange(onVisible);
    return () => {
      alive.current = false;
      clearInterval(timer);
      offForeground();
    };
  }, [key, intervalMs, refresh]);

  return { refreshing, error, refresh };
}
