/** Fiat values of smallest-unit amounts: exact bigint arithmetic on decimal text, 2 decimals. */
import { FIAT_DECIMALS } from '../rules/constants';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A decimal text as an integer and its scale ("12.5" → 125n, 1). Null when not a plain decimal. */
function parseDecimal(text: string): { int: bigint; scale: number } | null {
  const m = DECIMAL.exec(text.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  return { int: BigInt((m[1] ?? '0') + frac), scale: frac.length };
}

/**
 * amount (smallest units, integer text) × rate (fiat per whole coin, decimal text) with the coin's
 * decimals, rounded half up to 2 decimals. Null when either value is not a plain decimal.
 */
export function fiatValue(amount: string, decimals: number, rate: string): string | null {
  if (!/^\d+$/.test(amount)) return null;
  const r = parseDecimal(rate);
  if (!r || !Number.isInteger(decimals) || decimals < 0) return null;
  const num = BigInt(amount) * r.int * 10n ** BigInt(FIAT_DECIMALS);
  const den = 10n ** BigInt(decimals + r.scale);
  let cents = num / den;
  if ((num % den) * 2n >= den) cents += 1n;
  const s = cents.toString().padStart(FIAT_DECIMALS + 1, '0');
  return `${s.slice(0, -FIAT_DECIMALS)}.${s.slice(-FIAT_DECIMALS)}`;
}

/** Smallest units as a display decimal ("1500000", 6 → "1.5"), exact: the units module's formatUnits. */
export { formatUnits as displayUnits } from '@kestrel/chains';
