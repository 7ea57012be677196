/**
 * The Polkadot family module: keys, the adapter (DOT over a node's JSON-RPC and Subscan's API,
 * extrinsics encoded and signed here with ed25519), send-error codes, presentation hints and the
 * devnet profile (chopsticks running the fixture runtime behind one local endpoint,
 * devnet/src/polkadot). Providers and logic load on first use through import().
 */
import { type AdapterConfig, type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, oneKeySigner } from '../account-family';
import { plainPendingEntry } from '../pending-entry';
import type { PolkadotTxPayload } from './logic/build';
import { sendErrorCode } from './logic/errors';
import { polkadotKeys } from './logic/keys';
import { CONFIRM_POLICY } from './logic/rules';

export type { PolkadotTxPayload } from './logic/build';

const CAPABILITIES: Capabilities = {
  tokens: false,
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

/** Trust Wallet's Polkadot path with the account index in place of the first hardened zero. */
const DERIVE_TEMPLATE = "m/44'/354'/{index}'/0'/0'";

export function createPolkadotAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'polkadot',
    name: 'a Polkadot',
    keys: polkadotKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: { ...CONFIRM_POLICY },
    template: DERIVE_TEMPLATE,
    refuses: ['nft', 'token', 'memo'],
    context: () => import('./logic/context').then((m) => m.createContext(chain, config)),
    prepare: () => import('./logic/prepare'),
    broadcast: () => import('./logic/broadcast'),
    confirm: () => import('./logic/confirm'),
  });
  return {
    ...base,
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
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
      return m.signTransaction(unsigned<PolkadotTxPayload>(tx), signer);
    },
    pendingEntry: async (signed, prepared) => plainPendingEntry(chain, network, signed, prepared),
  };
}

export const family: FamilyModule = {
  // The key reaches the adapter as AdapterConfig.apiKeys.subscan; Subscan's API takes a key (x-api-key) for its scan routes.
  providers: {
    keys: (_chain, network) => (network === 'devnet' ? [] : [{ service: 'subscan', required: true }]),
  },
  family: 'polkadot',
  keys: polkadotKeys,
  createAdapter: (chain, config) => createPolkadotAdapter(chain, config),
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
    // chopsticks behind one local endpoint: JSON-RPC at the base, Subscan's API under /api.
    nodeOf: (chain) => (chain.chain_name === 'polkadot' ? 'polkadot' : null),
    adapterConfig: ({ rpc }) => ({ rpc: [rpc], explorerApis: [rpc] }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig) {
  return createPolkadotAdapter(getChain(chainName), config);
}
