/** Everything one Tron adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { TronGrid } from '../network/trongrid';
import type { Account } from '../network/schemas';
import { ACCOUNT_CACHE_MS, DEFAULT_FEES, FEE_PARAM_KEYS, TIMEOUT_MS, type FeeParams } from './rules';

export interface TronContext {
  chain: ChainInfo;
  network: NetworkName;
  grid: TronGrid;
  balances: BalanceBook;
  explorerTxUrl(hash: string): string;
  now(): number;
  /** wallet/getaccount through the spec's 10 s cache (§9). */
  account(address: string): Promise<Account>;
  /** Forgets a cached account (after a broadcast from it). */
  forget(address: string): void;
  feeParams(): Promise<FeeParams>;
}

export function createContext(
  chain: ChainInfo,
  config: AdapterConfig,
  now: () => number = Date.now,
): TronContext {
  const settings = getNetwork(chain, config.network);
  const grid = new TronGrid(config.rpc ?? settings.rpc, config.explorerApis ?? settings.indexers ?? [], {
    fetch: config.fetch ?? ((input, init) => fetch(input, init)),
    timeoutMs: config.timeouts?.rpcMs ?? TIMEOUT_MS,
    ...(config.apiKeys?.trongrid ? { apiKey: config.apiKeys.trongrid } : {}),
  });
  const cache = new Map<string, { at: number; account: Promise<Account> }>();
  return {
    chain,
    network: config.network,
    grid,
    balances: config.balanceBook ?? new BalanceBook(),
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
    now,
    account(address) {
      const hit = cache.get(address);
      if (hit && now() - hit.at < ACCOUNT_CACHE_MS) return hit.account;
      const account = grid.account(address);
      cache.set(address, { at: now(), account });
      account.catch(() => cache.delete(address)); // a failed read is never cached
      return account;
    },
    forget: (address) => void cache.delete(address),
    async feeParams() {
      // The node's values where it gives them, else the spec's defaults.
      const params: FeeParams = { ...DEFAULT_FEES };
      const answer = await grid.chainParameters().catch(() => null);
      for (const [name, key] of Object.entries(FEE_PARAM_KEYS) as [keyof FeeParams, string][]) {
        const v = answer?.chainParameter.find((p) => p.key === key)?.value;
        if (v !== undefined && v >= 0) params[name] = BigInt(v);
      }
      return params;
    },
  };
}
