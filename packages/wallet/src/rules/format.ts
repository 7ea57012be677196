/** Display rules: address label (first 8 and last 6 characters) and fiat with 2 decimals. */
import { FIAT_DECIMALS } from './constants';

export function addressLabel(address: string): string {
  if (address.length <= 14) return address;
  return `${address.slice(0, 8)}...${address.slice(-6)}`;
}

/**
 * Fiat value with 2 decimals, rounded half away from zero on the decimal text (no float error,
 * so 1.005 shows 1.01). Anything unparseable shows 0.00.
 */
export function formatFiat(value: number | string | bigint): string {
  const text =
    typeof value === 'number' ? (Number.isFinite(value) ? toPlain(value) : '0') : String(value).trim();
  const m = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return (0).toFixed(FIAT_DECIMALS);
  const sign = m[1] ?? '';
  const frac = (m[3] ?? '').padEnd(FIAT_DECIMALS + 1, '0');
  let cents = BigInt((m[2] || '0') + frac.slice(0, FIAT_DECIMALS));
  if (Number(frac[FIAT_DECIMALS]) >= 5) cents += 1n;
  const s = cents.toString().padStart(FIAT_DECIMALS + 1, '0');
  const out = `${s.slice(0, -FIAT_DECIMALS)}.${s.slice(-FIAT_DECIMALS)}`;
  return cents === 0n ? out : sign + out;
}

function toPlain(n: number): string {
  // Avoid exponent notation for very small or large numbers.
  return Math.abs(n) < 1e-6 || Math.abs(n) >= 1e21 ? n.toFixed(FIAT_DECIMALS + 1) : String(n);
}
