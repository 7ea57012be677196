/**
 * The Tezos family module: keys, the adapter (tez transfers forged by hand — a reveal first when
 * the key is not revealed — over the Octez node RPC, history and confirmation from TzKT), the
 * ed25519 signer, send-error codes, presentation hints and the devnet profile (a local ledger,
 * devnet/src/tezos). Providers and the logic load on first use through import().
 */
import { type AdapterConfig, type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, configuredConfirm, oneKeySigner } from '../account-family';
import { plainPendingEntry } from '../pending-entry';
import { sendErrorCode } from './logic/errors';
import { tezosKeys } from './logic/keys';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './logic/rules';
import type { TezosUnsigned } from './logic/sign';

export type { TezosPrepared } from './logic/payload';
export type { TezosSigner } from './logic/signer';

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
  deriveMany: false,
};

export function createTezosAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'tezos',
    name: 'a Tezos',
    keys: tezosKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: configuredConfirm(config, CONFIRM_POLL_MS, CONFIRM_TRIES),
    // No memo field on a tez transfer: refused rather than dropped.
    refuses: ['nonBlankMemo', 'tokenOrNft'],
    context: () => import('./logic/context').then((m) => m.createContext(chain, config)),
    prepare: () => import('./logic/prepare'),
    broadcast: () => import('./logic/broadcast'),
    confirm: () => import('./logic/confirm'),
  });
  return {
    ...base,
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
    getHistory: (address, o) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o)),
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
      return m.signTransaction(unsigned<TezosUnsigned>(tx), signer);
    },
    async pendingEntry(signed, prepared) {
      const { tezosPrepared } = await import('./logic/payload');
      const entry = plainPendingEntry(chain, network, signed, prepared);
      entry.extraPendingTransactionData.nonce = Number(tezosPrepared(prepared).counter);
      return entry;
    },
  };
}

export const family: FamilyModule = {
  family: 'tezos',
  keys: tezosKeys,
  createAdapter: createTezosAdapter,
  ...oneKeySigner(() => import('./logic/signer').then((m) => m.tezosSignerFromKey)),
  sendErrorCode,
  presentation: () => ({
    customFeeUnit: 'mutez',
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // A local ledger answering the Octez RPC and TzKT calls (devnet/src/tezos), baking each injection at once.
    nodeOf: (chain) => (chain.chain_name === 'tezos' ? 'tezos' : null),
    adapterConfig: ({ rpc }) => ({ rpc: [rpc], explorerApis: [rpc], confirm: { pollMs: 500, tries: 20 } }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig): ChainAdapter {
  return createTezosAdapter(getChain(chainName), config);
}
