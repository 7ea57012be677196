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
