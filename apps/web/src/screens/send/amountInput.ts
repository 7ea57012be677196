/**
 * What a person types in the send form, turned into smallest units (bigint, never floats):
 * coin amounts with the coin's decimals, fiat amounts through a price, gas prices in gwei and
 * fee rates in sat/vB. Every refusal is a reason to show, never an exception.
 */

export type Parsed = { ok: true; units: bigint } | { ok: false; reason: string };

/** 2^256 − 1: no chain counts a balance beyond a 256-bit word. */
const UINT256_MAX = (1n << 256n) - 1n;
const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * A decimal text ("1.5", ".25", "3.") in units of 10^-decimals. Refuses empty, not-a-number,
 * negative, zero (unless allowZero), more decimals than the unit has, and absurd sizes.
 */
export function parseDecimalUnits(
  text: string,
  decimals: number,
  o: { what?: string; allowZero?: boolean } = {},
): Parsed {
  const what = o.what ?? 'amount';
  const t = text.trim().replace(/_/g, '');
  if (t === '') return { ok: false, reason: `Enter an ${what}` };
  if (t.startsWith('-')) return { ok: false, reason: `The ${what} cannot be negative` };
  const m = DECIMAL.exec(t);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return { ok: false, reason: `The ${what} is not a number` };
  const whole = m[1] ?? '';
  const frac = m[2] ?? '';
  if (frac.length > decimals)
    return {
      ok: false,
      reason:
        decimals === 0
          ? `The ${what} must be a whole number`
          : `The ${what} has more than ${decimals} decimals`,
    };
  if (whole.length > 78) return { ok: false, reason: `The ${what} is too large` };
  const units = BigInt((whole || '0') + frac.padEnd(decimals, '0'));
  if (units > UINT256_MAX) return { ok: false, reason: `The ${what} is too large` };
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
  const cents = parseDecimalUnits(fiat, 2);
  if (!cents.ok) return cents;
  const r = rateParts(rate);
  if (!r) return { ok: false, reason: 'No price is known for this coin' };
  // units = cents/100 × 10^decimals / (int / 10^scale)
  const units = (cents.units * 10n ** BigInt(decimals + r.scale)) / (r.int * 100n);
  if (units === 0n) return { ok: false, reason: 'The amount is below the smallest unit of the coin' };
  if (units > UINT256_MAX) return { ok: false, reason: 'The amount is too large' };
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

/** Smallest units as an exact plain decimal (no grouping), for putting back into the input. */
export function plainUnits(units: bigint, decimals: number): string {
  const s = units.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return s;
  const frac = s.slice(-decimals).replace(/0+$/, '');
  return frac ? `${s.slice(0, -decimals)}.${frac}` : s.slice(0, -decimals);
}

/** 1 gwei = 10^9 wei (Ethereum yellow paper, Appendix E: denominations). */
export const GWEI_DECIMALS = 9;

/** A custom EVM gas price typed in gwei, as wei per gas. */
export function parseGwei(text: string): Parsed {
  return parseDecimalUnits(text, GWEI_DECIMALS, { what: 'gas price' });
}

/** A custom Bitcoin-family fee rate in whole sat/vB. */
export function parseSatPerVbyte(text: string): Parsed {
  return parseDecimalUnits(text, 0, { what: 'fee rate' });
}
