/**
 * The Tron family module: keys, the adapter (TRX and TRC-20 over the full node's HTTP API, the v1
 * history API and tronscan's transaction-info), the secp256k1 signer, send-error codes,
 * presentation hints and the devnet profile (a local ledger, devnet/src/tron). Providers and logic
 * load on first use through import().
 */
import { type Capabilities, type ChainAdapter, type PreparedTransfer } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, oneKeySigner } from '../account-family';
import { plainPendingEntry } from '../pending-entry';
import type { StakeEntry, StakeRequest, Validator } from '../../staking-types';
import type { TronTxPayload } from './logic/build';
import type { TronResources, TronValidator } from './logic/resources';
import { sendErrorCode } from './logic/errors';
import { tronKeys } from './logic/keys';
import { CONFIRM_POLICY } from './logic/rules';

export type { TronTxPayload } from './logic/build';
export type { TronResources, TronValidator } from './logic/resources';
export type { TronStakeRequest } from './logic/stake';

/**
 * The Tron adapter: the contract with resources and votes. `prepareStake` takes the contract's
 * freeze, unfreeze, vote, withdraw and rewards; the stake-account create and deactivate are
 * unsupported. `tronValidators` is the list in the spec's Tron shape.
 */
export interface TronAdapter extends ChainAdapter {
  resources(owner: string): Promise<TronResources>;
  tronValidators(): Promise<TronValidator[]>;
  validators(): Promise<Validator[]>;
  stakes(owner: string): Promise<StakeEntry[]>;
  prepareStake(request: StakeRequest): Promise<PreparedTransfer>;
}

const CAPABILITIES: Capabilities = {
  tokens: true,
  nfts: false,
  memo: true,
  // Staking is resources and votes: freeze/unfreeze for energy or bandwidth, votes, rewards.
  staking: true,
  votes: true,
  replaceByFee: false,
  cancel: false,
  batch: false,
  nameResolution: false,
  deriveMany: true,
};

const DERIVE_TEMPLATE = "m/44'/195'/0'/0/{index}";

export function createTronAdapter(
  chain: ChainInfo,
  config: Parameters<FamilyModule['createAdapter']>[1],
): TronAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'tron',
    name: 'a Tron',
    keys: tronKeys,
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
    getTokenInfo: (contract) => withLogic(import('./logic/balance'), (m, c) => m.tokenInfo(c, contract)),
    getHistory: (address, o) =>
      withLogic(import('./logic/history'), (m, c) =>
        m.getHistory(c, address, o?.asset, o?.pending, o?.cursor),
      ),
    async repriceTransfer(prepared, price) {
      const m = await import('./logic/prepare');
      return m.repriceTransfer(chain.chain_name, prepared, price);
    },
    buildTransaction: (prepared) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, prepared)),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(unsigned<TronTxPayload>(tx), signer);
    },
    pendingEntry: async (signed, prepared) => plainPendingEntry(chain, network, signed, prepared),
    resources: (owner) => withLogic(import('./logic/resources'), (m, c) => m.resources(c, owner)),
    tronValidators: () => withLogic(import('./logic/resources'), (m, c) => m.tronValidators(c)),
    validators: () => withLogic(import('./logic/resources'), (m, c) => m.validators(c)),
    stakes: (owner) => withLogic(import('./logic/resources'), (m, c) => m.stakes(c, owner)),
    prepareStake: (request) => withLogic(import('./logic/stake'), (m, c) => m.prepareOperation(c, request)),
  };
}

export const family: FamilyModule = {
  // TronGrid answers without a key at a low rate limit; a key (TRON-PRO-API-KEY) lifts it.
  providers: {
    keys: (_chain, network) => (network === 'devnet' ? [] : [{ service: 'trongrid', required: false }]),
  },
  family: 'tron',
  keys: tronKeys,
  createAdapter: (chain, config) => createTronAdapter(chain, config),
  ...oneKeySigner(() => import('./logic/signer').then((m) => m.signerFromSecret)),
  sendErrorCode,
  presentation: () => ({
    // The network sets bandwidth and energy prices: there is no custom fee.
    customFeeUnit: null,
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // A local ledger (devnet/src/tron) speaking the full node's and tronscan's HTTP calls.
    nodeOf: (chain) => (chain.chain_name === 'tron' ? 'tron' : null),
    adapterConfig: ({ rpc }) => ({ rpc: [rpc], explorerApis: [rpc] }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: Parameters<FamilyModule['createAdapter']>[1]) {
  return createTronAdapter(getChain(chainName), config);
}
