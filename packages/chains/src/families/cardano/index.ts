/**
 * The Cardano family module: keys, the adapter (ADA reads from the product API's
 * /cardano/raw/address/{address}; sends encoded and signed here over a Blockfrost-style API),
 * send-error codes, presentation hints and the devnet profile (@blaze-cardano/emulator behind one
 * local endpoint, devnet/src/cardano). Providers and logic load on first use through import().
 */
import {
  UnsupportedOperationError,
  type AdapterConfig,
  type Capabilities,
  type ChainAdapter,
  type TxIntent,
  type UnsignedTx,
} from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain, getNetwork } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { keyMethods } from '../key-methods';
import { lazyLogic, once } from '../lazy';
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

function asCardano(tx: UnsignedTx): UnsignedTx<CardanoTxPayload> {
  if (tx.family !== 'cardano') throw new Error(`Not a Cardano transaction (${tx.family})`);
  return tx as UnsignedTx<CardanoTxPayload>;
}

export function createCardanoAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'cardano') throw new Error(`${chain.chain_name} is not a Cardano chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    if (intent.asset?.kind === 'nft') throw new UnsupportedOperationError(chain.chain_name, 'An NFT send');
    if (intent.memo) throw new UnsupportedOperationError(chain.chain_name, 'A memo');
  };
  return {
    chain,
    network,
    capabilities: CAPABILITIES,
    confirmPolicy: { ...CONFIRM_POLICY },
    ...keyMethods(chain, cardanoKeys, network, defaultPath, DERIVE_TEMPLATE),
    getBalances: (address, o) =>
      withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address, o?.tokens ?? config.tokens)),
    async getTokenInfo(contract) {
      const m = await import('./logic/assets');
      return m.nativeAssetInfo(contract);
    },
    getHistory: (address, o) =>
      withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o?.asset)),
    async prepareTransfer(intent, o) {
      refuse(intent);
      return withLogic(import('./logic/prepare'), (m, c) => m.prepareTransfer(c, intent, o));
    },
    repriceTransfer: (prepared, price) =>
      withLogic(import('./logic/prepare'), (m, c) => m.repriceTransfer(c, prepared, price)),
    async buildTransaction(prepared) {
      const m = await import('./logic/build');
      return m.buildTransaction(chain, prepared);
    },
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asCardano(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
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
  async createSigner({ chain, network, address, account }) {
    const { signerFromKey } = await import('./logic/signer');
    const signer = signerFromKey(chain, network, account().privateKey);
    if (signer.address !== address) throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(chain, network, privateKey) {
    const m = await import('./logic/signer');
    return m.signerFromKey(chain, network, privateKey);
  },
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
