/** The chain adapter entry: createAdapter(chain, config) dispatches by family, loading code on demand. */
import { ChainNotSupportedError, type AdapterConfig, type ChainAdapter } from './adapter-types';
import { getChain } from './registry/index';

export * from './adapter-types';

interface FamilyModule {
  createAdapter(chainName: string, config: AdapterConfig): Promise<ChainAdapter>;
}

/** Families with an adapter, each loaded by dynamic import so unused families cost nothing. */
const FAMILY_LOADERS: Partial<Record<string, () => Promise<FamilyModule>>> = {
  evm: () => import('./families/evm/index'),
  utxo: () => import('./families/utxo/index'),
};

/** Creates the adapter of `chainName` (a registry chain_name). Unknown names throw UnknownChainError. */
export async function createAdapter(chainName: string, config: AdapterConfig): Promise<ChainAdapter> {
  const chain = getChain(chainName);
  const load = FAMILY_LOADERS[chain.family];
  if (!load) throw new ChainNotSupportedError(chain.chain_name);
  const family = await load();
  return family.createAdapter(chain.chain_name, config);
}
