/**
 * The Solana family module: keys, the adapter (SOL and SPL tokens, memos, staking), the ed25519
 * signer, send-error codes, presentation hints and the devnet profile (litesvm behind a local
 * JSON-RPC endpoint). Providers and logic load on first use through import().
 */
import { type Capabilities, type ChainAdapter, type PreparedTransfer } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, configuredConfirm, oneKeySigner } from '../account-family';
import { plainPendingEntry } from '../pending-entry';
import type { SolanaTokenInfo } from './logic/balance';
import type { SolanaTxPayload } from './logic/build';
import type { SolanaAdapterConfig } from './logic/context';
import { sendErrorCode } from './logic/errors';
import { solanaKeys } from './logic/keys';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './logic/rules';
import { defaultServices } from './logic/services';
import type { StakeEntry, StakeRequest, Validator } from './logic/staking-types';

export type { SolanaAdapterConfig } from './logic/context';
export type { SolanaTokenInfo } from './logic/balance';
export type { SolanaTxPayload } from './logic/build';
export type { StakeEntry, StakeRequest, Validator } from './logic/staking-types';

/** Solana operations beyond the shared contract: staking (spec §3/§4), token info with its icon. */
export interface SolanaAdapter extends ChainAdapter {
  getTokenInfo(contract: string): Promise<SolanaTokenInfo>;
  /** The validators list (cached 5 minutes). */
  validators(): Promise<Validator[]>;
  /** The owner's stake accounts: activating counts as pending, the rest as stake. */
  stakes(owner: string): Promise<StakeEntry[]>;
  /** A stake operation as a transfer to review; build, sign, broadcast and confirm as any other. */
  prepareStake(request: StakeRequest): Promise<PreparedTransfer>;
}

const CAPABILITIES: Capabilities = {
  tokens: true,
  nfts: true,
  nftsByMint: true,
  memo: true,
  staking: true,
  votes: false,
  replaceByFee: false,
  cancel: false,
  batch: false,
  nameResolution: false,
  deriveMany: true,
};

export function createSolanaAdapter(chain: ChainInfo, config: SolanaAdapterConfig): SolanaAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'solana',
    name: 'a Solana',
    keys: solanaKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: configuredConfirm(config, CONFIRM_POLL_MS, CONFIRM_TRIES),
    template: chain.deriveTemplate,
    refuses: [],
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
    getTokenInfo: (contract) => withLogic(import('./logic/balance'), (m, c) => m.getTokenInfo(c, contract)),
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
      return m.signTransaction(unsigned<SolanaTxPayload>(tx), signer);
    },
    pendingEntry: async (signed, prepared) => plainPendingEntry(chain, network, signed, prepared),
    validators: () => withLogic(import('./logic/staking'), (m, c) => m.validators(c)),
    stakes: (owner) => withLogic(import('./logic/staking'), (m, c) => m.stakes(c, owner)),
    prepareStake: (request) => withLogic(import('./logic/staking'), (m, c) => m.prepareStake(c, request)),
  };
}

export const family: FamilyModule = {
  family: 'solana',
  keys: solanaKeys,
  createAdapter: (chain, config) => createSolanaAdapter(chain, config),
  ...oneKeySigner(() => import('./logic/signer').then((m) => m.signerFromSecret)),
  sendErrorCode,
  presentation: () => ({
    customFeeUnit: 'micro-lamports/CU',
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  // No keys; the token list and validators services beside the RPC (the web app's connect-src).
  providers: {
    keys: () => [],
    services: (_chain, network) => {
      const s = defaultServices(network);
      return [...s.tokenLists, ...s.validators];
    },
  },
  devnet: {
    // litesvm behind a local JSON-RPC endpoint (devnet/src/solana), with its validators and token list.
    nodeOf: (chain) => (chain.chain_name === 'solana' ? 'solana' : null),
    adapterConfig: ({ rpc }) => {
      const base = rpc.replace(/\/+$/, '');
      const settings: Partial<SolanaAdapterConfig> = {
        rpc: [rpc],
        validatorApis: [`${base}/validators`],
        tokenListApis: [`${base}/token-list`],
        confirm: { pollMs: 500, tries: 20 },
      };
      return settings;
    },
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: SolanaAdapterConfig): SolanaAdapter {
  return createSolanaAdapter(getChain(chainName), config);
}
