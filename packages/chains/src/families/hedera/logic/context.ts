/** Everything one Hedera adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { realSleep, type Sleep } from '../../../confirm';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { keyedFetch } from '../../../net/keyed-fetch';
import { EXPLORER_TIMEOUT_MS, NODE_TIMEOUT_MS } from '../../../net/timeouts';
import { explorerTxUrl, getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { endpointOf } from '../network/grpc-web';
import { MirrorNode, type HttpSettings } from '../network/mirror';
import { CONFIRM_POLL_MS, CONFIRM_TRIES, DEFAULT_NODE } from './rules';

export interface HederaContext {
  chain: ChainInfo;
  network: NetworkName;
  mirror: MirrorNode;
  /** The gRPC-web proxies and the node account each stands for, in the registry's order. */
  nodes: { url: string; node: string }[];
  submit: HttpSettings;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
  confirm: { pollMs: number; tries: number };
  sleep: Sleep;
  now(): number;
}

export function createContext(chain: ChainInfo, config: AdapterConfig): HederaContext {
  const settings = getNetwork(chain, config.network);
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  return {
    chain,
    network: config.network,
    // Spec §7/§9: every mirror and node call has a 30 s timeout; mirrors in the registry's order.
    // A keyed mirror (AdapterConfig.apiKeys.hedera_mirror) takes it as x-api-key; nodes never see it.
    mirror: new MirrorNode(config.explorerApis ?? settings.indexers ?? [], {
      fetch: keyedFetch(fetchImpl, 'x-api-key', config.apiKeys?.hedera_mirror),
      timeoutMs: config.timeouts?.explorerMs ?? EXPLORER_TIMEOUT_MS,
    }),
    nodes: (config.rpc ?? settings.rpc).map((url) => endpointOf(url, DEFAULT_NODE)),
    submit: { fetch: fetchImpl, timeoutMs: config.timeouts?.rpcMs ?? NODE_TIMEOUT_MS },
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => explorerTxUrl(chain, hash, config.network),
    confirm: {
      pollMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    sleep: realSleep,
    now: Date.now,
  };
}
