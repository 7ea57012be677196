/** Everything one Solana adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { EXPLORER_TIMEOUT_MS, NODE_TIMEOUT_MS } from '../../../net/timeouts';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { SolanaRpc } from '../network/rpc';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './rules';
import { FinalizedTransactions } from './finalized';
import { defaultServices } from './services';

/** AdapterConfig plus the Solana family's own providers (createAdapter passes the object through). */
export interface SolanaAdapterConfig extends AdapterConfig {
  /** Token-list API bases (GET {base}/v1/search); default the public list on mainnet and testnet. */
  tokenListApis?: string[];
  /** Validators list URLs (stakewiz-style); default the public list on mainnet. */
  validatorApis?: string[];
}

/** The token list's chain ids: mainnet-beta 101, devnet 103 (the public testnet cluster here). */
const TOKEN_LIST_CHAIN_ID: Record<NetworkName, number> = { mainnet: 101, testnet: 103, devnet: 103 };

export interface SolanaContext {
  chain: ChainInfo;
  network: NetworkName;
  rpc: SolanaRpc;
  fetch: FetchLike;
  apiTimeoutMs: number;
  tokenListApis: string[];
  tokenListChainId: number;
  validatorApis: string[];
  balances: BalanceBook;
  /** Finalized transactions read for history, so a refresh reads only new ones. */
  finalized: FinalizedTransactions;
  /** A balance refresh also readies the first history page (AdapterConfig.warmHistory, warm-history.ts). */
  warmHistory: boolean;
  explorerTxUrl(hash: string): string;
  confirm: { pollMs: number; tries: number };
  now(): number;
  /** The validators list and when it was read (spec §9: kept 5 minutes). */
  validatorCache?: { at: number; list: unknown };
}

export function createContext(chain: ChainInfo, config: SolanaAdapterConfig): SolanaContext {
  const settings = getNetwork(chain, config.network);
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  const services = defaultServices(config.network);
  return {
    chain,
    network: config.network,
    rpc: new SolanaRpc(config.rpc ?? settings.rpc, {
      fetch: fetchImpl,
      timeoutMs: config.timeouts?.rpcMs ?? NODE_TIMEOUT_MS,
    }),
    fetch: fetchImpl,
    apiTimeoutMs: config.timeouts?.explorerMs ?? EXPLORER_TIMEOUT_MS,
    tokenListApis: config.tokenListApis ?? services.tokenLists,
    tokenListChainId: TOKEN_LIST_CHAIN_ID[config.network],
    validatorApis: config.validatorApis ?? services.validators,
    balances: config.balanceBook ?? new BalanceBook(),
    finalized: new FinalizedTransactions(),
    warmHistory: config.warmHistory ?? false,
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
    confirm: {
      pollMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    now: Date.now,
  };
}
