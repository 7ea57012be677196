import { describe, expect, it } from 'vitest';
import { displayUnits } from './amount';

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
