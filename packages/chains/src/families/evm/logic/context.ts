/** Everything one EVM adapter instance needs at run time, built once from its config. */
import { EVM_DEVNET_BATCH_DELEGATE } from '../../../registry/evm';
import type { AdapterConfig } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import type { FetchLike } from '../../../net/http';
import { EVM_RPC_TIMEOUT_MS, EXPLORER_TIMEOUT_MS } from '../../../net/timeouts';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { createEvmRpc, type EvmRpc } from '../network/index';
import { explorerApis } from './rules';

export interface EvmContext {
  chain: ChainInfo;
  network: NetworkName;
  chainId: number;
  rpc: EvmRpc;
  fetch: FetchLike;
  explorers: string[];
  explorerTimeoutMs: number;
  explorerTxUrl(hash: string): string;
  balances: BalanceBook;
  config: AdapterConfig;
}

export function createContext(chain: ChainInfo, config: AdapterConfig): EvmContext {
  const settings = getNetwork(chain, config.network);
  const fetchImpl: FetchLike = config.fetch ?? ((input, init) => fetch(input, init));
  return {
    chain,
    network: config.network,
    chainId: settings.evmChainId ?? chain.evmChainId ?? 0,
    rpc: createEvmRpc({
      endpoints: config.rpc ?? settings.rpc,
      fetch: fetchImpl,
      timeoutMs: config.timeouts?.rpcMs ?? EVM_RPC_TIMEOUT_MS,
    }),
    fetch: fetchImpl,
    explorers: config.explorerApis ?? explorerApis(chain.chain_name, config.network),
    explorerTimeoutMs: config.timeouts?.explorerMs ?? EXPLORER_TIMEOUT_MS,
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
    balances: config.balanceBook ?? new BalanceBook(),
    // The devnet deploys the batch-call delegate at a fixed address (Hardhat account #0, nonce 4).
    config:
      config.network === 'devnet' && !config.batchDelegate
        ? { ...config, batchDelegate: EVM_DEVNET_BATCH_DELEGATE }
        : config,
  };
}
