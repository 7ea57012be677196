/** Everything one Cardano adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { CardanoClient } from '../network/client';
import { TIMEOUT_MS } from './rules';

export interface CardanoContext {
  chain: ChainInfo;
  network: NetworkName;
  client: CardanoClient;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
}

/** AdapterConfig plus the Cardano family's own setting (createAdapter passes the object through). */
export interface CardanoAdapterConfig extends AdapterConfig {
  /**
   * The product API base: reads from its raw address route and sends through its Blockfrost
   * relay (`{productApi}/cardano/api/v0`, the key held by the API). `explorerApis` / `rpc` win.
   */
  productApi?: string;
}

/** `explorerApis` are product API bases (the raw address route), `rpc` Blockfrost-style bases. */
export function createContext(chain: ChainInfo, config: CardanoAdapterConfig): CardanoContext {
  const settings = getNetwork(chain, config.network);
  const fetchLike = config.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const apiKey = config.apiKeys?.blockfrost;
  const api = config.productApi?.replace(/\/+$/, '');
  const reads = config.explorerApis ?? (api ? [api] : (settings.indexers ?? []));
  const sends = config.rpc ?? (api ? [`${api}/cardano/api/v0`] : settings.rpc);
  return {
    chain,
    network: config.network,
    client: new CardanoClient(reads, sends, {
      fetch: fetchLike,
      timeoutMs: config.timeouts?.rpcMs ?? TIMEOUT_MS,
      ...(apiKey ? { apiKey } : {}),
    }),
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
  };
}
