import { describe, expect, it } from 'vitest';
import { formatUnits } from './amount';

// Reference values: 1 ETH = 10^18 wei and 1 BTC = 10^8 satoshi (ethereum.org "Ether
// denominations"; Bitcoin Core's COIN constant), so the expected texts follow by definition.
describe('formatUnits', () => {
  it('formats whole and fractional amounts without floats', () => {
    expect(formatUnits('1000000000000000000', 18)).toBe('1');
    expect(formatUnits('1500000000000000000', 18)).toBe('1.5');
    expect(formatUnits('1', 8)).toBe('0.00000001');
    expect(formatUnits('2100000000000000', 8)).toBe('21,000,000');
    expect(formatUnits('0', 6)).toBe('0');
  });

  it('cuts the fraction to maxFraction digits (no rounding up of money)', () => {
    expect(formatUnits('123456789', 9, 4)).toBe('0.1234');
  });

  it('keeps precision beyond 2^53', () => {
    expect(formatUnits('123456789012345678901234567890', 18)).toBe('123,456,789,012.3456789');
  });

  it('returns null for a non-integer text', () => {
    expect(formatUnits('1.5', 18)).toBeNull();
    expect(formatUnits('', 18)).toBeNull();
    expect(formatUnits('abc', 18)).toBeNull();
  });

  it('handles negative amounts', () => {
    expect(formatUnits('-250000000', 8)).toBe('-2.5');
  });
});
