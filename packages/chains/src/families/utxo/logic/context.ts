/** Everything one Bitcoin-family adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { EXPLORER_TIMEOUT_MS, NODE_TIMEOUT_MS } from '../../../net/timeouts';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import {
  createProvider,
  kindOfUrl,
  orderEndpoints,
  ProviderSet,
  type ProviderEndpoint,
  type UtxoCoin,
} from '../network/index';
import type { AccountScan } from './discovery';
import { utxoCoin, utxoNetwork, type UtxoNetwork } from './network';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './rules';

/** AdapterConfig plus the Bitcoin family's own settings (createAdapter passes the object through). */
export interface UtxoAdapterConfig extends AdapterConfig {
  /** Explicit providers (kind + URL); replaces the registry's indexers. */
  utxoProviders?: ProviderEndpoint[];
  /** The product API base for the premium provider (spec §7); appended last. */
  productApi?: string;
  /** Waiting for confirmation: poll interval and tries (spec §4: 5 s, 15 tries). */
  utxoConfirm?: { pollMs?: number; tries?: number };
  /** Highest fee rate accepted, sat/vB (spec §9: 10000 unless given). */
  maxFeeRate?: number;
  /** Unused addresses in a row that end account discovery (BIP-44: 20). */
  gapLimit?: number;
}

export interface UtxoContext {
  chain: ChainInfo;
  coin: UtxoCoin;
  network: NetworkName;
  net: UtxoNetwork;
  providers: ProviderSet;
  balances: BalanceBook;
  /** Account discovery results by account, so a refresh walks on from the last used index. */
  accounts: Map<string, AccountScan>;
  config: UtxoAdapterConfig;
  explorerTxUrl(hash: string): string;
  confirm: { pollMs: number; tries: number };
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(t), resolve()), { once: true });
  });
}

/** The endpoints of this chain on this network: own node first, then indexers, then premium. */
export function endpointsFor(chain: ChainInfo, config: UtxoAdapterConfig): ProviderEndpoint[] {
  const settings = getNetwork(chain, config.network);
  const rpc = (config.rpc ?? settings.rpc).map((url) => ({ kind: 'rpc' as const, url }));
  const indexers: ProviderEndpoint[] =
    config.utxoProviders ??
    (config.explorerApis ?? settings.indexers ?? []).flatMap((url) => {
      const kind = kindOfUrl(url);
      return kind ? [{ kind, url }] : [];
    });
  const premium = config.productApi ? [{ kind: 'premium' as const, url: config.productApi }] : [];
  // The person's key of a provider (AdapterConfig.apiKeys by service: blockcypher, blockchair,
  // blockdaemon) goes with that provider's endpoints, unless an endpoint names its own.
  const keyed = indexers.map((ep) => {
    const key = config.apiKeys?.[ep.kind];
    return ep.apiKey || !key ? ep : { ...ep, apiKey: key };
  });
  return orderEndpoints(utxoCoin(chain), [...rpc, ...keyed, ...premium]);
}

export function createContext(chain: ChainInfo, config: UtxoAdapterConfig): UtxoContext {
  const settings = getNetwork(chain, config.network);
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  const coin = utxoCoin(chain);
  const endpoints = endpointsFor(chain, config);
  const providers = endpoints.map((ep) =>
    createProvider(coin, config.network !== 'mainnet', ep, {
      fetch: fetchImpl,
      timeoutMs:
        ep.kind === 'rpc'
          ? (config.timeouts?.rpcMs ?? NODE_TIMEOUT_MS)
          : (config.timeouts?.explorerMs ?? EXPLORER_TIMEOUT_MS),
    }),
  );
  return {
    chain,
    coin,
    network: config.network,
    net: utxoNetwork(chain, config.network),
    providers: new ProviderSet(providers),
    balances: config.balanceBook ?? new BalanceBook(),
    accounts: new Map(),
    config,
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
    confirm: {
      pollMs: config.utxoConfirm?.pollMs ?? config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.utxoConfirm?.tries ?? config.confirm?.tries ?? CONFIRM_TRIES,
    },
    sleep,
  };
}
