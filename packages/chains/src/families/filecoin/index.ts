/**
 * The Filecoin family module: keys, the adapter (FIL sends as Lotus messages encoded by hand —
 * DAG-CBOR, blake2b CIDs, secp256k1 signatures — over the Lotus JSON-RPC API; history and fee
 * data from the Filscan-shaped scan API of spec §7), the secp256k1 signer, send-error codes,
 * presentation hints and the devnet profile (a local ledger, devnet/src/filecoin). Providers and
 * the logic load on first use through import().
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

function asFilecoin(tx: UnsignedTx): UnsignedTx<FilecoinUnsigned> {
  if (tx.family !== 'filecoin') throw new Error(`Not a Filecoin transaction (${tx.family})`);
  return tx as UnsignedTx<FilecoinUnsigned>;
}

export function createFilecoinAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'filecoin') throw new Error(`${chain.chain_name} is not a Filecoin chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    // A FIL send carries no memo: refused rather than dropped.
    if (intent.memo !== undefined && intent.memo.trim() !== '')
      throw new UnsupportedOperationError(chain.chain_name, 'A memo');
    if (intent.asset && intent.asset.kind !== 'native')
      throw new UnsupportedOperationError(chain.chain_name, 'A token or NFT send');
  };
  return {
    chain,
    network,
    capabilities: CAPABILITIES,
    confirmPolicy: {
      intervalMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    ...keyMethods(chain, filecoinKeys, network, defaultPath, defaultPath),
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
    getHistory: (address, o) =>
      withLogic(import('./logic/history'), (m, c) =>
        m.getHistory(c, address, o?.pending ? { pending: o.pending } : {}),
      ),
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
      return m.signTransaction(asFilecoin(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
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
  async createSigner({ address, network, account }) {
    const { filecoinSignerFromKey } = await import('./logic/signer');
    const signer = filecoinSignerFromKey(account().privateKey, network);
    if (signer.address !== address) throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(_chain, network, privateKey) {
    const { filecoinSignerFromKey } = await import('./logic/signer');
    return filecoinSignerFromKey(privateKey, network);
  },
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
