/**
 * The Stellar family module: keys, the adapter (XLM and credit assets CODE:ISSUER over Horizon,
 * text memos, create-account for new receivers), the ed25519 signer, send-error codes,
 * presentation hints and the devnet profile (a local Horizon-shaped ledger, devnet/src/stellar).
 * Providers and logic load on first use through import().
 */
import { type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, oneKeySigner } from '../account-family';
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

export function createStellarAdapter(
  chain: ChainInfo,
  config: Parameters<FamilyModule['createAdapter']>[1],
): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'stellar',
    name: 'a Stellar',
    keys: stellarKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: { ...CONFIRM_POLICY },
    template: DERIVE_TEMPLATE,
    refuses: ['nft'],
    context: () => import('./logic/context').then((m) => m.createContext(chain, config)),
    prepare: () => import('./logic/prepare'),
    broadcast: () => import('./logic/broadcast'),
    confirm: () => import('./logic/confirm'),
  });
  return {
    ...base,
    getBalances: (address, o) =>
      withLogic(import('./logic/balance'), (m, c) =>
        m.getBalances(c, address, o?.tokens ?? config.tokens ?? []),
      ),
    // The asset reader is small and the keys already load it (token ids), so it is no chunk of its own.
    getTokenInfo: async (contract) => tokenInfo(contract),
    getHistory: (address, o) =>
      withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o?.asset, o?.cursor)),
    async repriceTransfer(prepared, price) {
      const m = await import('./logic/prepare');
      return m.repriceTransfer(prepared, price);
    },
    buildTransaction: (prepared) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, prepared)),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(unsigned<StellarTxPayload>(tx), signer);
    },
    pendingEntry: async (signed, prepared) => plainPendingEntry(chain, network, signed, prepared),
  };
}

export const family: FamilyModule = {
  family: 'stellar',
  keys: stellarKeys,
  createAdapter: (chain, config) => createStellarAdapter(chain, config),
  ...oneKeySigner(() => import('./logic/signer').then((m) => m.signerFromSecret)),
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
