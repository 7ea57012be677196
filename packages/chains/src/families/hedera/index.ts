/**
 * The Hedera family module: keys, the adapter (HBAR CryptoTransfers encoded by hand in protobuf,
 * submitted to the nodes' gRPC-web proxies; balance, history, exchange rate and confirmation
 * from the mirror node), the ed25519 signer, send-error codes, presentation hints and the devnet
 * profile (a local ledger, devnet/src/hedera). Providers and the logic load on first use.
 */
import { type AdapterConfig, type Capabilities, type ChainAdapter } from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { getChain } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { accountAdapter, configuredConfirm, oneKeySigner } from '../account-family';
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

export function createHederaAdapter(chain: ChainInfo, config: AdapterConfig): ChainAdapter {
  const { network, withLogic, base, unsigned } = accountAdapter(chain, config, {
    family: 'hedera',
    name: 'a Hedera',
    keys: hederaKeys,
    capabilities: CAPABILITIES,
    confirmPolicy: configuredConfirm(config, CONFIRM_POLL_MS, CONFIRM_TRIES),
    refuses: ['tokenOrNft'],
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
    buildTransaction: (prepared, signer) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(prepared, signer, c.now())),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(unsigned<HederaUnsigned>(tx), signer);
    },
    async pendingEntry(signed, prepared) {
      return plainPendingEntry(chain, network, signed, prepared);
    },
  };
}

export const family: FamilyModule = {
  // The public mirror needs no key; a keyed mirror (Hgraph, Arkhia) takes AdapterConfig.apiKeys.hedera_mirror as x-api-key.
  providers: {
    keys: (_chain, network) => (network === 'devnet' ? [] : [{ service: 'hedera_mirror', required: false }]),
  },
  family: 'hedera',
  keys: hederaKeys,
  createAdapter: createHederaAdapter,
  ...oneKeySigner(
    () => import('./logic/signer').then((m) => m.hederaSignerFromKey),
    // A coin may be kept under its account number once the network assigned one.
    (signer, address) => signer.address === address || /^\d+\.\d+\.\d+$/.test(address),
  ),
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
