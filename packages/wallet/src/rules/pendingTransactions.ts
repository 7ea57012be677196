/** Pending transactions keyed by chain, symbol and address: front insert, replace, remove by hash. */
import type { PendingTransaction } from '../store/types';

export type PendingMap = Record<string, PendingTransaction[]>;

export function pendingKey(chain_name: string, symbol: string, address: string): string {
  return `${chain_name}:${symbol}:${address}`;
}

export function addPending(map: PendingMap, key: string, tx: PendingTransaction): void {
  map[key] = [tx, ...(map[key] ?? [])];
}

/** Replaces the entry with `oldHash` (accelerate or cancel); missing old hash inserts in front. */
export function replacePending(map: PendingMap, key: string, oldHash: string, tx: PendingTransaction): void {
  const list = map[key] ?? [];
  const i = list.findIndex((p) => p.hash.toLowerCase() === oldHash.toLowerCase());
  if (i < 0) addPending(map, key, tx);
  else list[i] = tx;
  if (i >= 0) map[key] = list;
}

/** Removes by hash, case-insensitive; an emptied key is dropped. */
export function removePending(map: PendingMap, key: string, hash: string): void {
  const list = (map[key] ?? []).filter((p) => p.hash.toLowerCase() !== hash.toLowerCase());
  if (list.length) map[key] = list;
  else delete map[key];
}

/** Coin lists load in pages: a further page exists while the total exceeds the loaded count. */
export function hasFurtherPage(total: number, loaded: number): boolean {
  return total > loaded;
}
