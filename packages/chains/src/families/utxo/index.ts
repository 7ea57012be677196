/**
 * The Bitcoin family module (bitcoin, bitcoin_segwit, bitcoin_legacy, bitcoin_taproot, litecoin,
 * dogecoin, bitcoin_cash): keys, createAdapter, the wallet signer over the account's receive and
 * change addresses (found by gap-limit discovery), account balance, receive address and
 * history, speed-up and cancel by RBF, send-error codes and presentation hints. Providers, signing and coin
 * selection load on first use through import().
 */
import {
  UnsupportedOperationError,
  type Capabilities,
  type ChainAdapter,
  type PreparedTransfer,
  type Signer,
  type TxIntent,
  type UnsignedTx,
} from '../../adapter-types';
import type { FamilyModule } from '../../family-module';
import { KeyInputError, type SeedMaterial } from '../../keys/types';
import { getChain, getNetwork } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { keyMethods } from '../key-methods';
import { lazyLogic, once } from '../lazy';
import { plainPendingEntry } from '../pending-entry';
import type { UtxoAdapterConfig } from './logic/context';
import { accountPath, extendedKeys } from './logic/extended-keys';
import { utxoKeys } from './logic/keys';
import { utxoProviders } from './logic/providers';
import type { UtxoTxPayload, WalletUtxo } from './logic/payload';
import { CONFIRM_POLL_MS, CONFIRM_TRIES } from './logic/rules';
import { isUtxoWalletSigner, type UtxoWalletSigner } from './logic/signer-shape';

export type { UtxoAdapterConfig } from './logic/context';
export type { UtxoTxPayload, WalletUtxo } from './logic/payload';
export type { UtxoWalletSigner, UtxoKey } from './logic/signer-shape';

/** Bitcoin-family operations beyond the shared contract. */
export interface UtxoAdapter extends ChainAdapter {
  extendedPublicKey(seed: SeedMaterial, path?: string): string;
  /** Spendable coins of every wallet address, each with derivePath and (WIF) privateKey (spec §3). */
  utxos(signer: UtxoWalletSigner): Promise<WalletUtxo[]>;
}

const CAPABILITIES: Capabilities = {
  tokens: false,
  nfts: false,
  memo: false,
  staking: false,
  votes: false,
  replaceByFee: true,
  cancel: true,
  batch: false,
  nameResolution: false,
  deriveMany: true,
};

function asUtxo(tx: UnsignedTx): UnsignedTx<UtxoTxPayload> {
  if (tx.family !== 'utxo') throw new Error(`Not a Bitcoin-family transaction (${tx.family})`);
  return tx as UnsignedTx<UtxoTxPayload>;
}

function walletSigner(signer: Signer): UtxoWalletSigner {
  if (!isUtxoWalletSigner(signer))
    throw new Error(
      'Bitcoin-family transactions are signed by a wallet signer (createSigner or signerFromKey)',
    );
  return signer;
}

/**
 * The adapter of a registry record, or of a variant of one (tests run every address type on
 * Litecoin regtest with `{ ...getChain('litecoin'), utxoAddressType: 'p2tr' }`).
 */
export function createUtxoAdapter(chain: ChainInfo, config: UtxoAdapterConfig): UtxoAdapter {
  if (chain.family !== 'utxo') throw new Error(`${chain.chain_name} is not a Bitcoin-family chain`);
  const network = config.network;
  const defaultPath = getNetwork(chain, network).path;
  const withLogic = lazyLogic(
    once(() => import('./logic/context').then((m) => m.createContext(chain, config))),
  );
  // The Bitcoin family has no memo: refused, never silently dropped.
  const noMemo = (intent: TxIntent) => {
    if (intent.memo) throw new UnsupportedOperationError(chain.chain_name, 'A memo');
    if (intent.calls?.length) throw new UnsupportedOperationError(chain.chain_name, 'A batch send');
    if (intent.asset && intent.asset.kind !== 'native')
      throw new UnsupportedOperationError(chain.chain_name, 'A token or NFT send');
  };

  return {
    chain,
    network,
    capabilities: CAPABILITIES,
    confirmPolicy: {
      intervalMs: config.utxoConfirm?.pollMs ?? config.confirm?.pollMs ?? CONFIRM_POLL_MS,
      tries: config.utxoConfirm?.tries ?? config.confirm?.tries ?? CONFIRM_TRIES,
    },
    ...keyMethods(chain, utxoKeys, network, defaultPath, defaultPath.replace(/\d+$/, '{index}')),
    extendedPublicKey(seed, path) {
      const account = accountPath(path ?? defaultPath);
      if (!account) throw new KeyInputError('The path has no account level');
      return extendedKeys(chain, seed.seed, account, network).extendedPublicKey;
    },
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
    getHistory: (address) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address)),
    async prepareTransfer(intent, o) {
      noMemo(intent);
      return withLogic(import('./logic/prepare'), (m, c) => m.prepareTransfer(c, intent, o));
    },
    repriceTransfer: (prepared: PreparedTransfer, price: bigint) =>
      withLogic(import('./logic/prepare'), (m, c) => m.repriceTransfer(c, prepared, price)),
    buildTransaction: (prepared) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, prepared)),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asUtxo(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    pendingEntry: async (signed, prepared) => plainPendingEntry(chain, network, signed, prepared),
    utxos: (signer) => withLogic(import('./logic/utxos'), (m, c) => m.gatherUtxos(c, signer)),
    async prepareReplacement(hash, mode, signer) {
      if (mode !== 'speedUp' && mode !== 'cancel')
        throw new UnsupportedOperationError(chain.chain_name, String(mode));
      return withLogic(import('./logic/replace'), (m, c) =>
        m.prepareReplacement(c, hash, walletSigner(signer), mode),
      );
    },
    // A signer without keys of this family (watch-only) names no account: null, read the address.
    getAccountBalance: async (signer) =>
      isUtxoWalletSigner(signer)
        ? withLogic(import('./logic/account'), (m, c) => m.getAccountBalance(c, signer))
        : null,
    accountAddresses: async (signer) =>
      isUtxoWalletSigner(signer)
        ? withLogic(import('./logic/account'), (m, c) => m.accountAddresses(c, signer))
        : null,
    getAccountHistory: async (signer) =>
      isUtxoWalletSigner(signer)
        ? withLogic(import('./logic/account'), (m, c) => m.getAccountHistory(c, signer))
        : null,
  };
}

export const family: FamilyModule = {
  family: 'utxo',
  providers: utxoProviders,
  keys: utxoKeys,
  createAdapter: (chain, config) => createUtxoAdapter(chain, config),
  async createSigner({ chain, network, address, account, seed }) {
    const { walletSignerFromSeed, walletSignerFromWif } = await import('./logic/signer');
    // A phrase wallet spends from all its receive and change addresses; a key holds one address.
    const signer = seed
      ? walletSignerFromSeed(chain, network, seed.material, seed.path ? { path: seed.path } : {})
      : walletSignerFromWif(chain, network, account().privateKey);
    // Its first address is the coin's: else fees and sends would count someone else's coins.
    if (signer.keys[0]?.address !== address)
      throw new Error('The derived key does not match the coin address');
    return signer;
  },
  async signerFromKey(chain, network, privateKey) {
    const { walletSignerFromWif } = await import('./logic/signer');
    return walletSignerFromWif(chain, network, privateKey);
  },
  sendErrorCode: (message) => (/transaction underpriced/i.test(message) ? 'feeTooLow' : 'other'),
  presentation: () => ({
    customFeeUnit: 'sat/vB',
    customFeeDecimals: 0,
    canBatch: false,
    recordsFailedSends: false,
  }),
  devnet: {
    // litecoind regtest is the family's one local node.
    nodeOf: (chain) => (chain.chain_name === 'litecoin' ? 'litecoin' : null),
    adapterConfig: ({ rpc }) => ({ rpc: [rpc], confirm: { pollMs: 1_000, tries: 75 } }),
  },
};

/** The adapter of a chain_name (tests use the family directly). */
export async function createAdapter(chainName: string, config: UtxoAdapterConfig): Promise<UtxoAdapter> {
  return createUtxoAdapter(getChain(chainName), config);
}
