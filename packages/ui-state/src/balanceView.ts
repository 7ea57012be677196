/**
 * What a balance shows, as text and states a shell renders as it likes (the web's Amount,
 * BalanceView and PortfolioTotal; the mobile's rows): an amount or "unavailable" (never a made-up
 * zero), its value in the local currency, its freshness, and privacy mode's dots. Privacy mode
 * hides amounts and values, never the freshness.
 */
import { displayUnits } from './amount';
import { formatFiat, sumFiat, timeAgo } from './format';
import type { CoinView, WalletView } from './types';

/** Privacy mode's stand-ins: dots for an amount, fewer for a value in the local currency. */
export const HIDDEN_AMOUNT = '••••••';
export const HIDDEN_FIAT = '••••';
/** What a screen reader hears instead of the dots. */
export const HIDDEN_AMOUNT_LABEL = 'Amount hidden';
export const HIDDEN_FIAT_LABEL = 'Value hidden';
export const UNAVAILABLE_TEXT = 'unavailable';

/** One amount: shown ("1,234.5 ETH"), hidden by privacy mode, or unavailable (no reading). */
export type AmountText =
  | { kind: 'shown'; text: string }
  | { kind: 'hidden'; text: typeof HIDDEN_AMOUNT; label: typeof HIDDEN_AMOUNT_LABEL }
  | { kind: 'unavailable'; text: typeof UNAVAILABLE_TEXT };

/** `value` in smallest units as text (undefined: never read) → what the screen shows. */
export function amountText(
  value: string | undefined,
  decimals: number,
  symbol: string,
  hidden: boolean,
): AmountText {
  if (hidden) return { kind: 'hidden', text: HIDDEN_AMOUNT, label: HIDDEN_AMOUNT_LABEL };
  const text = value === undefined ? null : displayUnits(value, decimals);
  if (text === null) return { kind: 'unavailable', text: UNAVAILABLE_TEXT };
  return { kind: 'shown', text: `${text} ${symbol}` };
}

/** A value in the local currency ("1,234.50 USD"), or dots in privacy mode. */
export type FiatText =
  | { kind: 'shown'; text: string }
  | { kind: 'hidden'; text: typeof HIDDEN_FIAT; label: typeof HIDDEN_FIAT_LABEL };

/** Null when there is no value (no price) or it is not a 2-decimal text. */
export function fiatText(
  value: string | null | undefined,
  currency: string,
  hidden: boolean,
): FiatText | null {
  if (value === null || value === undefined) return null;
  const text = formatFiat(value);
  if (text === null) return null;
  if (hidden) return { kind: 'hidden', text: HIDDEN_FIAT, label: HIDDEN_FIAT_LABEL };
  return { kind: 'shown', text: `${text} ${currency}` };
}

/** A balance that is not fresh: "stale · last read 2 min ago" or "unavailable", with why. */
export interface FreshnessView {
  state: 'stale' | 'unavailable';
  label: string;
  /** The read error (hosts and reasons only), for a tooltip or a detail line. */
  error?: string;
}

export function freshness(coin: CoinView, now: number): FreshnessView | null {
  const s = coin.balanceState;
  if (!s || s.state === 'fresh') return null;
  const label =
    s.state === 'stale'
      ? `stale · last read ${s.asOf !== undefined ? timeAgo(s.asOf, now) : 'earlier'}`
      : UNAVAILABLE_TEXT;
  return { state: s.state, label, ...(s.error ? { error: s.error } : {}) };
}

export interface CoinBalanceView {
  /** Null when the coin was read and is unavailable (the freshness says so; privacy mode still shows dots). */
  amount: AmountText | null;
  /** Null without a price, or when the balance is unavailable. */
  fiat: FiatText | null;
  freshness: FreshnessView | null;
}

/** A coin's balance line: amount, value and freshness. */
export function coinBalanceView(
  coin: CoinView,
  o: { currency: string; hidden: boolean; now: number },
): CoinBalanceView {
  const unavailable = coin.balanceState?.state === 'unavailable' || coin.totalBalance === undefined;
  return {
    // Privacy mode shows dots for every coin, read or not.
    amount:
      unavailable && coin.balanceState && !o.hidden
        ? null
        : amountText(coin.totalBalance, coin.decimal, coin.symbol, o.hidden),
    fiat: unavailable ? null : fiatText(coin.fiatValue, o.currency, o.hidden),
    freshness: freshness(coin, o.now),
  };
}

export interface PortfolioTotalView {
  /** "Total balance (USD)". */
  title: string;
  /** The sum of the readable coins' values (2-decimal text); null when there is none. */
  sum: string | null;
  /** That sum as shown (dots in privacy mode); null when there is none. */
  total: FiatText | null;
  /** Shown instead of a total: 'unavailable' once read, 'Reading balances…' before. */
  placeholder: string | null;
  /** The line under the total: the refresh error, how many coins are stale, or all fresh. */
  note: string;
  /** Devnet prices are demo prices, and the screen says so. */
  demoPrices: boolean;
}

export const DEMO_PRICES_TEXT = 'Devnet · demo prices';

/** Home's total over the wallet's coins (exact, bigint cents), and what to say about it. */
export function portfolioTotalView(
  wallet: WalletView,
  o: { currency: string; hidden: boolean; network: string; refreshError?: string | null },
): PortfolioTotalView {
  const values = wallet.coins.flatMap((c) =>
    c.fiatValue !== undefined && c.balanceState?.state !== 'unavailable' ? [c.fiatValue] : [],
  );
  const sum = sumFiat(values);
  const missing = wallet.coins.filter((c) => c.balanceState && c.balanceState.state !== 'fresh').length;
  const read = wallet.coins.some((c) => c.balanceState);
  return {
    title: `Total balance (${o.currency})`,
    sum,
    total: sum === null ? null : fiatText(sum, o.currency, o.hidden),
    placeholder: sum !== null ? null : read ? UNAVAILABLE_TEXT : 'Reading balances…',
    note: o.refreshError
      ? o.refreshError
      : missing
        ? `${missing} of ${wallet.coins.length} coins stale or unavailable`
        : read
          ? 'All balances up to date'
          : 'Balances are read from the chains',
    demoPrices: o.network === 'devnet',
  };
}
