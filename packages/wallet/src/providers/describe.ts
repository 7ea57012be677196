/** The providers a chain uses on a network, as Settings and `kestrel providers list` show them. */
import { chainProviders, type NetworkName } from '@kestrel/chains';
import { maskKey, type ProviderSettings } from './settings';

export interface ProvidersView {
  chain_name: string;
  network: NetworkName;
  /** In the order tried; `custom` marks the person's own endpoints. */
  rpc: { url: string; custom: boolean }[];
  explorers: string[];
  /** The keys the chain's providers take: whether set, and masked. */
  keys: { service: string; required: boolean; set: boolean; masked: string | null }[];
}

export async function describeProviders(
  s: ProviderSettings,
  chainName: string,
  network: NetworkName,
): Promise<ProvidersView> {
  const p = await chainProviders(chainName, network);
  const mine = s.rpc[network]?.[p.chain_name] ?? [];
  return {
    chain_name: p.chain_name,
    network,
    rpc: [
      ...mine.map((url) => ({ url, custom: true })),
      ...p.rpc.filter((u) => !mine.includes(u)).map((url) => ({ url, custom: false })),
    ],
    explorers: p.explorers,
    keys: p.keys.map((k) => {
      const key = s.apiKeys[k.service];
      return {
        service: k.service,
        required: k.required,
        set: key !== undefined,
        masked: key ? maskKey(key) : null,
      };
    }),
  };
}
