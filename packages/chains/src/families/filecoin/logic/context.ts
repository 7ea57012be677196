/** Everything one Filecoin adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { realSleep, type Sleep } from '../../../confirm';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { EXPLORER_TIMEOUT_MS, NODE_TIMEOUT_MS } from '../../../net/timeouts';
import { explorerTxUrl, getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { Filscan } from '../network/filscan';
import { LotusRpc } from '../network/lotus';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './rules';

export interface FilecoinContext {
  chain: ChainInfo;
  network: NetworkName;
  lotus: LotusRpc;
  scan: Filscan;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
  confirm: { pollMs: number; tries: number };
  sleep: Sleep;
}

export function createContext(chain: ChainInfo, config: AdapterConfig): FilecoinContext {
  const settings = getNetwork(chain, config.network);
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  return {
    chain,
    network: config.network,
    // Spec §7/§9: 30 s for every node and scan call; URLs in the registry's order.
    lotus: new LotusRpc(config.rpc ?? settings.rpc, {
      fetch: fetchImpl,
      timeoutMs: config.timeouts?.rpcMs ?? NODE_TIMEOUT_MS,
    }),
    scan: new Filscan(config.explorerApis ?? settings.indexers ?? [], {
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
