/**
 * The Hedera family module: keys, the adapter (HBAR CryptoTransfers encoded by hand in protobuf,
 * submitted to the nodes' gRPC-web proxies; balance, history, exchange rate and confirmation
 * from the mirror node), the ed25519 signer, send-error codes, presentation hints and the devnet
 * profile (a local ledger, devnet/src/hedera). Providers and the logic load on first use.
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
import { hederaKeys } from './logic/keys';
import { CONFIRM_POLL_MS, CONFIRM_TRIES, DEFAULT_NODE } from './logic/rules';
import type { HederaUnsigned } from './logic/sign';

export type { HederaPrepared } from './logic/payload';
export type { HederaSigner } from './logic/signer';

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
  deriveMany: false,
};

function asHedera(tx: UnsignedTx): UnsignedTx<HederaUnsigned> {
  if (tx.family !== 'hedera') throw new Error(`Not a Hedera transaction (${tx.family})`);
  return tx as UnsignedTx<HederaUnsigned>;
}

export function createHederaAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'hedera') throw new Error(`${chain.chain_name} is not a Hedera chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const context = once(() => import('./logic/context').then((m) => m.createContext(chain, config)));
  const withLogic = lazyLogic(context);
  const refuse = (intent: TxIntent) => {
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
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
    ...keyMethods(chain, hederaKeys, network, defaultPath, defaultPath),
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
    buildTransaction: (prepared, signer) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(prepared, signer, c.now())),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asHedera(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    async pendingEntry(signed, prepared) {
      return plainPendingEntry(chain, network, signed, prepared);
    },
  };
}

export const family: FamilyModule = {
  family: 'hedera',
  keys: hederaKeys,
  createAdapter: createHederaAdapter,
  async createSigner({ address, account }) {
    const { hederaSignerFromKey } = await import('./logic/signer');
    const signer = hederaSignerFromKey(account().privateKey);
    // A coin may be kept under its account number once the network assigned one.
    if (signer.address !== address && !/^\d+\.\d+\.\d+$/.test(address))
      throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(_chain, _network, privateKey) {
    const { hederaSignerFromKey } = await import('./logic/signer');
    return hederaSignerFromKey(privateKey);
  },
  sendErrorCode,
  presentation: () => ({
    // The network sets what is charged; the signed maximum is spec §9's estimate.
    customFeeUnit: null,
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // A local ledger answering the mirror node's REST calls and the gRPC-web submit (devnet/src/hedera).
    nodeOf: (chain) => (chain.chain_name === 'hedera' ? 'hedera' : null),
    adapterConfig: ({ rpc }) => ({
      rpc: [`${rpc.replace(/\/+$/, '')}#${DEFAULT_NODE}`],
      explorerApis: [rpc],
      confirm: { pollMs: 500, tries: 20 },
    }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig): ChainAdapter {
  return createHederaAdapter(getChain(chainName), config);
}
