/**
 * The Bitcoin family's cheap part: createAdapter(chain, config) for bitcoin, bitcoin_segwit,
 * bitcoin_legacy, bitcoin_taproot, litecoin, dogecoin and bitcoin_cash. Providers, signing and
 * coin selection load on first use through dynamic import().
 */
import type { Capabilities, ChainAdapter, Signer, UnsignedTx } from '../../adapter-types';
import { KeyInputError, type SeedMaterial } from '../../keys/types';
import { getChain, getNetwork } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import { keyMethods } from '../key-methods';
import { lazyLogic, once } from '../lazy';
import type { UtxoAdapterConfig } from './logic/context';
import { accountPath, extendedKeys } from './logic/extended-keys';
import { utxoKeys } from './logic/keys';
import type { UtxoTxPayload, WalletUtxo } from './logic/payload';
import { isUtxoWalletSigner, type UtxoWalletSigner } from './logic/signer';

export type { UtxoAdapterConfig } from './logic/context';
export type { UtxoTxPayload, WalletUtxo } from './logic/payload';
export type { UtxoWalletSigner, UtxoKey } from './logic/signer';
export { walletSignerFromSeed, walletSignerFromWif, isUtxoWalletSigner } from './logic/signer';

/** Bitcoin-family operations beyond the shared contract. */
export interface UtxoAdapter extends ChainAdapter {
  /** Extended public key of the account (zpub/ypub/xpub on Bitcoin mainnet, vpub/upub/tpub on test networks). */
  extendedPublicKey(seed: SeedMaterial, path?: string): string;
  /** Spendable coins of every wallet address, each with derivePath and (WIF) privateKey (spec §3). */
  utxos(signer: UtxoWalletSigner): Promise<WalletUtxo[]>;
  replacementTx(hash: string, signer: UtxoWalletSigner): Promise<UnsignedTx<UtxoTxPayload>>;
  speedUp(hash: string, signer: Signer): Promise<{ hash: string }>;
}

const CAPABILITIES: Capabilities = {
  tokens: false,
  nfts: false,
  memo: false,
  staking: false,
  votes: false,
  replaceByFee: true,
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
      'Bitcoin-family transactions are signed by a wallet signer (walletSignerFromSeed or walletSignerFromWif)',
    );
  return signer;
}

export async function createAdapter(chainName: string, config: UtxoAdapterConfig): Promise<UtxoAdapter> {
  return createUtxoAdapter(getChain(chainName), config);
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

  const adapter: UtxoAdapter = {
    chain,
    network,
    capabilities: CAPABILITIES,
    ...keyMethods(chain, utxoKeys, network, defaultPath, defaultPath.replace(/\d+$/, '{index}')),
    extendedPublicKey(seed, path) {
      const account = accountPath(path ?? defaultPath);
      if (!account) throw new KeyInputError('The path has no account level');
      return extendedKeys(chain, seed.seed, account, network).extendedPublicKey;
    },
    getBalances: (address) => withLogic(import('./logic/balance'), (m, c) => m.getBalances(c, address)),
    getHistory: (address) => withLogic(import('./logic/history'), (m, c) => m.getHistory(c, address)),
    estimateFee: (intent, o) => withLogic(import('./logic/fees'), (m, c) => m.estimateFee(c, intent, o)),
    buildTransaction: (intent, fee, signer) =>
      withLogic(import('./logic/build'), (m, c) => m.buildTransaction(c, intent, fee, signer)),
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asUtxo(tx), signer);
    },
    broadcast: (tx) => withLogic(import('./logic/broadcast'), (m, c) => m.broadcast(c, tx)),
    waitForConfirmation: (hash, o) =>
      withLogic(import('./logic/confirm'), (m, c) => m.waitForConfirmation(c, hash, o)),
    utxos: (signer) => withLogic(import('./logic/utxos'), (m, c) => m.gatherUtxos(c, signer)),
    replacementTx: (hash, signer) =>
      withLogic(import('./logic/replace'), (m, c) => m.replacementTx(c, hash, signer)),
    async speedUp(hash, signer) {
      const tx = await adapter.replacementTx(hash, walletSigner(signer));
      return adapter.broadcast(await adapter.sign(tx, signer));
    },
  };
  return adapter;
}
