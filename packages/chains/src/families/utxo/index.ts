/**
 * The Bitcoin family's cheap part: createAdapter(chain, config) for bitcoin, bitcoin_segwit,
 * bitcoin_legacy, bitcoin_taproot, litecoin, dogecoin and bitcoin_cash. Providers, signing and
 * coin selection load on first use through dynamic import().
 */
import type { Capabilities, ChainAdapter, Signer, UnsignedTx } from '../../adapter-types';
import { pathFromTemplate } from '../../keys/path';
import { KeyInputError, type SeedMaterial } from '../../keys/types';
import { getChain, getNetwork } from '../../registry/index';
import type { ChainInfo } from '../../registry/types';
import type { UtxoAdapterConfig, UtxoContext } from './logic/context';
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
  let ctxPromise: Promise<UtxoContext> | undefined;
  const ctx = () => (ctxPromise ??= import('./logic/context').then((m) => m.createContext(chain, config)));

  const adapter: UtxoAdapter = {
    chain,
    network,
    capabilities: CAPABILITIES,
    validateAddress: (a) => utxoKeys.validateAddress(chain, a, network),
    validatePrivateKey(k) {
      try {
        utxoKeys.importPrivateKey(chain, k, network);
        return true;
      } catch (e) {
        if (e instanceof KeyInputError) return false;
        return false;
      }
    },
    async deriveAccount(seed, path) {
      return utxoKeys.deriveAccount(chain, seed, path ?? defaultPath, network);
    },
    async importPrivateKey(k) {
      return utxoKeys.importPrivateKey(chain, k, network);
    },
    async deriveMany(seed, from, count) {
      const template = defaultPath.replace(/\d+$/, '{index}');
      return Array.from({ length: count }, (_, i) =>
        utxoKeys.deriveAccount(chain, seed, pathFromTemplate(template, from + i), network),
      );
    },
    extendedPublicKey(seed, path) {
      const account = accountPath(path ?? defaultPath);
      if (!account) throw new KeyInputError('The path has no account level');
      return extendedKeys(chain, seed.seed, account, network).extendedPublicKey;
    },
    async getBalances(address) {
      const [c, m] = await Promise.all([ctx(), import('./logic/balance')]);
      return m.getBalances(c, address);
    },
    async getHistory(address) {
      const [c, m] = await Promise.all([ctx(), import('./logic/history')]);
      return m.getHistory(c, address);
    },
    async estimateFee(intent, o) {
      const [c, m] = await Promise.all([ctx(), import('./logic/fees')]);
      return m.estimateFee(c, intent, o);
    },
    async buildTransaction(intent, fee, signer) {
      const [c, m] = await Promise.all([ctx(), import('./logic/build')]);
      return m.buildTransaction(c, intent, fee, signer);
    },
    async sign(tx, signer) {
      const m = await import('./logic/sign');
      return m.signTransaction(asUtxo(tx), signer);
    },
    async broadcast(tx) {
      const [c, m] = await Promise.all([ctx(), import('./logic/broadcast')]);
      return m.broadcast(c, tx);
    },
    async waitForConfirmation(hash, o) {
      const [c, m] = await Promise.all([ctx(), import('./logic/confirm')]);
      return m.waitForConfirmation(c, hash, o);
    },
    async utxos(signer) {
      const [c, m] = await Promise.all([ctx(), import('./logic/utxos')]);
      return m.gatherUtxos(c, signer);
    },
    async replacementTx(hash, signer) {
      const [c, m] = await Promise.all([ctx(), import('./logic/replace')]);
      return m.replacementTx(c, hash, signer);
    },
    async speedUp(hash, signer) {
      const tx = await adapter.replacementTx(hash, walletSigner(signer));
      return adapter.broadcast(await adapter.sign(tx, signer));
    },
  };
  return adapter;
}
