/**
 * The TON family module: keys, createAdapter (coin and jettons, wallet v4r2), the ed25519 signer,
 * send-error codes and presentation hints. Providers, message building and signing load on first
 * use through import().
 */
import type { Capabilities, ChainAdapter, PendingEntry } from '../../adapter-types';
import type { AdapterConfig } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain, getNetwork } from '../../registry/index';
import type { ChainInfo, NetworkName } from '../../registry/types';
import { keyMethods } from '../key-methods';
import { lazyLogic, once } from '../lazy';
import { plainPendingEntry } from '../pending-entry';
import { formatTonAddress } from './logic/address';
import { parseTonKey, tonKeys } from './logic/keys';
import type { TonPrepared } from './logic/payload';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './logic/rules';
import { tonSigner, type TonSigner } from './logic/signer';
import { walletV4R2Address } from './logic/wallet-v4r2';

export type { TonSigner } from './logic/signer';
export type { TonAdapterConfig } from './logic/jetton-metadata';

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
  deriveMany: false,
};

export function createTonAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  if (chain.family !== 'ton') throw new Error(`${chain.chain_name} is not a TON chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  const { validateAddress, validatePrivateKey, deriveAccount, importPrivateKey } = keyMethods(
    chain,
    tonKeys,
    network,
    defaultPath,
    defaultPath,
  );
  return {
    chain,
    network,
    capabilities: CAPABILITIES,
    confirmPolicy: {
      intervalMs: config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.confirm?.tries ?? CONFIRM_TRIES,
    },
    validateAddress,
    validatePrivateKey,
    deriveAccount,
    importPrivateKey,
    getBalances: (address, o) =>
      withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address, o?.tokens ?? config.tokens)),
    getTokenInfo: (contract) => withLogic(import('./logic/balance'), (m, c) => m.getTokenInfo(c, contract)),
    getHistory: (address, o) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o)),
    prepareTransfer: (intent, o) =>
      withLogic(import('./logic/prepare'), (m, c) => m.prepareTransfer(c, intent, o)),
    repriceTransfer: (prepared, price) =>
      withLogic(import('./logic/prepare'), (m, c) => m.repriceTransfer(c, prepared, price)),
    buildTransaction: (prepared) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, prepared)),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(tx, signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    refreshPending: (entries) => withLogic(import('./logic/confirm'), (m, c) => m.refreshPending(c, entries)),
    async pendingEntry(signed, prepared): Promise<PendingEntry> {
      const e = plainPendingEntry(chain, network, signed, prepared);
      const { seqno, wallet } = prepared.payload as TonPrepared;
      // The seqno is TON's account nonce: the entry stays pending until the wallet's passes it.
      return {
        ...e,
        extraPendingTransactionData: { ...e.extraPendingTransactionData, from: wallet, nonce: seqno },
      };
    },
  };
}

function signerFor(chain: ChainInfo, network: NetworkName, privateKey: string, address?: string): TonSigner {
  const signer = tonSigner(parseTonKey(privateKey));
  if (address !== undefined) {
    const check = tonKeys.validateAddress(chain, address, network);
    const own = formatTonAddress(walletV4R2Address(signer.publicKey), network);
    if (!check.valid || check.normalized !== own)
      throw new Error('The derived key does not match the coin address');
  }
  return signer;
}

export const family: FamilyModule = {
  family: 'ton',
  keys: tonKeys,
  createAdapter: (chain, config) => createTonAdapter(chain, config),
  createSigner: async ({ chain, network, address, account }) =>
    signerFor(chain, network, account().privateKey, address),
  signerFromKey: async (chain, network, privateKey) => signerFor(chain, network, privateKey),
  // App-layer §8: TON's send failures are 'Something Went wrong' (no EVM-style node texts).
  sendErrorCode: (message) => (/transaction underpriced/i.test(message) ? 'feeTooLow' : 'other'),
  presentation: () => ({
    customFeeUnit: null,
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // `npm run devnet` serves TON from @ton/sandbox behind a toncenter-style endpoint.
    nodeOf: () => 'ton',
    adapterConfig: ({ rpc, explorer }) => ({
      rpc: [`${rpc.replace(/\/+$/, '')}/api/v2/jsonRPC`],
      explorerApis: [explorer ?? rpc],
      confirm: { pollMs: 1_000, tries: 30 },
    }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export function createAdapter(chainName: string, config: AdapterConfig): ChainAdapter {
  return createTonAdapter(getChain(chainName), config);
}
