/**
 * The EVM family's providers (FamilyModule.providers): its explorer API bases, and the keys they
 * take. Etherscan V2 and OKLink refuse reads without a key; Blockscout, Viction and Kavascan do not.
 */
import type { FamilyProviders } from '../../../providers';
import { BNB_NAME_API } from '../network/bnb-names';
import { explorerApis, explorerKind } from './rules';

export const evmProviders: FamilyProviders = {
  explorers: (chain, network) => explorerApis(chain.chain_name, network),
  keys(chain, network) {
    if (network === 'devnet') return [];
    const kind = explorerKind(chain.chain_name);
    if (kind === 'oklink') return [{ service: 'oklink', required: true }];
    // Kava's explorer is Blockscout-style (kavascan.com/api) and takes no key.
    if (kind === 'etherscan' && explorerApis(chain.chain_name, network).some((b) => b.includes('/v2/')))
      return [{ service: 'etherscan', required: true }];
    return [];
  },
  // .bnb names resolve through the BNB name service's HTTP API (ENS reads go to the RPC).
  services: (chain) => (chain.chain_name === 'binance_smart_chain' ? [BNB_NAME_API] : []),
};
