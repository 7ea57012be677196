/** The chain registry: one record per chain_name of the spec, plus bitcoin_taproot. */
import { EVM_CHAINS } from './evm';
import { OTHER_CHAINS } from './others';
import { CHAIN_NAMES, type ChainInfo, type ChainName, type NetworkName, type NetworkSettings } from './types';
import { UTXO_CHAINS } from './utxo';

export * from './types';
export {
  EVM_DEVNET_BATCH_DELEGATE,
  EVM_DEVNET_CHAIN_ID,
  EVM_DEVNET_RPC,
  evmDevnetChainId,
  evmDevnetNetworks,
  evmDevnetPath,
} from './evm';
export { LITECOIN_DEVNET_RPC } from './utxo';

const byName = new Map<string, ChainInfo>();
for (const c of [...EVM_CHAINS, ...UTXO_CHAINS, ...OTHER_CHAINS]) byName.set(c.chain_name, c);

/** All chains in the spec's order. */
export const CHAINS: readonly ChainInfo[] = CHAIN_NAMES.map((n) => {
  const c = byName.get(n);
  if (!c) throw new Error(`registry is missing ${n}`);
  return c;
});

export class UnknownChainError extends Error {
  override name = 'UnknownChainError';
  constructor(chain: string) {
    super(
      `Unknown chain "${String(chain).slice(0, 64)}". Run \`kestrel chains\` to list the supported chain names.`,
    );
  }
}

export function isChainName(name: string): name is ChainName {
  return byName.has(name);
}

export function getChain(name: string): ChainInfo {
  const c = byName.get(name);
  if (!c) throw new UnknownChainError(name);
  return c;
}

/** Network settings, falling back to testnet where a chain has no local devnet. */
export function getNetwork(chain: ChainInfo, network: NetworkName): NetworkSettings {
  if (network === 'devnet') return chain.networks.devnet ?? chain.networks.testnet;
  return chain.networks[network];
}

export function explorerTxUrl(chain: ChainInfo, hash: string, network: NetworkName = 'mainnet'): string {
  return getNetwork(chain, network).explorer.tx.replace('{hash}', hash);
}

export function explorerAddressUrl(
  chain: ChainInfo,
  address: string,
  network: NetworkName = 'mainnet',
): string {
  return getNetwork(chain, network).explorer.address.replace('{address}', address);
}
