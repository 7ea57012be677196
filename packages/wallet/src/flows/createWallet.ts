/**
 * Wallet creation (spec §4, §5): generated or imported by phrase or private key; the secret goes
 * into the vault and the store gets only public data and a `secretRef`.
 */
import { bytesToHex, randomBytes } from '@noble/hashes/utils.js';
import {
  deriveAccount,
  generateMnemonic,
  importPrivateKey,
  isChainName,
  seedFromMnemonicAsync,
  type Account,
} from '@kestrel/chains';
import { createWalletCoin } from '../rules/coins';
import { DEFAULT_NFT_CHAIN } from '../rules/constants';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { checkWalletLimit, defaultWalletName } from '../rules/walletList';
import { walletsActions } from '../store/slices/wallets';
import type { Wallet, WalletCoin } from '../store/types';
import { ensureChains } from './ensureChains';
import { DEFAULT_WALLET_CHAINS, nativeCurrency } from './nativeCurrency';
import { pruneSecrets } from './pruneSecrets';
import type { WalletSession } from './session';

export interface CreateWalletInput {
  /** Import by recovery phrase. */
  phrase?: string;
  /** Import by private key (needs chain_name). */
  privateKey?: string;
  chain_name?: string;
  walletName?: string;
  /** Make the new wallet the only one. */
  replace?: boolean;
  /** Chains whose native coin the wallet starts with (phrase wallets). */
  chains?: readonly string[];
  words?: 12 | 24;
  maxWallets?: number;
  /**
   * For a phrase the shell generated and showed (so it arrives as `phrase`): whether the person
   * passed the backup check. Unset, the spec's rule applies (imported: yes; generated: no).
   */
  isBackedup?: boolean;
}

function randomId(prefix: string): string {
  return prefix + bytesToHex(randomBytes(8));
}

function coinFor(account: Account, secretRef?: string): WalletCoin {
  return createWalletCoin(nativeCurrency(account.chain_name), {
    address: account.address,
    publicKey: account.publicKey,
    ...(account.extendedPublicKey ? { extendedPublicKey: account.extendedPublicKey } : {}),
    ...(account.path ? { derivePath: account.path } : {}),
    ...(secretRef ? { secretRef } : {}),
  });
}

/** The chains a new wallet starts on: the key's chain, or the chains asked for (the defaults otherwise). */
function startChains(input: CreateWalletInput): readonly string[] {
  if (input.privateKey !== undefined) return input.chain_name ? [input.chain_name] : [];
  return input.chains?.length ? input.chains : DEFAULT_WALLET_CHAINS;
}

/** Validates the phrase (KeyInputError) and derives each chain's default account. */
async function accountsFor(session: WalletSession, input: CreateWalletInput, phrase: string) {
  const chains = startChains(input);
  const bad = chains.find((c) => !isChainName(c));
  if (bad !== undefined) throw new WalletRuleError(MESSAGES.chainNotSupported);
  const seed = await seedFromMnemonicAsync(phrase, '', { cardano: true });
  return {
    mnemonic: seed.mnemonic,
    accounts: chains.map((c) => deriveAccount(c, seed, { network: session.network })),
  };
}

/** Creates, stores and saves a wallet. Refusals throw with the spec's messages; nothing is kept then. */
export function createWallet(session: WalletSession, input: CreateWalletInput = {}): Promise<Wallet> {
  // One read-modify-write under the vault's lock, so a wallet another tab or process added is kept.
  return session.transact(() => addNewWallet(session, input));
}

async function addNewWallet(session: WalletSession, input: CreateWalletInput): Promise<Wallet> {
  await ensureChains(startChains(input));
  const state = session.store.getState().wallets;
  if (!input.replace) checkWalletLimit(state.allWallets.length, input.maxWallets);
  const vault = session.vault;
  const byKey = input.privateKey !== undefined;
  const generated = !byKey && !input.phrase;

  let accounts: Account[];
  let secretRef: string;
  if (byKey) {
    if (!input.chain_name) throw new WalletRuleError('Private-key import needs a chain name');
    if (!isChainName(input.chain_name)) throw new WalletRuleError(MESSAGES.coinNotFound);
    const account = importPrivateKey(input.chain_name, input.privateKey ?? '', session.network);
    if (!account.address || !account.privateKey) throw new WalletRuleError(MESSAGES.coinNotCreated);
    accounts = [account];
    secretRef = vault.putSecret({
      kind: 'privateKey',
      chain_name: input.chain_name,
      privateKey: account.privateKey,
    });
  } else {
    const phrase = input.phrase ?? generateMnemonic(input.words ?? 12);
    const derived = await accountsFor(session, input, phrase);
    accounts = derived.accounts;
    secretRef = vault.putSecret({ kind: 'mnemonic', phrase: derived.mnemonic });
  }

  const names = input.replace ? [] : state.allWallets.map((w) => w.walletName);
  const first = accounts.find((a) => a.chain_name === 'ethereum') ?? (accounts[0] as Account);
  const wallet: Wallet = {
    id: randomId('w_'),
    walletName: input.walletName?.trim() || defaultWalletName(names),
    clientId: globalThis.crypto.randomUUID(),
    coins: accounts.map((a) => coinFor(a)),
    secretRef,
    isBackedup: input.isBackedup ?? !generated,
    isImportWalletWithPrivateKey: byKey,
    address: first.address,
    chain_name: first.chain_name,
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
  try {
    session.store.dispatch(
      walletsActions.addWallet({
        wallet,
        replace: !!input.replace,
        ...(input.maxWallets ? { maxWallets: input.maxWallets } : {}),
      }),
    );
  } catch (e) {
    vault.removeSecret(secretRef);
    throw e;
  }
  pruneSecrets(session);
  await session.save();
  return wallet;
}
