/**
 * Providers as configuration (issue #17): which endpoints a chain reads on a network and which API
 * keys its providers take. Services are named once here (a key is the person's, kept in the
 * wallet's vault); each family says which of them its providers use, and receives the keys in
 * `AdapterConfig.apiKeys` by service name.
 */
import type { ChainInfo, ChainName, NetworkName } from './registry/types';
import { getChain } from './registry/index';
import { loadFamilyOf } from './families/registry';

/** A provider service that takes an API key. */
export interface ProviderService {
  service: string;
  label: string;
  /** Where a person gets a key. */
  signup: string;
}

/** Every service a family's providers take a key for (`kestrel providers set-key SERVICE`). */
export const PROVIDER_SERVICES: readonly ProviderService[] = [
  { service: 'etherscan', label: 'Etherscan V2 (EVM history and gas)', signup: 'https://etherscan.io/apis' },
  {
    service: 'oklink',
    label: 'OKLink (Ethereum PoW history)',
    signup: 'https://www.oklink.com/account/my-api',
  },
  { service: 'subscan', label: 'Subscan (Polkadot history)', signup: 'https://pro.subscan.io' },
  { service: 'mintscan', label: 'Mintscan (Cosmos history)', signup: 'https://api.mintscan.io' },
  { service: 'blockfrost', label: 'Blockfrost (Cardano reads)', signup: 'https://blockfrost.io' },
  {
    service: 'blockcypher',
    label: 'BlockCypher (Litecoin, Dogecoin)',
    signup: 'https://accounts.blockcypher.com',
  },
  { service: 'blockchair', label: 'Blockchair (Bitcoin family)', signup: 'https://api.blockchair.com' },
  { service: 'blockdaemon', label: 'Blockdaemon (Bitcoin family)', signup: 'https://app.blockdaemon.com' },
  { service: 'trongrid', label: 'TronGrid (Tron)', signup: 'https://www.trongrid.io' },
  { service: 'toncenter', label: 'Toncenter (TON)', signup: 'https://t.me/tonapibot' },
  {
    service: 'hedera_mirror',
    label: 'Hedera mirror node with a key (Hgraph, Arkhia)',
    signup: 'https://www.hgraph.com',
  },
];

export function isProviderService(name: string): boolean {
  return PROVIDER_SERVICES.some((s) => s.service === name);
}

/** A key a chain's providers take on a network. */
export interface ProviderKeyUse {
  service: string;
  /** True when the providers refuse reads without it (Etherscan V2, OKLink). */
  required: boolean;
}

/** What a family says about its providers (FamilyModule.providers). */
export interface FamilyProviders {
  /** Explorer / indexer API bases the adapter reads by default (else the registry's `indexers`). */
  explorers?(chain: ChainInfo, network: NetworkName): string[];
  /** The keys its providers take on the network. */
  keys(chain: ChainInfo, network: NetworkName): ProviderKeyUse[];
  /**
   * Other services the adapter reads on the network, beyond RPC and explorers (name services,
   * token lists, metadata gateways): the web app's Content-Security-Policy allows them.
   */
  services?(chain: ChainInfo, network: NetworkName): string[];
}

/** The default endpoints of a chain on a network (public, no key needed for RPC) and its keys. */
export interface ChainProviders {
  chain_name: ChainName;
  network: NetworkName;
  rpc: string[];
  explorers: string[];
  keys: ProviderKeyUse[];
  /** FamilyProviders.services: other APIs the adapter reads. */
  services: string[];
}

export async function chainProviders(chainName: string, network: NetworkName): Promise<ChainProviders> {
  const chain = getChain(chainName);
  const settings = chain.networks[network];
  const family = await loadFamilyOf(chain);
  return {
    chain_name: chain.chain_name,
    network,
    rpc: [...(settings?.rpc ?? [])],
    explorers: family.providers?.explorers?.(chain, network) ?? [...(settings?.indexers ?? [])],
    keys: family.providers?.keys(chain, network) ?? [],
    services: family.providers?.services?.(chain, network) ?? [],
  };
}
