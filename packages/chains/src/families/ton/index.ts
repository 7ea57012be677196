/**
 * The TON family module: keys, createAdapter (coin and jettons, wallet v4r2), the ed25519 signer,
 * send-error codes and presentation hints. Providers, message building and signing load on first
 * use through import().
 */
import type { Capabilities, ChainAdapter, PendingEntry } from '../../adapter-types';
import type { AdapterConfig } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, configuredConfirm, oneKeySigner } from '../account-family';
import { plainPendingEntry } from '../pending-entry';
import { formatTonAddress } from './logic/address';
import { parseTonKey, tonKeys } from './logic/keys';
import type { TonPrepared } from './logic/payload';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './logic/rules';
import { tonSigner } from './logic/signer';
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
  const { network, withLogic, base } = accountAdapter(chain, config, {
    family: 'ton',
    name: 'a TON',
    keys: tonKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: configuredConfirm(config, CONFIRM_POLL_MS, CONFIRM_TRIES),
    // One wallet (v4r2) a key: no deriveMany.
    template: null,
    // The prepare logic checks the intent itself (jettons, comments).
    refuses: null,
    context: () => import('./logic/context').then((m) => m.createContext(chain, config)),
    prepare: () => import('./logic/prepare'),
    broadcast: () => import('./logic/broadcast'),
    confirm: () => import('./logic/confirm'),
  });
  return {
    ...base,
    getBalances: (address, o) =>
      withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address, o?.tokens ?? config.tokens)),
    getTokenInfo: (contract) => withLogic(import('./logic/balance'), (m, c) => m.getTokenInfo(c, contract)),
    getHistory: (address, o) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address, o)),
    repriceTransfer: (prepared, price) =>
      withLogic(import('./logic/prepare'), (m, c) => m.repriceTransfer(c, prepared, price)),
    buildTransaction: (prepared) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, prepared)),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(tx, signer);
    },
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

export const family: FamilyModule = {
  // Toncenter answers without a key at a low rate limit; a key (X-API-Key) lifts it.
  providers: {
    keys: (_chain, network) => (network === 'devnet' ? [] : [{ service: 'toncenter', required: false }]),
  },
  family: 'ton',
  keys: tonKeys,
  createAdapter: (chain, config) => createTonAdapter(chain, config),
  ...oneKeySigner(
    async () => (key: string) => tonSigner(parseTonKey(key)),
    // The coin's address is the key's wallet v4r2 address, in any of its forms.
    (signer, address, chain, network) => {
      const check = tonKeys.validateAddress(chain, address, network);
      return (
        check.valid && check.normalized === formatTonAddress(walletV4R2Address(signer.publicKey), network)
      );
    },
  ),
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
