/**
 * A screen's load with its state (loading, loaded, failed with the reason) and a reload for the
 * Try again button; an answer that comes after the screen left is dropped.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from './transfer';

export type LoadState<T> =
  { state: 'loading' } | { state: 'ok'; value: T } | { state: 'error'; error: string };

/** True while the component is mounted, for answers that may come after it left. */
export function useMounted(): { readonly current: boolean } {
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  return live;
}

/** Runs `load` when it changes (wrap it in useCallback; null: nothing to load yet) and on reload. */
export function useLoadState<T>(load: (() => Promise<T>) | null): {
  loaded: LoadState<T>;
  reload: () => void;
} {
  const [loaded, setLoaded] = useState<LoadState<T>>({ state: 'loading' });
  const live = useMounted();
  const reload = useCallback(() => {
    if (!load) return;
    setLoaded({ state: 'loading' });
    load().then(
      (value) => live.current && setLoaded({ state: 'ok', value }),
      (e: unknown) => live.current && setLoaded({ state: 'error', error: errorText(e) }),
    );
  }, [load, live]);
  useEffect(reload, [reload]);
  return { loaded, reload };
}
