/**
 * Amounts between a person's decimal text and the smallest unit: the one conversion module.
 * bigint only, never floats; decimals come from the registry (or a token's own).
 */

/** Why a decimal text is not an amount: shown to the person as is. */
export class AmountInputError extends Error {
  override name = 'AmountInputError';
}

/** The largest amount anything accepts: 2^128 - 1 smallest units (no chain holds more). */
export const MAX_AMOUNT_UNITS = (1n << 128n) - 1n;

/** "1.5" with 6 decimals → 1500000n. Refuses signs, exponents, too many decimals and absurd sizes. */
export function parseUnits(text: string, decimals: number): bigint {
  const t = typeof text === 'string' ? text.trim() : '';
  if (t.startsWith('-')) throw new AmountInputError('The amount must not be negative');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(t)) throw new AmountInputError('The amount must be a decimal number');
  const [whole = '', frac = ''] = t.split('.');
  if (frac.length > decimals)
    throw new AmountInputError(`The amount has more than ${decimals} decimal${decimals === 1 ? '' : 's'}`);
  // More whole digits than 2^128 - 1 has (39) is too large: said before building a huge bigint.
  const digits = whole.replace(/^0+/, '');
  if (digits.length > 39) throw new AmountInputError('The amount is too large');
  const units = BigInt(digits || '0') * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0');
  if (units > MAX_AMOUNT_UNITS) throw new AmountInputError('The amount is too large');
  return units;
}

/** 1500000n with 6 decimals → "1.5" (no trailing zeros, exact). */
export function formatUnits(amount: bigint | string, decimals: number): string {
  const v = BigInt(amount);
  const neg = v < 0n;
  const s = (neg ? -v : v).toString().padStart(decimals + 1, '0');
  const whole = decimals === 0 ? s : s.slice(0, -decimals);
  const frac = decimals === 0 ? '' : s.slice(-decimals).replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}
