import { describe, expect, it } from 'vitest';
import { addressLabel } from './format';

describe('addressLabel (spec §5: first 8 and last 6 characters)', () => {
  it('shortens a long address', () => {
    // BIP-84 first receive address of the BIP-39 test phrase (bitcoin/bips bip-0084.mediawiki).
    expect(addressLabel('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe('bc1qcr8t...306fyu');
  });

  it('leaves a short text whole', () => {
    expect(addressLabel('rHb9CJAWyB4')).toBe('rHb9CJAWyB4');
  });
});

describe('fiat texts (2 decimals, exact)', () => {
  it('sums 2-decimal values without floats', async () => {
    const { sumFiat } = await import('./format');
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point; in cents it is 30.
    expect(sumFiat(['0.10', '0.20'])).toBe('0.30');
    expect(sumFiat(['4500.00', '750.00'])).toBe('5250.00');
    expect(sumFiat(['90071992547409.93', '0.07'])).toBe('90071992547410.00');
    expect(sumFiat([])).toBeNull();
    expect(sumFiat(['not a number'])).toBeNull();
  });

  it('groups thousands and pads to 2 decimals', async () => {
    const { formatFiat } = await import('./format');
    expect(formatFiat('1234567.5')).toBe('1,234,567.50');
    expect(formatFiat('0')).toBe('0.00');
    expect(formatFiat('-1')).toBeNull();
  });

  it('says how long ago a read was', async () => {
    const { timeAgo } = await import('./format');
    const now = 1_700_000_000_000;
    expect(timeAgo(now - 5_000, now)).toBe('just now');
    expect(timeAgo(now - 2 * 60_000, now)).toBe('2 min ago');
    expect(timeAgo(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(timeAgo(now - 4 * 86_400_000, now)).toBe('4 days ago');
  });
});
