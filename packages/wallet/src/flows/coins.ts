/** Coin flows that need the vault: adding a coin on a new chain, tokens, derive addresses. */
import { deriveAccount, deriveAccounts, importPrivateKey, isChainName } from '@kestrel/chains';
import { accountOnChain, duplicateTokenToast, type CoinAccount } from '../rules/coins';
import { DERIVE_ADDRESSES_PER_BATCH } from '../rules/constants';
import { checkDeriveSupported } from '../rules/deriveAddresses';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { walletsActions } from '../store/slices/wallets';
import type { Currency, Toast, Wallet, WalletCoin } from '../store/types';
import { ensureChains } from './ensureChains';
import type { WalletSession } from './session';

function currentWallet(session: WalletSession): Wallet {
  const s = session.store.getState().wallets;
  const w = s.allWallets[s.currentWalletIndex];
  if (!w) throw new WalletRuleError(MESSAGES.walletNotAvailable);
  return w;
}

function coinOf(w: Wallet, coinId: string): WalletCoin {
  const c = w.coins.find((x) => x._id === coinId);
  if (!c) throw new WalletRuleError(MESSAGES.coinIdMissing);
  return c;
}

/**
 * The public account for a chain: the wallet's existing one, or derived from its phrase (the
 * chain's family must be loaded: `ensureChains`).
 */
export function accountForChain(session: WalletSession, w: Wallet, chain_name: string): CoinAccount {
  const existing = accountOnChain(w, chain_name);
  if (existing) return existing;
  if (!isChainName(chain_name)) throw new WalletRuleError(MESSAGES.chainNotSupported);
  if (w.isImportWalletWithPrivateKey) throw new WalletRuleError(MESSAGES.coinChainNotMatch);
  const a = deriveAccount(chain_name, session.seedFor(w.secretRef), { network: session.network });
  return { address: a.address, publicKey: a.publicKey, ...(a.path ? { derivePath: a.path } : {}) };
}

/** Add coin as a toggle (spec §4), deriving the account when the chain is new to the wallet. */
export async function addCoin(session: WalletSession, currency: Currency): Promise<void> {
  await ensureChains([currency.chain_name]);
  const w = currentWallet(session);
  const exists = w.coins.some((c) => c.chain_name === currency.chain_name);
  const account = exists ? undefined : accountForChain(session, w, currency.chain_name);
  session.store.dispatch(walletsActions.addCoin({ currency, ...(account ? { account } : {}) }));
  await session.save();
}

/** A custom token: toast Duplication '{symbol} already added' when present, else added. */
export async function addToken(session: WalletSession, token: Currency): Promise<Toast | null> {
  const toast = duplicateTokenToast(currentWallet(session), token);
  if (toast) return toast;
  await addCoin(session, token);
  return null;
}

/** "Derive addresses": the next 50 by the chain's template ('Unsupported chain' otherwise). */
export async function addMoreAddresses(session: WalletSession, coinId: string): Promise<number> {
  const w = currentWallet(session);
  const coin = coinOf(w, coinId);
  checkDeriveSupported(coin.chain_name);
  if (w.isImportWalletWithPrivateKey) throw new WalletRuleError(MESSAGES.unsupportedChain);
  await ensureChains([coin.chain_name]);
  session.store.dispatch(walletsActions.setAdding50MoreAddresses(true));
  try {
    const start = (coin.deriveAddresses ?? [null]).filter((a) => !a?.isCustom).length;
    const accounts = deriveAccounts(coin.chain_name, session.seedFor(w.secretRef), {
      start,
      count: DERIVE_ADDRESSES_PER_BATCH,
      network: session.network,
    });
    const addresses = accounts.map((a) => ({
      address: a.address,
      derivePath: a.path ?? '',
      isCustom: false,
    }));
    session.store.dispatch(walletsActions.addDeriveAddresses({ coinId, addresses }));
  } catch (e) {
    session.store.dispatch(walletsActions.setAdding50MoreAddresses(false));
    throw e;
  }
  await session.save();
  return DERIVE_ADDRESSES_PER_BATCH;
}

/** A custom address from an imported key: the key goes to the vault, the address to the coin. */
export async function addCustomAddress(
  session: WalletSession,
  input: { coinId: string; chain_name: string; privateKey: string; derivePath: string },
): Promise<string> {
  if (!input.privateKey || !input.derivePath || !input.chain_name) {
    throw new WalletRuleError('A custom address needs privateKey, address, derivePath and chain');
  }
  await ensureChains([input.chain_name]);
  const account = importPrivateKey(input.chain_name, input.privateKey, session.network);
  const secretRef = session.vault.putSecret({
    kind: 'privateKey',
    chain_name: input.chain_name,
    privateKey: account.privateKey,
  });
  try {
    session.store.dispatch(
      walletsActions.addCustomDeriveAddress({
        coinId: input.coinId,
        chain_name: input.chain_name,
        address: { address: account.address, derivePath: input.derivePath, isCustom: true, secretRef },
      }),
    );
  } catch (e) {
    session.vault.removeSecret(secretRef);
    throw e;
  }
  await session.save();
  return account.address;
}
