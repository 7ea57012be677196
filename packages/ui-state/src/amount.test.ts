import { describe, expect, it } from 'vitest';
import { displayUnits, meaningfulUnits } from './amount';

// Reference values: 1 ETH = 10^18 wei and 1 BTC = 10^8 satoshi (ethereum.org "Ether
// denominations"; Bitcoin Core's COIN constant), so the expected texts follow by definition.
describe('displayUnits', () => {
  it('formats whole and fractional amounts without floats', () => {
    expect(displayUnits('1000000000000000000', 18)).toBe('1');
    expect(displayUnits('1500000000000000000', 18)).toBe('1.5');
    expect(displayUnits('1', 8)).toBe('0.00000001');
    expect(displayUnits('2100000000000000', 8)).toBe('21,000,000');
    expect(displayUnits('0', 6)).toBe('0');
    expect(displayUnits(25n, 0)).toBe('25');
  });

  it('cuts the fraction to maxFraction digits (no rounding up of money)', () => {
    expect(displayUnits('123456789', 9, 4)).toBe('0.1234');
    expect(displayUnits('999999999', 9, 2)).toBe('0.99');
  });

  it('keeps precision beyond 2^53', () => {
    expect(displayUnits('123456789012345678901234567890', 18)).toBe('123,456,789,012.3456789');
  });

  it('returns null for a non-integer text or bad decimals', () => {
    expect(displayUnits('1.5', 18)).toBeNull();
    expect(displayUnits('', 18)).toBeNull();
    expect(displayUnits('abc', 18)).toBeNull();
    expect(displayUnits('1', -1)).toBeNull();
  });

  it('handles negative amounts', () => {
    expect(displayUnits('-250000000', 8)).toBe('-2.5');
  });
});

describe('meaningfulUnits', () => {
  it('rounds a fee to four meaningful digits, half up', () => {
    expect(meaningfulUnits(116_671_728_374_042n, 18)).toBe('0.0001167');
    expect(meaningfulUnits(116_750_000_000_000n, 18)).toBe('0.0001168');
    expect(meaningfulUnits(21_000_000_000_000n, 18)).toBe('0.000021');
    expect(meaningfulUnits(2_100_000_000_000_000_000n, 18)).toBe('2.1');
  });

  it('keeps whole digits and small exact values as they are', () => {
    expect(meaningfulUnits(123_456_789n * 10n ** 18n + 5n, 18)).toBe('123,456,789');
    expect(meaningfulUnits(1_234n, 8)).toBe('0.00001234');
    expect(meaningfulUnits(0n, 18)).toBe('0');
    expect(meaningfulUnits(15n, 0)).toBe('15');
  });
});
