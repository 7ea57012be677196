/**
 * The Cosmos family module (cosmos, thorchain): keys, the adapter (native sends over the Cosmos SDK
 * REST API, SIGN_MODE_DIRECT transactions encoded by hand), the secp256k1 signer, send-error codes,
 * presentation hints and the devnet profile (a local LCD-shaped ledger per chain, devnet/src/cosmos).
 * Providers and logic load on first use through import().
 */
import { type AdapterConfig, type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, oneKeySigner } from '../account-family';
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

export function createCosmosAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'cosmos',
    name: 'a Cosmos-family',
    keys: cosmosKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: confirmPolicyOf(chain.chain_name),
    template: templateOf,
    refuses: ['nft', 'token'],
    context: () => import('./logic/context').then((m) => m.createContext(chain, config)),
    prepare: () => import('./logic/prepare'),
    broadcast: () => import('./logic/broadcast'),
    confirm: () => import('./logic/confirm'),
  });
  return {
    ...base,
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
    getHistory: (address, o) =>
      withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o?.cursor)),
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
      return m.signTransaction(unsigned<CosmosTxPayload>(tx), signer);
    },
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
  ...oneKeySigner(
    () => import('./logic/signer').then((m) => m.signerFromSecret),
    // A Cosmos address is the key's account hash (RIPEMD-160 of SHA-256) under the chain's prefix.
    async (signer, address) => {
      const { accountHash } = await import('./logic/address');
      const { ripemd160 } = await import('@noble/hashes/legacy.js');
      const { sha256 } = await import('@noble/hashes/sha2.js');
      return ripemd160(sha256(signer.publicKey)).join() === accountHash(address).join();
    },
  ),
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
