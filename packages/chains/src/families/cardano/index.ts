/**
 * The Cardano family module: keys, the adapter (ADA reads from the product API's
 * /cardano/raw/address/{address}; sends encoded and signed here over a Blockfrost-style API),
 * send-error codes, presentation hints and the devnet profile (@blaze-cardano/emulator behind one
 * local endpoint, devnet/src/cardano). Providers and logic load on first use through import().
 */
import { type AdapterConfig, type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, oneKeySigner } from '../account-family';
import { plainPendingEntry } from '../pending-entry';
import type { CardanoTxPayload } from './logic/build';
import { sendErrorCode } from './logic/errors';
import { cardanoKeys } from './logic/keys';
import { CONFIRM_POLICY } from './logic/rules';

export type { CardanoAdapterConfig } from './logic/context';
const CAPABILITIES: Capabilities = {
  // Native assets: balances, info and sends (policy id + asset name; logic/assets.ts).
  tokens: true,
  nfts: false,
  memo: false,
  staking: false,
  votes: false,
  replaceByFee: false,
  cancel: false,
  batch: false,
  nameResolution: false,
  deriveMany: true,
};

/** CIP-1852 with the account index in place of the first hardened zero. */
const DERIVE_TEMPLATE = "m/1852'/1815'/{index}'/0/0";

export function createCardanoAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'cardano',
    name: 'a Cardano',
    keys: cardanoKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: { ...CONFIRM_POLICY },
    template: DERIVE_TEMPLATE,
    refuses: ['nft', 'memo'],
    context: () => import('./logic/context').then((m) => m.createContext(chain, config)),
    prepare: () => import('./logic/prepare'),
    broadcast: () => import('./logic/broadcast'),
    confirm: () => import('./logic/confirm'),
  });
  return {
    ...base,
    getBalances: (address, o) =>
      withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address, o?.tokens ?? config.tokens)),
    async getTokenInfo(contract) {
      const m = await import('./logic/assets');
      return m.nativeAssetInfo(contract);
    },
    getHistory: (address, o) =>
      withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o?.asset, o?.cursor)),
    repriceTransfer: (prepared, price) =>
      withLogic(import('./logic/prepare'), (m, c) => m.repriceTransfer(c, prepared, price)),
    async buildTransaction(prepared) {
      const m = await import('./logic/build');
      return m.buildTransaction(chain, prepared);
    },
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(unsigned<CardanoTxPayload>(tx), signer);
    },
    pendingEntry: async (signed, prepared) => plainPendingEntry(chain, network, signed, prepared),
  };
}

export const family: FamilyModule = {
  // The key reaches the adapter as AdapterConfig.apiKeys.blockfrost; optional: mainnet reads go through the product API's relay, which holds its own key.
  providers: {
    keys: (_chain, network) => (network === 'devnet' ? [] : [{ service: 'blockfrost', required: false }]),
  },
  family: 'cardano',
  keys: cardanoKeys,
  createAdapter: (chain, config) => createCardanoAdapter(chain, config),
  ...oneKeySigner((chain, network) =>
    import('./logic/signer').then((m) => (key: string) => m.signerFromKey(chain, network, key)),
  ),
  sendErrorCode,
  presentation: () => ({
    customFeeUnit: null,
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // The emulator behind one local endpoint: the product API's route at the base, Blockfrost's under /api/v0.
    nodeOf: (chain) => (chain.chain_name === 'cardano' ? 'cardano' : null),
    adapterConfig: ({ rpc }) => ({ rpc: [`${rpc.replace(/\/+$/, '')}/api/v0`], explorerApis: [rpc] }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig) {
  return createCardanoAdapter(getChain(chainName), config);
}
