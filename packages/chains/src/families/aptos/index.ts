/**
 * The Aptos family module: keys, the adapter (APT transfers through 0x1::aptos_account::transfer,
 * which creates the receiver's account, encoded in BCS by hand over the node REST API v1:
 * simulation for the gas, submission, confirmation and history), the ed25519 signer, send-error
 * codes, presentation hints and the devnet profile (a local ledger, devnet/src/aptos). Providers
 * and the logic load on first use through import().
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

function asAptos(tx: UnsignedTx): UnsignedTx<AptosUnsigned> {
  if (tx.family !== 'aptos') throw new Error(`Not an Aptos transaction (${tx.family})`);
  return tx as UnsignedTx<AptosUnsigned>;
}

export function createAptosAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'aptos') throw new Error(`${chain.chain_name} is not an Aptos chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    // aptos_account::transfer has no memo: refused rather than dropped.
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
    ...keyMethods(chain, aptosKeys, network, defaultPath, defaultPath),
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
      return m.signTransaction(asAptos(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
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
  async createSigner({ address, account }) {
    const { aptosSignerFromKey } = await import('./logic/signer');
    const signer = aptosSignerFromKey(account().privateKey);
    if (signer.address !== address) throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(_chain, _network, privateKey) {
    const { aptosSignerFromKey } = await import('./logic/signer');
    return aptosSignerFromKey(privateKey);
  },
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
