/**
 * The Bitcoin family's providers (FamilyModule.providers): the keys its indexers take on a
 * network. BlockCypher and Blockchair answer without one (lower rate limits); Blockdaemon's API
 * needs one. Each service's key reaches the endpoints of that provider (context.ts).
 */
import type { FamilyProviders, ProviderKeyUse } from '../../../providers';

const KEYED = /blockcypher|blockchair|blockdaemon/;

export const utxoProviders: FamilyProviders = {
  keys(chain, network) {
    const seen = new Map<string, ProviderKeyUse>();
    for (const url of chain.networks[network]?.indexers ?? []) {
      let host = '';
      try {
        host = new URL(url).host;
      } catch {
        continue;
      }
      const service = KEYED.exec(host)?.[0];
      if (service) seen.set(service, { service, required: service === 'blockdaemon' });
    }
    return [...seen.values()];
  },
};
