/**
 * What a person types in the send form, turned into smallest units (bigint, never floats) by the
 * units module (parseUnits): coin amounts with the coin's decimals, fee prices with the decimals
 * of the family's custom fee unit, and fiat amounts through a price (the part only a screen
 * needs). Every refusal is a reason to show, never an exception.
 */
import { AmountInputError, MAX_AMOUNT_UNITS, parseUnits } from '@kestrel/wallet';

export type Parsed = { ok: true; units: bigint } | { ok: false; reason: string };

/**
 * A decimal text ("1.5", ".25") in units of 10^-decimals, through the units module. The screen
 * adds what a form needs: "Enter an amount" for an empty field, zero refused (unless allowZero),
 * and the field's own name in the reason (`what`: "fee price" gives "The fee price has more…").
 */
export function parseAmount(
  text: string,
  decimals: number,
  o: { what?: string; allowZero?: boolean } = {},
): Parsed {
  const what = o.what ?? 'amount';
  if (text.trim() === '') return { ok: false, reason: `Enter ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what}` };
  let units: bigint;
  try {
    units = parseUnits(text, decimals);
  } catch (e) {
    if (!(e instanceof AmountInputError)) throw e;
    if (decimals === 0 && /more than 0 decimals/.test(e.message))
      return { ok: false, reason: `The ${what} must be a whole number` };
    return { ok: false, reason: e.message.replace(/^The amount\b/, `The ${what}`) };
  }
  if (units === 0n && !o.allowZero) return { ok: false, reason: `The ${what} must be greater than zero` };
  return { ok: true, units };
}

/** A decimal rate text ("2034.5") as integer and scale; null when it is not a plain positive decimal. */
function rateParts(rate: string): { int: bigint; scale: number } | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(rate.trim());
  if (!m) return null;
  const frac = m[2] ?? '';
  const int = BigInt((m[1] ?? '0') + frac);
  return int > 0n ? { int, scale: frac.length } : null;
}

/** Fiat (2 decimals) → smallest coin units at `rate` fiat per whole coin, rounded down. */
export function unitsFromFiat(fiat: string, decimals: number, rate: string): Parsed {
  const cents = parseAmount(fiat, 2);
  if (!cents.ok) return cents;
  const r = rateParts(rate);
  if (!r) return { ok: false, reason: 'No price is known for this coin' };
  // units = cents/100 × 10^decimals / (int / 10^scale)
  const units = (cents.units * 10n ** BigInt(decimals + r.scale)) / (r.int * 100n);
  if (units === 0n) return { ok: false, reason: 'The amount is below the smallest unit of the coin' };
  if (units > MAX_AMOUNT_UNITS) return { ok: false, reason: 'The amount is too large' };
  return { ok: true, units };
}

/** Smallest units → fiat text with 2 decimals (half up), or null without a usable rate. */
export function fiatOfUnits(units: bigint, decimals: number, rate: string | null | undefined): string | null {
  const r = rate ? rateParts(rate) : null;
  if (!r || units < 0n) return null;
  const num = units * r.int * 100n;
  const den = 10n ** BigInt(decimals + r.scale);
  let cents = num / den;
  if ((num % den) * 2n >= den) cents += 1n;
  const s = cents.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}
