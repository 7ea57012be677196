/**
 * The Cosmos family module (cosmos, thorchain): keys, the adapter (native sends over the Cosmos SDK
 * REST API, SIGN_MODE_DIRECT transactions encoded by hand), the secp256k1 signer, send-error codes,
 * presentation hints and the devnet profile (a local LCD-shaped ledger per chain, devnet/src/cosmos).
 * Providers and logic load on first use through import().
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
import type { CosmosTxPayload } from './logic/build';
import { confirmPolicyOf } from './logic/rules';
import { sendErrorCode } from './logic/errors';
import { cosmosKeys } from './logic/keys';

export type { CosmosTxPayload } from './logic/build';

const CAPABILITIES: Capabilities = {
  tokens: false,
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

/** BIP-44 account index on the last level: m/44'/118'/0'/0/{index} (Cosmos), 931' (THORChain). */
const templateOf = (path: string) => path.replace(/\/\d+$/, '/{index}');

function asCosmos(tx: UnsignedTx): UnsignedTx<CosmosTxPayload> {
  if (tx.family !== 'cosmos') throw new Error(`Not a Cosmos-family transaction (${tx.family})`);
  return tx as UnsignedTx<CosmosTxPayload>;
}

export function createCosmosAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'cosmos') throw new Error(`${chain.chain_name} is not a Cosmos-family chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    if (intent.asset?.kind === 'nft') throw new UnsupportedOperationError(chain.chain_name, 'An NFT send');
    if (intent.asset?.kind === 'token') throw new UnsupportedOperationError(chain.chain_name, 'A token send');
  };
  return {
    chain,
    network,
    capabilities: CAPABILITIES,
    confirmPolicy: confirmPolicyOf(chain.chain_name),
    ...keyMethods(chain, cosmosKeys, network, defaultPath, templateOf(defaultPath)),
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
    getHistory: (address) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address)),
    async prepareTransfer(intent, o) {
      refuse(intent);
      return withLogic(import('./logic/prepare'), (m, c) => m.prepareTransfer(c, intent, o));
    },
    async repriceTransfer(prepared, price) {
      const m = await import('./logic/prepare');
      return m.repriceTransfer(prepared, price);
    },
    async buildTransaction(prepared) {
      const m = await import('./logic/build');
      return m.buildTransaction(prepared);
    },
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asCosmos(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    pendingEntry: async (signed, prepared) => plainPendingEntry(chain, network, signed, prepared),
  };
}

export const family: FamilyModule = {
  // The key reaches the adapter as AdapterConfig.apiKeys.mintscan; Mintscan's API takes a Bearer key.
  providers: {
    keys: (_chain, network) => (network === 'devnet' ? [] : [{ service: 'mintscan', required: true }]),
  },
  family: 'cosmos',
  keys: cosmosKeys,
  createAdapter: (chain, config) => createCosmosAdapter(chain, config),
  async createSigner({ address, account }) {
    const { signerFromSecret } = await import('./logic/signer');
    const signer = signerFromSecret(account().privateKey);
    const { accountHash } = await import('./logic/address');
    const { ripemd160 } = await import('@noble/hashes/legacy.js');
    const { sha256 } = await import('@noble/hashes/sha2.js');
    const own = ripemd160(sha256(signer.publicKey));
    if (own.join() !== accountHash(address).join())
      throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(_chain, _network, privateKey) {
    const { signerFromSecret } = await import('./logic/signer');
    return signerFromSecret(privateKey);
  },
  sendErrorCode,
  presentation: (chain) =>
    chain.chain_name === 'thorchain'
      ? // THORChain's network sets the fee (its native fee): no custom fee.
        { customFeeUnit: null, customFeeDecimals: 0, canBatch: false, recordsFailedSends: false }
      : // A custom fee is a gas price in uatom per gas; prices are kept in thousandths of a uatom.
        { customFeeUnit: 'uatom/gas', customFeeDecimals: 3, canBatch: false, recordsFailedSends: false },
  devnet: {
    // An LCD-shaped local ledger per chain (devnet/src/cosmos); Mintscan's history route on the same node.
    nodeOf: (chain) =>
      chain.chain_name === 'cosmos' || chain.chain_name === 'thorchain' ? chain.chain_name : null,
    adapterConfig: ({ rpc }) => ({ rpc: [rpc], explorerApis: [rpc] }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig) {
  return createCosmosAdapter(getChain(chainName), config);
}
