/** Everything one Polkadot adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { PolkadotRpc } from '../network/rpc';
import { Subscan } from '../network/subscan';
import { RUNTIME, TIMEOUT_MS, type RuntimeFacts } from './rules';

export interface PolkadotContext {
  chain: ChainInfo;
  network: NetworkName;
  rpc: PolkadotRpc;
  subscan: Subscan;
  runtime: RuntimeFacts;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
  /** The genesis hash, read once. */
  genesis(): Promise<string>;
}

export function createContext(chain: ChainInfo, config: AdapterConfig): PolkadotContext {
  const settings = getNetwork(chain, config.network);
  const fetchLike = config.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const rpc = new PolkadotRpc(config.rpc ?? settings.rpc, {
    fetch: fetchLike,
    timeoutMs: config.timeouts?.rpcMs ?? TIMEOUT_MS,
  });
  let genesis: Promise<string> | undefined;
  return {
    chain,
    network: config.network,
    rpc,
    subscan: new Subscan(config.explorerApis ?? settings.indexers ?? [], {
      fetch: fetchLike,
      timeoutMs: config.timeouts?.explorerMs ?? TIMEOUT_MS,
      ...(config.apiKeys?.subscan ? { apiKey: config.apiKeys.subscan } : {}),
    }),
    runtime: RUNTIME[config.network],
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
    genesis: () =>
      (genesis ??= rpc.blockHash(0).catch((e: unknown) => {
        genesis = undefined;
        throw e;
      })),
  };
}
