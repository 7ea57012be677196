/**
 * Every origin the adapters may reach by default: each chain's RPC endpoints, explorers and other
 * services (chainProviders) on each network. The web app's Content-Security-Policy limits
 * connect-src to these (plus its own origin), computed from the providers' configuration.
 */
import { CHAINS, chainProviders, type NetworkName } from '@kestrel/chains';

export const ALL_NETWORKS: readonly NetworkName[] = ['mainnet', 'testnet', 'devnet'];

/** `scheme://host[:port]` of a URL; null for text that is not an absolute URL. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.host ? `${u.protocol}//${u.host}` : null;
  } catch {
    return null;
  }
}

export async function providerOrigins(networks: readonly NetworkName[] = ALL_NETWORKS): Promise<string[]> {
  const out = new Set<string>();
  for (const chain of CHAINS)
    for (const network of networks) {
      if (!chain.networks[network]) continue;
      const p = await chainProviders(chain.chain_name, network);
      for (const url of [...p.rpc, ...p.explorers, ...p.services]) {
        const origin = originOf(url);
        if (origin) out.add(origin);
      }
    }
  return [...out].sort();
}
