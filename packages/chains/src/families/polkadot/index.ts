/**
 * The Polkadot family module: keys, the adapter (DOT over a node's JSON-RPC and Subscan's API,
 * extrinsics encoded and signed here with ed25519), send-error codes, presentation hints and the
 * devnet profile (chopsticks running the fixture runtime behind one local endpoint,
 * devnet/src/polkadot). Providers and logic load on first use through import().
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

function asPolkadot(tx: UnsignedTx): UnsignedTx<PolkadotTxPayload> {
  if (tx.family !== 'polkadot') throw new Error(`Not a Polkadot transaction (${tx.family})`);
  return tx as UnsignedTx<PolkadotTxPayload>;
}

export function createPolkadotAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'polkadot') throw new Error(`${chain.chain_name} is not a Polkadot chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    if (intent.asset?.kind === 'nft') throw new UnsupportedOperationError(chain.chain_name, 'An NFT send');
    if (intent.asset?.kind === 'token') throw new UnsupportedOperationError(chain.chain_name, 'A token send');
    if (intent.memo) throw new UnsupportedOperationError(chain.chain_name, 'A memo');
  };
  return {
    chain,
    network,
    capabilities: CAPABILITIES,
    confirmPolicy: { ...CONFIRM_POLICY },
    ...keyMethods(chain, polkadotKeys, network, defaultPath, DERIVE_TEMPLATE),
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
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
      return m.signTransaction(asPolkadot(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
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
    // chopsticks behind one local endpoint: JSON-RPC at the base, Subscan's API under /api.
    nodeOf: (chain) => (chain.chain_name === 'polkadot' ? 'polkadot' : null),
    adapterConfig: ({ rpc }) => ({ rpc: [rpc], explorerApis: [rpc] }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig) {
  return createPolkadotAdapter(getChain(chainName), config);
}
