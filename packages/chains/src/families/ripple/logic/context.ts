/** Everything one XRP adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { realSleep, type Sleep } from '../../../confirm';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { NODE_TIMEOUT_MS } from '../../../net/timeouts';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { RippledRpc } from '../network/rpc';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './rules';

export interface RippleContext {
  chain: ChainInfo;
  network: NetworkName;
  rpc: RippledRpc;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
  confirm: { pollMs: number; tries: number };
  sleep: Sleep;
}

export function createContext(chain: ChainInfo, config: AdapterConfig): RippleContext {
  const settings = getNetwork(chain, config.network);
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  return {
    chain,
    network: config.network,
    // Spec §7: every node call has a 30 s timeout; providers in the registry's order.
    rpc: new RippledRpc(config.rpc ?? settings.rpc, {
      fetch: fetchImpl,
      timeoutMs: config.timeouts?.rpcMs ?? NODE_TIMEOUT_MS,
    }),
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
    confirm: {
      pollMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    sleep: realSleep,
  };
}
