/** Everything one TON adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { realSleep, type Sleep } from '../../../confirm';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { keyedFetch } from '../../../net/keyed-fetch';
import { EXPLORER_TIMEOUT_MS, NODE_TIMEOUT_MS } from '../../../net/timeouts';
import { explorerTxUrl, getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { TonProviders } from '../network/index';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './rules';

export interface TonContext {
  chain: ChainInfo;
  network: NetworkName;
  providers: TonProviders;
  balances: BalanceBook;
  config: AdapterConfig;
  explorerTxUrl(hash: string): string;
  confirm: { pollMs: number; tries: number };
  sleep: Sleep;
  /** Unix seconds (a signed message's expiry is counted from it). */
  now(): number;
  /** Messages broadcast by this adapter: hash → the wallet and the seqno they carry. */
  sent: Map<string, { wallet: string; seqno: number }>;
  /** Jetton wallet addresses by master and owner (they never change). */
  jettonWallets: Map<string, string>;
  /** Per-request time limits (spec §7: 30 s). */
  timeouts: { rpcMs: number; explorerMs: number };
}

export function createContext(chain: ChainInfo, config: AdapterConfig): TonContext {
  const settings = getNetwork(chain, config.network);
  // Toncenter's key (AdapterConfig.apiKeys.toncenter) lifts its keyless rate limit: X-API-Key on every call.
  const fetchImpl: FetchLike = keyedFetch(
    config.fetch ?? ((input, init) => fetch(input, init)),
    'X-API-Key',
    config.apiKeys?.toncenter,
  );
  const timeouts = {
    rpcMs: config.timeouts?.rpcMs ?? NODE_TIMEOUT_MS,
    explorerMs: config.timeouts?.explorerMs ?? EXPLORER_TIMEOUT_MS,
  };
  const providers = new TonProviders(
    config.rpc ?? settings.rpc,
    config.explorerApis ?? settings.indexers ?? [],
    { fetch: fetchImpl, timeoutMs: timeouts.rpcMs },
    { fetch: fetchImpl, timeoutMs: timeouts.explorerMs },
  );
  return {
    chain,
    network: config.network,
    providers,
    balances: config.balanceBook ?? new BalanceBook(),
    config,
    explorerTxUrl: (hash) => explorerTxUrl(chain, hash, config.network),
    confirm: {
      pollMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    sleep: realSleep,
    now: () => Math.floor(Date.now() / 1000),
    sent: new Map(),
    jettonWallets: new Map(),
    timeouts,
  };
}
