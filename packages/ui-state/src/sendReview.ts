/**
 * Words of a send's review that both shells show: an amount with every digit (the person is about
 * to sign it) and why the amount is not what was asked for (the max rule took the fee off).
 */
import type { PreparedTransfer } from '@kestrel/wallet';
import { displayUnits } from './amount';

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
