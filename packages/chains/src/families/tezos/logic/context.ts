/** Everything one Tezos adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { realSleep, type Sleep } from '../../../confirm';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { EXPLORER_TIMEOUT_MS, NODE_TIMEOUT_MS } from '../../../net/timeouts';
import { explorerTxUrl, getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { OctezRpc } from '../network/octez';
import { Tzkt } from '../network/tzkt';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './rules';

export interface TezosContext {
  chain: ChainInfo;
  network: NetworkName;
  node: OctezRpc;
  tzkt: Tzkt;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
  confirm: { pollMs: number; tries: number };
  sleep: Sleep;
}

export function createContext(chain: ChainInfo, config: AdapterConfig): TezosContext {
  const settings = getNetwork(chain, config.network);
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  return {
    chain,
    network: config.network,
    // Spec §7: every node and explorer call has a 30 s timeout; providers in the registry's order.
    node: new OctezRpc(config.rpc ?? settings.rpc, {
      fetch: fetchImpl,
      timeoutMs: config.timeouts?.rpcMs ?? NODE_TIMEOUT_MS,
    }),
    tzkt: new Tzkt(config.explorerApis ?? settings.indexers ?? [], {
      fetch: fetchImpl,
      timeoutMs: config.timeouts?.explorerMs ?? EXPLORER_TIMEOUT_MS,
    }),
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => explorerTxUrl(chain, hash, config.network),
    confirm: {
      pollMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    sleep: realSleep,
  };
}
