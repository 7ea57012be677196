/** Everything one Stellar adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { Horizon } from '../network/horizon';
import { PASSPHRASE, TIMEOUT_MS } from './rules';

export interface StellarContext {
  chain: ChainInfo;
  network: NetworkName;
  horizon: Horizon;
  passphrase: string;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
  /** Unix milliseconds (tests fix it). */
  now(): number;
  /** Results of this adapter's own submissions: confirmation needs no second call (spec §4). */
  submitted: Map<string, { ledger: number; successful: boolean }>;
}

export function createContext(
  chain: ChainInfo,
  config: AdapterConfig,
  now: () => number = Date.now,
): StellarContext {
  const settings = getNetwork(chain, config.network);
  return {
    chain,
    network: config.network,
    horizon: new Horizon(config.rpc ?? settings.rpc, {
      fetch: config.fetch ?? ((input, init) => fetch(input, init)),
      timeoutMs: config.timeouts?.rpcMs ?? TIMEOUT_MS,
    }),
    passphrase: PASSPHRASE[config.network],
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
    now,
    submitted: new Map(),
  };
}
