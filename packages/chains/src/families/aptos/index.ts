/**
 * The Aptos family module: keys, the adapter (APT transfers through 0x1::aptos_account::transfer,
 * which creates the receiver's account, encoded in BCS by hand over the node REST API v1:
 * simulation for the gas, submission, confirmation and history), the ed25519 signer, send-error
 * codes, presentation hints and the devnet profile (a local ledger, devnet/src/aptos). Providers
 * and the logic load on first use through import().
 */
import { type AdapterConfig, type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, configuredConfirm, oneKeySigner } from '../account-family';
import { plainPendingEntry } from '../pending-entry';
import type { AptosUnsigned } from './logic/build';
import { sendErrorCode } from './logic/errors';
import { aptosKeys } from './logic/keys';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './logic/rules';

export type { AptosPrepared } from './logic/payload';
export type { AptosSigner } from './logic/signer';

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

export function createAptosAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'aptos',
    name: 'an Aptos',
    keys: aptosKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: configuredConfirm(config, CONFIRM_POLL_MS, CONFIRM_TRIES),
    // aptos_account::transfer has no memo: refused rather than dropped.
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
      return m.signTransaction(unsigned<AptosUnsigned>(tx), signer);
    },
    async pendingEntry(signed, prepared) {
      const { aptosPrepared } = await import('./logic/payload');
      const entry = plainPendingEntry(chain, network, signed, prepared);
      entry.extraPendingTransactionData.nonce = Number(aptosPrepared(prepared).sequenceNumber);
      return entry;
    },
  };
}

export const family: FamilyModule = {
  family: 'aptos',
  keys: aptosKeys,
  createAdapter: createAptosAdapter,
  ...oneKeySigner(() => import('./logic/signer').then((m) => m.aptosSignerFromKey)),
  sendErrorCode,
  presentation: () => ({
    customFeeUnit: 'octas/gas',
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // A local ledger answering the node REST API v1 (devnet/src/aptos), committing each submission at once.
    nodeOf: (chain) => (chain.chain_name === 'aptos' ? 'aptos' : null),
    adapterConfig: ({ rpc }) => {
      const base = rpc.replace(/\/+$/, '');
      return {
        rpc: [`${base}/v1`],
        explorerApis: [`${base}/v1/graphql`],
        confirm: { pollMs: 500, tries: 20 },
      };
    },
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig): ChainAdapter {
  return createAptosAdapter(getChain(chainName), config);
}
