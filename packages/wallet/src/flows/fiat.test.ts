import { describe, expect, it } from 'vitest';
import { displayUnits, fiatValue } from './fiat';

// Expected values are worked by hand (decimal multiplication, then rounding half up at the cent).
describe('fiatValue', () => {
  it('multiplies exactly: 1.5 ETH × 1234.56 = 1851.84', () => {
    expect(fiatValue('1500000000000000000', 18, '1234.56')).toBe('1851.84');
  });
  it('rounds half up at the cent: 0.00001 BTC × 500 = 0.005 → 0.01; × 499.99 = 0.0049999 → 0.00', () => {
    expect(fiatValue('1000', 8, '500')).toBe('0.01');
    expect(fiatValue('1000', 8, '499.99')).toBe('0.00');
  });
  it('keeps precision a float would lose: 123456789.123456789 ETH × 3000.01', () => {
    // 123456789.123456789 × 3000.01 = 370371601938.26160156789 (Python's decimal module).
    expect(fiatValue('123456789123456789000000000', 18, '3000.01')).toBe('370371601938.26');
  });
  it('refuses what is not a plain decimal', () => {
    expect(fiatValue('1.5', 18, '1')).toBeNull();
    expect(fiatValue('1', 18, '1e3')).toBeNull();
    expect(fiatValue('1', 18, '-2')).toBeNull();
  });
});

describe('displayUnits', () => {
  it('shows smallest units as a decimal', () => {
    expect(displayUnits('1500000', 6)).toBe('1.5');
    expect(displayUnits('1000000', 6)).toBe('1');
    expect(displayUnits(1n, 18)).toBe('0.000000000000000001');
    expect(displayUnits('42', 0)).toBe('42');
  });
});
