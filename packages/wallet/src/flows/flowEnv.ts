/**
 * What the money flows need, injected so they run without a browser: the store's dispatch and
 * getState, adapters (one per chain_name, cached per network), signers from the vault session,
 * a toast sink, navigation, clock and sleep, prices.
 */
import type { AdapterConfig, ChainAdapter, FetchLike, NetworkName, Signer } from '@kestrel/chains';
import { createAdapter as createChainAdapter } from '@kestrel/chains';
import type { RootState } from '../store/rootReducer';
import type { WalletCoin } from '../store/types';
import type { ToastSink } from './toasts';

export type CreateAdapter = (chainName: string, config: AdapterConfig) => Promise<ChainAdapter>;

/** Gives the adapter of a chain_name; the same instance for the same chain. */
export type AdapterSource = (chainName: string) => Promise<ChainAdapter>;

/** The signer of a wallet's coin, built by the coin's family from the vault session. */
export type SignerSource = (walletId: string, coin: WalletCoin) => Promise<Signer>;

/** Fiat rates per symbol as decimal text (the price service's getFiatRates). */
export interface PriceSource {
  getFiatRates(symbols: readonly string[], currency?: string): Promise<Record<string, string>>;
}

export interface FlowEnv {
  dispatch: (action: { type: string; payload?: unknown }) => unknown;
  getState: () => RootState;
  adapters: AdapterSource;
  signers: SignerSource;
  toast: ToastSink;
  /** Takes the user somewhere (the web shell's router); '/home' after a broadcast. */
  navigate?: (path: string) => void;
  /** The current route, to choose what to refresh after a send. */
  route?: () => string;
  prices?: PriceSource;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Confirmation polling (default: the chain's policy, 5000 ms × 15 unless its spec says otherwise). */
  confirm?: { intervalMs?: number; tries?: number };
}

export interface AdapterCacheOptions {
  network: NetworkName;
  createAdapter?: CreateAdapter;
  fetch?: FetchLike;
  /** Extra configuration per chain (RPC endpoints, explorer keys, batch delegate...). */
  config?: (chainName: string) => Partial<AdapterConfig>;
  /** Fee info for every adapter (createFeeInfoSource over the product API's fee-info service). */
  feeInfoSource?: AdapterConfig['feeInfoSource'];
}

/** One adapter per chain_name and network, created on first use; a failed creation is not cached. */
export function createAdapterCache(o: AdapterCacheOptions): AdapterSource {
  const make = o.createAdapter ?? createChainAdapter;
  const cache = new Map<string, Promise<ChainAdapter>>();
  return (chainName) => {
    const extra = o.config?.(chainName);
    // Keys and endpoints changed in Settings give a new adapter (the key stays in memory only).
    const key = `${o.network}:${chainName}:${JSON.stringify([extra?.apiKeys, extra?.rpc, extra?.explorerApis])}`;
    let p = cache.get(key);
    if (!p) {
      p = make(chainName, {
        network: o.network,
        ...(o.fetch ? { fetch: o.fetch } : {}),
        ...(o.feeInfoSource ? { feeInfoSource: o.feeInfoSource } : {}),
        ...extra,
      });
      cache.set(key, p);
      p.catch(() => cache.delete(key));
    }
    return p;
  };
}

export const realSleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
