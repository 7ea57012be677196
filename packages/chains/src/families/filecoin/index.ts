/**
 * The Filecoin family module: keys, the adapter (FIL sends as Lotus messages encoded by hand —
 * DAG-CBOR, blake2b CIDs, secp256k1 signatures — over the Lotus JSON-RPC API; history and fee
 * data from the Filscan-shaped scan API of spec §7), the secp256k1 signer, send-error codes,
 * presentation hints and the devnet profile (a local ledger, devnet/src/filecoin). Providers and
 * the logic load on first use through import().
 */
import { type AdapterConfig, type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, configuredConfirm, oneKeySigner } from '../account-family';
import { plainPendingEntry } from '../pending-entry';
import { sendErrorCode } from './logic/errors';
import { filecoinKeys } from './logic/keys';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './logic/rules';
import type { FilecoinUnsigned } from './logic/sign';

export type { FilecoinPrepared } from './logic/payload';
export type { FilecoinReceipt } from './logic/confirm';
export type { FilecoinSigner } from './logic/signer';

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

export function createFilecoinAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'filecoin',
    name: 'a Filecoin',
    keys: filecoinKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: configuredConfirm(config, CONFIRM_POLL_MS, CONFIRM_TRIES),
    // A FIL send carries no memo: refused rather than dropped.
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
      return m.signTransaction(unsigned<FilecoinUnsigned>(tx), signer);
    },
    async pendingEntry(signed, prepared) {
      const { filecoinPrepared } = await import('./logic/payload');
      const entry = plainPendingEntry(chain, network, signed, prepared);
      entry.extraPendingTransactionData.nonce = Number(filecoinPrepared(prepared).nonce);
      return entry;
    },
  };
}

export const family: FamilyModule = {
  family: 'filecoin',
  keys: filecoinKeys,
  createAdapter: createFilecoinAdapter,
  ...oneKeySigner((_chain, network) =>
    import('./logic/signer').then((m) => (key: string) => m.filecoinSignerFromKey(key, network)),
  ),
  sendErrorCode,
  presentation: () => ({
    // A custom fee is a fee cap in attoFIL per gas unit.
    customFeeUnit: 'attoFIL/gas',
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // A local ledger answering the Lotus JSON-RPC calls and the scan's (devnet/src/filecoin).
    nodeOf: (chain) => (chain.chain_name === 'filecoin' ? 'filecoin' : null),
    adapterConfig: ({ rpc }) => ({
      rpc: [`${rpc.replace(/\/+$/, '')}/rpc/v1`],
      explorerApis: [`${rpc.replace(/\/+$/, '')}/api/v1`],
      confirm: { pollMs: 500, tries: 20 },
    }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig): ChainAdapter {
  return createFilecoinAdapter(getChain(chainName), config);
}
