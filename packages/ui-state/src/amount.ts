/**
 * Smallest-unit amounts as the screens show them: the units module's exact text (no floats),
 * then cut to a few fraction digits (never rounded up) with the whole part grouped by three.
 */
import { formatUnits } from '@kestrel/wallet';

export function displayUnits(amount: string | bigint, decimals: number, maxFraction = 8): string | null {
  if (typeof amount === 'string' && !/^-?\d+$/.test(amount)) return null;
  if (!Number.isInteger(decimals) || decimals < 0) return null;
  const exact = formatUnits(amount, decimals);
  const negative = exact.startsWith('-');
  const [whole = '0', frac = ''] = (negative ? exact.slice(1) : exact).split('.');
  const fraction = frac.slice(0, maxFraction).replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * A positive amount to `significant` meaningful digits, rounded half up (fees: 0.000116671728374042
 * → "0.0001167"); whole parts are never cut. Exact when it has no more digits than that.
 */
export function meaningfulUnits(amount: bigint, decimals: number, significant = 4): string {
  if (amount <= 0n || decimals === 0) return displayUnits(amount, decimals, decimals) ?? amount.toString();
  const digits = amount.toString().length;
  const cut = Math.min(decimals, Math.max(0, digits - significant));
  if (cut === 0) return displayUnits(amount, decimals, decimals) ?? amount.toString();
  const step = 10n ** BigInt(cut);
  const rounded = ((amount + step / 2n) / step) * step;
  return displayUnits(rounded, decimals, decimals) ?? rounded.toString();
}
