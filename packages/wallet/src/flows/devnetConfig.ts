/**
 * Adapter settings of a chain on the local devnet, from its family's devnet profile: which local
 * node serves it (named as `npm run devnet` names them: 'evm', 'litecoin', ...) and how the
 * adapter reaches it. The shell says where each node is (the web app's proxy paths, the CLI's
 * devnet info file); null when no local node serves the chain.
 */
import { getChain, loadFamilyOf, type AdapterConfig } from '@kestrel/chains';

export interface DevnetNodeUrls {
  rpc: string;
  explorer?: string;
}

/** The local node's name for a chain, or null when the devnet has none for it. */
export async function devnetNodeOf(chainName: string): Promise<string | null> {
  const chain = getChain(chainName);
  return (await loadFamilyOf(chain)).devnet?.nodeOf(chain) ?? null;
}

export async function devnetAdapterConfig(
  chainName: string,
  urlsOf: (node: string) => DevnetNodeUrls | null | undefined,
): Promise<Partial<AdapterConfig> | null> {
  const chain = getChain(chainName);
  const family = await loadFamilyOf(chain);
  const node = family.devnet?.nodeOf(chain);
  const urls = node ? urlsOf(node) : null;
  return urls && family.devnet ? family.devnet.adapterConfig(urls, chain) : null;
}
