/**
 * Display rules the screens need synchronously. Spec §5: the address label is the first 8 and
 * last 6 characters. (Same rule as @kestrel/wallet's `addressLabel`; kept here so the Home chunk
 * does not wait for the wallet package.)
 */
export function addressLabel(address: string): string {
  if (address.length <= 14) return address;
  return `${address.slice(0, 8)}...${address.slice(-6)}`;
}

/** Spec §5 minimum of the vault (@kestrel/wallet MIN_PASSWORD_LENGTH); checked again by the vault. */
export const MIN_PASSWORD_LENGTH = 8;

/** "12.30" + "0.05" …: a sum of 2-decimal fiat texts, exact (bigint cents). Null for no values. */
export function sumFiat(values: readonly string[]): string | null {
  let cents = 0n;
  let any = false;
  for (const v of values) {
    const m = /^(\d+)\.(\d{2})$/.exec(v);
    if (!m) continue;
    cents += BigInt(m[1]! + m[2]!);
    any = true;
  }
  if (!any) return null;
  const s = cents.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
}

/** A 2-decimal fiat text grouped by thousands: "1234567.5" → "1,234,567.50". */
export function formatFiat(value: string): string | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return null;
  const whole = m[1]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(m[2] ?? '').padEnd(2, '0')}`;
}

/** How long ago `at` was, in words ("just now", "2 min ago", "3 h ago", "4 days ago"). */
export function timeAgo(at: number, now: number): string {
  const s = Math.max(0, Math.floor((now - at) / 1000));
  if (s < 60) return 'just now';
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ago`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ago`;
  return `${Math.floor(h / 24)} days ago`;
}

/** A date and time in the device's locale ("Nov 23, 2026, 4:41 PM"); the text itself when unreadable. */
export function dateTimeText(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
