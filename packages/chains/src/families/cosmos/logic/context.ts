/** Everything one Cosmos-family adapter instance needs at run time, built once from its config. */
import type { AdapterConfig } from '../../../adapter-types';
import { realSleep, type Sleep } from '../../../confirm';
import { BalanceBook } from '../../../net/balances';
import { getNetwork } from '../../../registry/index';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { Lcd } from '../network/lcd';
import { cosmosPrefix } from './address';
import { DENOM, TIMEOUT_MS, type CosmosChainName } from './rules';

export interface CosmosContext {
  chain: ChainInfo;
  chainName: CosmosChainName;
  network: NetworkName;
  prefix: string;
  denom: string;
  lcd: Lcd;
  /** Mintscan-style indexer (Cosmos history). */
  indexer: Lcd;
  balances: BalanceBook;
  /** The chain id, read once from the node. */
  chainId(): Promise<string>;
  explorerTxUrl(hash: string): string;
  sleep: Sleep;
}

export function createContext(
  chain: ChainInfo,
  config: AdapterConfig,
  sleep: Sleep = realSleep,
): CosmosContext {
  const name = chain.chain_name;
  if (name !== 'cosmos' && name !== 'thorchain')
    throw new Error(`${name} is not served by the Cosmos family`);
  const settings = getNetwork(chain, config.network);
  const prefix = cosmosPrefix(name, config.network);
  if (!prefix) throw new Error(`${name} has no address prefix on ${config.network}`);
  const io = {
    fetch: config.fetch ?? ((input: string, init?: RequestInit) => fetch(input, init)),
    timeoutMs: config.timeouts?.rpcMs ?? TIMEOUT_MS,
  };
  const lcd = new Lcd(config.rpc ?? settings.rpc, io);
  const key = config.apiKeys?.mintscan;
  const indexer = new Lcd(config.explorerApis ?? settings.indexers ?? [], {
    ...io,
    timeoutMs: config.timeouts?.explorerMs ?? TIMEOUT_MS,
    ...(key ? { headers: { authorization: `Bearer ${key}` } } : {}),
  });
  let chainId: Promise<string> | undefined;
  return {
    chain,
    chainName: name,
    network: config.network,
    prefix,
    denom: DENOM[name],
    lcd,
    indexer,
    balances: config.balanceBook ?? new BalanceBook(),
    chainId: () =>
      (chainId ??= lcd.chainId().catch((e: unknown) => {
        chainId = undefined;
        throw e;
      })),
    explorerTxUrl: (hash) => settings.explorer.tx.replace('{hash}', hash),
    sleep,
  };
}
