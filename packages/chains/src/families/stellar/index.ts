/**
 * The Stellar family module: keys, the adapter (XLM and credit assets CODE:ISSUER over Horizon,
 * text memos, create-account for new receivers), the ed25519 signer, send-error codes,
 * presentation hints and the devnet profile (a local Horizon-shaped ledger, devnet/src/stellar).
 * Providers and logic load on first use through import().
 */
import {
  UnsupportedOperationError,
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
import { tokenInfo } from './logic/asset';
import type { StellarTxPayload } from './logic/build';
import { sendErrorCode } from './logic/errors';
import { stellarKeys } from './logic/keys';
import { CONFIRM_POLICY } from './logic/rules';

export type { StellarTxPayload } from './logic/build';

const CAPABILITIES: Capabilities = {
  tokens: true,
  nfts: false,
  memo: true,
  staking: false,
  votes: false,
  replaceByFee: false,
  cancel: false,
  batch: false,
  nameResolution: false,
  deriveMany: true,
};

/** SEP-0005: accounts at m/44'/148'/{index}'. */
const DERIVE_TEMPLATE = "m/44'/148'/{index}'";

function asStellar(tx: UnsignedTx): UnsignedTx<StellarTxPayload> {
  if (tx.family !== 'stellar') throw new Error(`Not a Stellar transaction (${tx.family})`);
  return tx as UnsignedTx<StellarTxPayload>;
}

export function createStellarAdapter(
  chain: ChainInfo,
  config: Parameters<FamilyModule['createAdapter']>[1],
): ChainAdapter {
  if (chain.family !== 'stellar') throw new Error(`${chain.chain_name} is not a Stellar chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    if (intent.asset?.kind === 'nft') throw new UnsupportedOperationError(chain.chain_name, 'An NFT send');
  };
  return {
    chain,
    network,
    capabilities: CAPABILITIES,
    confirmPolicy: { ...CONFIRM_POLICY },
    ...keyMethods(chain, stellarKeys, network, defaultPath, DERIVE_TEMPLATE),
    getBalances: (address, o) =>
      withLogic(import('./logic/balance'), (m, c) =>
        m.getBalances(c, address, o?.tokens ?? config.tokens ?? []),
      ),
    // The asset reader is small and the keys already load it (token ids), so it is no chunk of its own.
    getTokenInfo: async (contract) => tokenInfo(contract),
    getHistory: (address, o) =>
      withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o?.asset)),
    async prepareTransfer(intent, o) {
      refuse(intent);
      return withLogic(import('./logic/prepare'), (m, c) => m.prepareTransfer(c, intent, o));
    },
    async repriceTransfer(prepared, price) {
      const m = await import('./logic/prepare');
      return m.repriceTransfer(prepared, price);
    },
    buildTransaction: (prepared) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, prepared)),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asStellar(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    pendingEntry: async (signed, prepared) => plainPendingEntry(chain, network, signed, prepared),
  };
}

export const family: FamilyModule = {
  family: 'stellar',
  keys: stellarKeys,
  createAdapter: (chain, config) => createStellarAdapter(chain, config),
  async createSigner({ address, account }) {
    const { signerFromSecret } = await import('./logic/signer');
    const signer = signerFromSecret(account().privateKey);
    if (signer.address !== address) throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(_chain, _network, privateKey) {
    const { signerFromSecret } = await import('./logic/signer');
    return signerFromSecret(privateKey);
  },
  sendErrorCode,
  presentation: () => ({
    // A custom fee is the price per operation in stroops.
    customFeeUnit: 'stroops',
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // A Horizon-shaped local ledger (devnet/src/stellar) with a friendbot-style faucet.
    nodeOf: (chain) => (chain.chain_name === 'stellar' ? 'stellar' : null),
    adapterConfig: ({ rpc }) => ({ rpc: [rpc] }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: Parameters<FamilyModule['createAdapter']>[1]) {
  return createStellarAdapter(getChain(chainName), config);
}
