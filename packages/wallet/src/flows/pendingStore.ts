/** Reading and writing a coin's pending transactions (keyed by chain, symbol and address). */
import type { PendingEntry } from '@kestrel/chains';
import { pendingKey } from '../rules/pendingTransactions';
import { walletsActions } from '../store/slices/wallets';
import type { PendingTransaction, WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';

export const pendingRef = (coin: WalletCoin) => ({
  chain_name: coin.chain_name,
  symbol: coin.symbol,
  address: coin.address,
});

export function storedPending(env: FlowEnv, coin: WalletCoin): PendingTransaction[] {
  return (
    env.getState().wallets.pendingTransactions[pendingKey(coin.chain_name, coin.symbol, coin.address)] ?? []
  );
}

export function setPending(env: FlowEnv, coin: WalletCoin, list: PendingTransaction[]): void {
  env.dispatch(walletsActions.setPendingTransactions({ ...pendingRef(coin), list }));
}

/** Front insert (spec §4), with the adapter's pending entry when there is one. */
export function recordPending(env: FlowEnv, coin: WalletCoin, tx: PendingTransaction): void {
  setPending(env, coin, [tx, ...storedPending(env, coin).filter((p) => !sameHash(p.hash, tx.hash))]);
}

export function removePendingHash(env: FlowEnv, coin: WalletCoin, hash: string): void {
  env.dispatch(walletsActions.removePendingTransaction({ ...pendingRef(coin), hash }));
}

export const sameHash = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();

/** The entry of a replacement (speed-up keeps the call, cancel sends 0 to oneself) under its new hash. */
export function replacementEntry(old: PendingEntry, hash: string, mode: 'speedUp' | 'cancel'): PendingEntry {
  const d = old.extraPendingTransactionData;
  const replaceHash = (s: string) => s.split(d.txHash).join(hash);
  return {
    ...old,
    link: `${hash.slice(0, 13)}...`,
    url: replaceHash(old.url),
    ...(mode === 'cancel' ? { amount: '0', to: d.from } : {}),
    extraPendingTransactionData: {
      ...d,
      txHash: hash,
      ...(mode === 'cancel' ? { value: '0', data: '0x', to: d.from } : {}),
    },
  };
}
