/** Wallet-coin rules: select, add as a toggle, add a group, duplicate tokens, delete, search. */
import type { Currency, Toast, Wallet, WalletCoin } from '../store/types';
import { planCoinSync } from '../services/coin-sync';
import { alreadyAdded, MESSAGES, WalletRuleError } from './messages';

/** Public account data a new coin needs (never a key). */
export interface CoinAccount {
  address: string;
  publicKey: string;
  extendedPublicKey?: string;
  derivePath?: string;
  secretRef?: string;
  /** The key cannot serve the session's network (see WalletCoin.networkMismatch). */
  networkMismatch?: string;
}

export function sameCurrency(a: Currency, b: Currency): boolean {
  if (a._id === b._id) return true;
  return (
    a.chain_name === b.chain_name &&
    a.symbol.toLowerCase() === b.symbol.toLowerCase() &&
    (a.contractAddress ?? '').toLowerCase() === (b.contractAddress ?? '').toLowerCase()
  );
}

export function createWalletCoin(currency: Currency, account: CoinAccount): WalletCoin {
  const coin: WalletCoin = {
    ...currency,
    isInWallet: true,
    address: account.address,
    publicKey: account.publicKey,
    deriveAddresses: null,
  };
  if (account.extendedPublicKey) coin.extendedPublicKey = account.extendedPublicKey;
  if (account.derivePath) coin.derivePath = account.derivePath;
  if (account.secretRef) coin.secretRef = account.secretRef;
  if (account.networkMismatch) coin.networkMismatch = account.networkMismatch;
  return coin;
}

/** The account a coin of this chain would use: the chain's existing coin in the wallet. */
export function accountOnChain(wallet: Wallet, chain_name: string): CoinAccount | null {
  const c = wallet.coins.find((x) => x.chain_name === chain_name);
  if (!c) return null;
  const acc: CoinAccount = { address: c.address, publicKey: c.publicKey };
  if (c.extendedPublicKey) acc.extendedPublicKey = c.extendedPublicKey;
  if (c.derivePath) acc.derivePath = c.derivePath;
  if (c.secretRef) acc.secretRef = c.secretRef;
  if (c.networkMismatch) acc.networkMismatch = c.networkMismatch;
  return acc;
}

export function selectCoin(wallet: Wallet, coinId: string): void {
  if (!wallet.coins.some((c) => c._id === coinId)) throw new WalletRuleError(MESSAGES.coinIdMissing);
  wallet.selectedCoin = coinId;
}

/** Adding an existing coin toggles isInWallet; otherwise it is created on the chain's account. */
export function addCoin(wallet: Wallet, currency: Currency, account?: CoinAccount): void {
  const existing = wallet.coins.find((c) => sameCurrency(c, currency));
  if (existing) {
    existing.isInWallet = !existing.isInWallet;
    return;
  }
  const acc = account ?? accountOnChain(wallet, currency.chain_name);
  if (!acc) throw new WalletRuleError(MESSAGES.coinNotCreated);
  wallet.coins.push(createWalletCoin(currency, acc));
}

/** Every coin's chain must already be in the wallet ('Some coins is missing'). */
export function addCoinGroup(wallet: Wallet, coins: readonly Currency[]): void {
  const chains = new Set(wallet.coins.map((c) => c.chain_name));
  if (coins.some((c) => !chains.has(c.chain_name))) throw new WalletRuleError(MESSAGES.someCoinsMissing);
  for (const currency of coins) {
    const existing = wallet.coins.find((c) => sameCurrency(c, currency));
    if (existing) existing.isInWallet = true;
    else
      wallet.coins.push(
        createWalletCoin(currency, accountOnChain(wallet, currency.chain_name) as CoinAccount),
      );
  }
}

/** A token already in the wallet: toast Duplication '{symbol} already added'. */
export function duplicateTokenToast(wallet: Wallet, token: Currency): Toast | null {
  const dup = wallet.coins.find((c) => c.isInWallet !== false && sameCurrency(c, token));
  return dup ? { title: MESSAGES.duplicationTitle, message: alreadyAdded(token.symbol) } : null;
}

export function deleteCoin(wallet: Wallet, coinId: string): void {
  const i = wallet.coins.findIndex((c) => c._id === coinId);
  if (i < 0) throw new WalletRuleError(MESSAGES.idNotFound);
  wallet.coins.splice(i, 1);
  if (wallet.selectedCoin === coinId) wallet.selectedCoin = null;
}

/** Search "chain:symbol" on chain_symbol:symbol or chain_name:symbol, case-insensitive. */
export function findCurrencyInWallet(wallet: Wallet, query: string): WalletCoin {
  const q = query.trim().toLowerCase();
  const hit = wallet.coins.find(
    (c) =>
      `${c.chain_symbol}:${c.symbol}`.toLowerCase() === q ||
      `${c.chain_name}:${c.symbol}`.toLowerCase() === q,
  );
  if (!hit) throw new WalletRuleError(MESSAGES.currencyNotFound);
  return hit;
}

/** Derived catalogue flag: the currency is in the wallet and shown. */
export function isInWallet(wallet: Wallet | undefined, currency: Currency): boolean {
  return !!wallet?.coins.some((c) => c.isInWallet !== false && sameCurrency(c, currency));
}

/** Derived group flag: every coin of the group is already in the wallet. */
export function isGroupCoinsAdded(wallet: Wallet | undefined, coins: readonly Currency[]): boolean {
  return coins.length > 0 && coins.every((c) => isInWallet(wallet, c));
}

/**
 * Sync: newly listed catalogue coins join every wallet, except private-key imports. Which coins
 * is the one sync rule, planCoinSync (listed only, matched by _id or chain, symbol and contract).
 */
export function syncCatalogueCoins(wallets: Wallet[], catalogue: readonly Currency[]): number {
  let added = 0;
  for (const entry of planCoinSync(wallets, catalogue)) {
    const w = wallets.find((x) => x.id === entry.walletId)!;
    for (const currency of entry.coins) {
      const acc = accountOnChain(w, currency.chain_name);
      if (!acc) continue; // chain not in this wallet yet: skipped (chain not supported here)
      w.coins.push({ ...createWalletCoin(currency, acc), isInWallet: false });
      added++;
    }
  }
  return added;
}
