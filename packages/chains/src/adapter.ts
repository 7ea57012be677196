/** The chain adapter entry: createAdapter(chain, config) loads the chain's family on first use. */
import type { AdapterConfig, ChainAdapter } from './adapter-types';
import { loadFamilyOf } from './families/registry';
import { getChain } from './registry/index';

export * from './adapter-types';

/**
 * Creates the adapter of `chainName` (a registry chain_name). Unknown names throw
 * UnknownChainError; a family without an adapter rejects with ChainNotSupportedError.
 */
export async function createAdapter(chainName: string, config: AdapterConfig): Promise<ChainAdapter> {
  const chain = getChain(chainName);
  return (await loadFamilyOf(chain)).createAdapter(chain, config);
}
