/**
 * A wallet's coins moved to another network: every address of a network-dependent chain (see
 * networkPath.ts) is replaced by the one its key has on that network, or, when the key cannot
 * serve that network, kept with the reason in `networkMismatch`. Pure: the keys come from a
 * resolver the session provides.
 */
import type { DeriveAddress, Wallet, WalletCoin } from '../store/types';
import { addressDependsOnNetwork } from '@kestrel/chains';

/** The public account of a key on the target network. */
export interface PublicAccount {
  address: string;
  publicKey: string;
  extendedPublicKey?: string;
  derivePath?: string;
}

export type KeyOnNetwork = { account: PublicAccount } | { mismatch: string };

/** Where a key is: a path of the wallet's phrase, or a vault entry (private-key wallet, custom address). */
export interface KeyAt {
  derivePath?: string;
  secretRef?: string;
}

export type ResolveKey = (chain_name: string, at: KeyAt) => KeyOnNetwork;

/** What was read for one address: meaningless once the address changes. Rates are kept. */
const ADDRESS_BOUND_FIELDS = [
  'balanceState',
  'totalBalance',
  'totalAmount',
  'totalBalanceCourse',
  'totalCourse',
  'stakingBalance',
  'stakingCourse',
  'staking',
  'stakingInfo',
  'energyBalance',
  'bandwidthBalance',
  'transactions',
  'UTXOs',
] as const satisfies readonly (keyof WalletCoin)[];

/** The coin without what was read on another network (balances, history, UTXOs). */
export function withoutReadings(coin: WalletCoin): WalletCoin {
  if (!ADDRESS_BOUND_FIELDS.some((f) => f in coin)) return coin;
  const next = { ...coin };
  for (const f of ADDRESS_BOUND_FIELDS) delete next[f];
  return next;
}

function keyAt(a: { derivePath?: string; secretRef?: string }): KeyAt {
  return {
    ...(a.derivePath ? { derivePath: a.derivePath } : {}),
    ...(a.secretRef ? { secretRef: a.secretRef } : {}),
  };
}

function entryOnNetwork(chain_name: string, entry: DeriveAddress, resolve: ResolveKey): DeriveAddress {
  const r = resolve(chain_name, keyAt(entry));
  const { networkMismatch: _old, ...rest } = entry;
  if ('mismatch' in r) return { ...rest, networkMismatch: r.mismatch };
  // A custom address keeps the path the person gave it; a derived one takes the network's.
  const derivePath = entry.secretRef ? entry.derivePath : (r.account.derivePath ?? entry.derivePath);
  return { ...rest, address: r.account.address, derivePath };
}

/** The coin on the resolver's network; the same object when nothing changed. */
export function coinOnNetwork(coin: WalletCoin, resolve: ResolveKey): WalletCoin {
  if (!addressDependsOnNetwork(coin.chain_name)) return coin;
  const list = coin.deriveAddresses?.map((a) => entryOnNetwork(coin.chain_name, a, resolve)) ?? null;
  const activeIndex = coin.deriveAddresses?.findIndex((a) => a.address === coin.address) ?? -1;
  const activeEntry = list?.[activeIndex];
  const r = resolve(coin.chain_name, keyAt(activeEntry ?? coin));

  const next: WalletCoin = { ...coin, deriveAddresses: list };
  delete next.networkMismatch;
  if ('mismatch' in r) {
    next.networkMismatch = r.mismatch;
  } else {
    next.address = r.account.address;
    next.publicKey = r.account.publicKey;
    if (r.account.extendedPublicKey) next.extendedPublicKey = r.account.extendedPublicKey;
    else delete next.extendedPublicKey;
    if (r.account.derivePath && !coin.secretRef) next.derivePath = r.account.derivePath;
  }
  if (next.address === coin.address && next.networkMismatch === coin.networkMismatch) {
    if (JSON.stringify(next) === JSON.stringify(coin)) return coin;
    return next;
  }
  // Another address (or none usable): what was read for the old one does not belong to it.
  for (const f of ADDRESS_BOUND_FIELDS) delete next[f];
  return next;
}

/** The wallet on the resolver's network; the same object when nothing changed. */
export function walletOnNetwork(wallet: Wallet, resolve: ResolveKey): Wallet {
  const coins = wallet.coins.map((c) => coinOnNetwork(c, resolve));
  if (coins.every((c, i) => c === wallet.coins[i])) return wallet;
  // The wallet's own address is its main coin's (ethereum, or the private key's chain).
  const main =
    coins.find((c) => c.chain_name === wallet.chain_name && c.type === 'coin') ??
    coins.find((c) => c.chain_name === wallet.chain_name);
  const address = main && !main.networkMismatch ? main.address : wallet.address;
  return { ...wallet, coins, address };
}

/** Whether any coin of the wallet could change with the network (nothing to resolve otherwise). */
export function hasNetworkDependentCoins(wallet: Wallet): boolean {
  return wallet.coins.some((c) => addressDependsOnNetwork(c.chain_name));
}
