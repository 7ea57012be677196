/**
 * The Tezos family module: keys, the adapter (tez transfers forged by hand — a reveal first when
 * the key is not revealed — over the Octez node RPC, history and confirmation from TzKT), the
 * ed25519 signer, send-error codes, presentation hints and the devnet profile (a local ledger,
 * devnet/src/tezos). Providers and the logic load on first use through import().
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

function asTezos(tx: UnsignedTx): UnsignedTx<TezosUnsigned> {
  if (tx.family !== 'tezos') throw new Error(`Not a Tezos transaction (${tx.family})`);
  return tx as UnsignedTx<TezosUnsigned>;
}

export function createTezosAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'tezos') throw new Error(`${chain.chain_name} is not a Tezos chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    // No memo field on a tez transfer: refused rather than dropped.
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
    ...keyMethods(chain, tezosKeys, network, defaultPath, defaultPath),
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
      return m.signTransaction(asTezos(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
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
  async createSigner({ address, account }) {
    const { tezosSignerFromKey } = await import('./logic/signer');
    const signer = tezosSignerFromKey(account().privateKey);
    if (signer.address !== address) throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(_chain, _network, privateKey) {
    const { tezosSignerFromKey } = await import('./logic/signer');
    return tezosSignerFromKey(privateKey);
  },
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
