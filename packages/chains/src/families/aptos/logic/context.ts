/** Everything one Aptos adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { realSleep, type Sleep } from '../../../confirm';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { EXPLORER_TIMEOUT_MS, NODE_TIMEOUT_MS } from '../../../net/timeouts';
import { explorerTxUrl, getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { AptosIndexer } from '../network/indexer';
import { AptosNode } from '../network/node';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './rules';
import { CommittedVersions } from './versions';
import { HistoryWarmUp } from './warm-up';

export interface AptosContext {
  chain: ChainInfo;
  network: NetworkName;
  node: AptosNode;
  /** The indexer's GraphQL API (history). */
  indexer: AptosIndexer;
  /** The node's committed transactions by version, kept between history refreshes. */
  versions: CommittedVersions;
  /** Readies the first history page beside each balance read (config.warmHistory); null when off. */
  warmUp: HistoryWarmUp | null;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
  confirm: { pollMs: number; tries: number };
  sleep: Sleep;
  /** Seconds since the epoch (expiration falls back to it when the node's clock is far behind). */
  now(): number;
}

export function createContext(chain: ChainInfo, config: AdapterConfig): AptosContext {
  const settings = getNetwork(chain, config.network);
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  // Spec §7: every node and indexer call has a 30 s timeout; providers in the registry's order.
  const node = new AptosNode(config.rpc ?? settings.rpc, {
    fetch: fetchImpl,
    timeoutMs: config.timeouts?.rpcMs ?? NODE_TIMEOUT_MS,
  });
  const indexer = new AptosIndexer(config.explorerApis ?? settings.indexers ?? [], {
    fetch: fetchImpl,
    timeoutMs: config.timeouts?.explorerMs ?? EXPLORER_TIMEOUT_MS,
  });
  const versions = new CommittedVersions(node);
  return {
    chain,
    network: config.network,
    node,
    indexer,
    versions,
    warmUp: config.warmHistory ? new HistoryWarmUp(indexer, versions) : null,
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => explorerTxUrl(chain, hash, config.network),
    confirm: {
      pollMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    sleep: realSleep,
    now: () => Math.floor(Date.now() / 1000),
  };
}
