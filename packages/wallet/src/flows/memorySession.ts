/**
 * Sessions that live in memory only, for one-shot tools (the CLI's --private-key-stdin and its
 * reads by address): a vault on an in-memory StoragePort under a random throwaway password, so
 * the very flows of a stored wallet run, and nothing is ever written anywhere.
 */
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import type { NetworkName, Signer } from '@kestrel/chains';
import { createWalletCoin } from '../rules/coins';
import { DEFAULT_NFT_CHAIN } from '../rules/constants';
import { WalletRuleError } from '../rules/messages';
import { walletsActions } from '../store/slices/wallets';
import type { Wallet } from '../store/types';
import type { KdfPolicy } from '../vault/kdf';
import { MemoryStorage } from '../vault/storage';
import { createWallet } from './createWallet';
import { ensureChains } from './ensureChains';
import type { SignerSource } from './flowEnv';
import { nativeCurrency } from './nativeCurrency';
import { WalletSession } from './session';

/** The password is random and the bytes never leave memory: key stretching would guard nothing. */
const MEMORY_KDF: KdfPolicy = { name: 'PBKDF2', hash: 'SHA-256', iterations: 1 };

const randomHex = (bytes: number) => bytesToHex(randomBytes(bytes));

/** An empty unlocked session on `network`; the caller locks it when done. No timers run. */
export async function openMemorySession(network: NetworkName): Promise<WalletSession> {
  const session = await WalletSession.open(new MemoryStorage(), randomHex(32), {
    create: true,
    kdf: MEMORY_KDF,
    network,
  });
  session.autoLock.stop();
  return session;
}

/** A session holding one wallet: the private key imported for `chain_name` (KeyInputError when bad). */
export async function openKeySession(o: {
  chain_name: string;
  privateKey: string;
  network: NetworkName;
}): Promise<{ session: WalletSession; wallet: Wallet }> {
  const session = await openMemorySession(o.network);
  try {
    const wallet = await createWallet(session, {
      privateKey: o.privateKey,
      chain_name: o.chain_name,
      walletName: 'Key',
    });
    session.autoLock.stop();
    return { session, wallet };
  } catch (e) {
    session.lock();
    throw e;
  }
}

export const WATCH_ONLY = 'This address is only watched: sign with a wallet or a private key';

/** Refuses to sign: a watched address has no key. */
const watchOnlySigner: Signer = {
  curve: 'secp256k1',
  signDigest: () => Promise.reject(new WalletRuleError(WATCH_ONLY)),
};

/** Signers of watch wallets: fee estimates and reads work, signing is refused. */
export const watchOnlySigners: SignerSource = () => Promise.resolve(watchOnlySigner);

/**
 * Adds a wallet that watches `address` on `chain_name` (its native coin) and makes it current.
 * It has no key: use it with `watchOnlySigners`. The address is taken as given (check it first).
 */
export async function addWatchWallet(
  session: WalletSession,
  o: { chain_name: string; address: string },
): Promise<Wallet> {
  await ensureChains([o.chain_name]);
  const coin = createWalletCoin(nativeCurrency(o.chain_name), { address: o.address, publicKey: '' });
  const wallet: Wallet = {
    id: `watch_${randomHex(8)}`,
    walletName: 'Watched',
    clientId: globalThis.crypto.randomUUID(),
    coins: [coin],
    secretRef: '',
    isBackedup: true,
    isImportWalletWithPrivateKey: false,
    address: o.address,
    chain_name: o.chain_name,
    isEVMAddressesAdded: false,
    updateTimestamp: Date.now(),
    selectedCoin: null,
    selectedNftChain: DEFAULT_NFT_CHAIN,
    selectedNft: null,
    nft: {},
    session: {},
    walletData: {},
    privacyMode: false,
    isAddMoreAddressPopupHidden: false,
    isAdding50MoreAddresses: false,
    addressNetwork: session.network,
  };
  session.store.dispatch(walletsActions.addWallet({ wallet }));
  return wallet;
}
