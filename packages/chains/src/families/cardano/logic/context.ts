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

/** `explorerApis` are product API bases (the raw address route), `rpc` Blockfrost-style bases. */
export function createContext(chain: ChainInfo, config: AdapterConfig): CardanoContext {
  const settings = getNetwork(chain, config.network);
  const fetchLike = config.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const apiKey = config.apiKeys?.blockfrost;
  return {
    chain,
    network: config.network,
    client: new CardanoClient(config.explorerApis ?? settings.indexers ?? [], config.rpc ?? settings.rpc, {
      fetch: fetchLike,
      timeoutMs: config.timeouts?.rpcMs ?? TIMEOUT_MS,
      ...(apiKey ? { apiKey } : {}),
    }),
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
  };
}
