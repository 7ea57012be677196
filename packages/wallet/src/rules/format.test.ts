import { describe, expect, it } from 'vitest';
import { addressLabel, formatFiat } from './format';
import { normalizeLockTime } from './settings';

describe('address label', () => {
  it('shows the first 8 and last 6 characters', () => {
    expect(addressLabel('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')).toBe('0x9858Ef...aEda94');
    expect(addressLabel('short')).toBe('short');
  });
});

describe('fiat', () => {
  it('shows 2 decimals, rounding half up on the decimal text', () => {
    expect(formatFiat('1234.5')).toBe('1234.50');
    expect(formatFiat('1.005')).toBe('1.01');
    expect(formatFiat(0.1 + 0.2)).toBe('0.30');
    expect(formatFiat('7')).toBe('7.00');
    expect(formatFiat('-2.345')).toBe('-2.35');
    expect(formatFiat('not a number')).toBe('0.00');
  });
});

describe('settings lockTime', () => {
  it('a non-numeric value becomes 0', () => {
    expect(normalizeLockTime('abc')).toBe(0);
    expect(normalizeLockTime(undefined)).toBe(0);
    expect(normalizeLockTime(null)).toBe(0);
    expect(normalizeLockTime('5')).toBe(5);
    expect(normalizeLockTime(15)).toBe(15);
  });
});
