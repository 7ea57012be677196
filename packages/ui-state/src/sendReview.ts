/**
 * Words of a send's review that both shells show: an amount with every digit (the person is about
 * to sign it) and why the amount is not what was asked for (the max rule took the fee off).
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import { displayUnits } from './amount';
import { fiatOfUnits } from './amountInput';
import type { RecipientCheck } from './transfer';

/** What a send's review shows: the checked recipient, the prepared transfer, its fee in fiat. */
export interface SendReviewData {
  recipient: Extract<RecipientCheck, { address: string }>;
  /** What will be sent: the amount after the max rule, the fee at the chosen price. */
  prepared: PreparedTransfer;
  /** The wallet's fiat value of the fee, when it is of this fee. */
  fiatFee: string | null;
}

/** Every digit of an amount (no cut fraction): the person is about to sign it. */
export function exactAmount(units: bigint, decimals: number, symbol: string): string {
  return `${displayUnits(units, decimals, decimals) ?? units.toString()} ${symbol}`;
}

/** Why the amount is not what was asked for (the max rule), or null when it is. */
export function reducedReason(coin: { decimal: number; symbol: string }, p: PreparedTransfer): string | null {
  if (!p.isMax || p.amount === p.requestedAmount) return null;
  return (
    `Amount reduced to ${exactAmount(p.amount, coin.decimal, coin.symbol)} so the balance covers the ` +
    `network fee (you asked for ${exactAmount(p.requestedAmount, coin.decimal, coin.symbol)}).`
  );
}

/** The review's words of a prepared send: each amount with every digit and its fiat value. */
export interface SendReviewView {
  /** 'Amount', or 'Amount (maximum)' for a send-funds transfer. */
  amountTerm: string;
  amount: string;
  /** "12.30 USD", or null without a price. */
  amountFiat: string | null;
  /** The wallet's fiat value of this very fee, else the fee at the fee coin's rate. */
  feeFiat: string | null;
  /** Amount + fee in the coin; a token's total names both coins ("5 USDC + 0.001 ETH"). */
  total: string;
  /** Null for a token (two coins have no one fiat total). */
  totalFiat: string | null;
  /** Why the amount is less than asked (the max rule), or null. */
  reason: string | null;
}

export function sendReviewView(
  coin: {
    decimal: number;
    symbol: string;
    isToken: boolean;
    currencyRate?: string;
    feeDecimals: number;
    feeSymbol: string;
    feeRate?: string;
  },
  data: SendReviewData,
  currency: string,
): SendReviewView {
  const { amount, fee } = data.prepared;
  const fiat = (v: string | null) => (v === null ? null : `${v} ${currency}`);
  return {
    amountTerm: `Amount${data.prepared.isMax ? ' (maximum)' : ''}`,
    amount: exactAmount(amount, coin.decimal, coin.symbol),
    amountFiat: fiat(fiatOfUnits(amount, coin.decimal, coin.currencyRate)),
    feeFiat: fiat(data.fiatFee ?? fiatOfUnits(fee, coin.feeDecimals, coin.feeRate)),
    total: coin.isToken
      ? `${exactAmount(amount, coin.decimal, coin.symbol)} + ${exactAmount(fee, coin.feeDecimals, coin.feeSymbol)}`
      : exactAmount(amount + fee, coin.decimal, coin.symbol),
    totalFiat: coin.isToken ? null : fiat(fiatOfUnits(amount + fee, coin.decimal, coin.currencyRate)),
    reason: reducedReason(coin, data.prepared),
  };
}
