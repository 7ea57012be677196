/**
 * Checks and words of the send form that need no estimate: a token amount above the token
 * balance (the max rule is for the native coin only, so tokens are refused with 'Insufficient
 * funds'), the amount in the other unit, and the Recommended price a custom fee price is compared
 * with (feeGuard.ts).
 */
import { formatUnits, type PreparedTransfer } from '@kestrel/wallet';
import { displayUnits } from './amount';
import { fiatOfUnits, type Parsed } from './amountInput';

export function tokenShortfall(
  coin: { isToken: boolean; decimal: number; symbol: string },
  units: bigint,
  balance: bigint | null,
): string | null {
  if (!coin.isToken || balance === null || units <= balance) return null;
  return `Insufficient funds: the balance is ${displayUnits(balance, coin.decimal) ?? balance.toString()} ${coin.symbol}`;
}

/** The Recommended option's price, else the highest option's (null without options). */
export function recommendedPrice(p: PreparedTransfer): bigint | null {
  const rec = p.options.find((o) => o.title === 'Recommended');
  if (rec) return rec.price;
  return p.options.reduce<bigint | null>((m, o) => (m === null || o.price > m ? o.price : m), null);
}

/** The typed amount in the other unit ("≈ 12.30 USD"), or what Max means, under the field. */
export function convertedText(
  coin: { decimal: number; symbol: string; currencyRate?: string },
  parsed: Parsed | null,
  o: { maxMode: boolean; unit: 'coin' | 'fiat'; currency: string },
): string | null {
  if (!parsed?.ok) return o.maxMode ? 'Maximum: your balance minus the network fee' : null;
  if (o.unit === 'fiat') return `≈ ${formatUnits(parsed.units, coin.decimal)} ${coin.symbol}`;
  return coin.currencyRate
    ? `≈ ${fiatOfUnits(parsed.units, coin.decimal, coin.currencyRate)} ${o.currency}`
    : 'No price known: fiat value unavailable';
}
