/**
 * The confirmation waits in flight, by transaction hash, so a speed-up or cancel can end the wait
 * of the transaction it replaced: that transaction will never confirm, and its wait ends quietly
 * instead of warning that it takes too long.
 */
const waits = new Map<string, AbortController>();
const key = (hash: string) => hash.toLowerCase();

/** Registers a wait for `hash`; call `done` when it ends. */
export function startWait(hash: string): { signal: AbortSignal; done: () => void } {
  const controller = new AbortController();
  waits.set(key(hash), controller);
  return {
    signal: controller.signal,
    done: () => {
      if (waits.get(key(hash)) === controller) waits.delete(key(hash));
    },
  };
}

/** Ends the wait for a transaction that was replaced (it never confirms as itself). */
export function endReplacedWait(hash: string): void {
  waits.get(key(hash))?.abort();
  waits.delete(key(hash));
}
