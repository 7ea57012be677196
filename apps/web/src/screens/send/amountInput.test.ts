import { describe, expect, it } from 'vitest';
import {
  fiatOfUnits,
  parseDecimalUnits,
  parseGwei,
  parseSatPerVbyte,
  plainUnits,
  unitsFromFiat,
} from './amountInput';

// Denominations: 1 ether = 10^18 wei, 1 gwei = 10^9 wei (ethereum.org "Ether denominations";
// yellow paper Appendix E). 1 BTC = 10^8 satoshi (Bitcoin Core COIN). USDC has 6 decimals
// (Circle's USDC contract `decimals()` = 6). Expected values below are written out by hand.

describe('parseDecimalUnits', () => {
  it('reads coin amounts in the smallest unit', () => {
    expect(parseDecimalUnits('0.5', 18)).toEqual({ ok: true, units: 500000000000000000n });
    expect(parseDecimalUnits('1', 18)).toEqual({ ok: true, units: 1000000000000000000n });
    expect(parseDecimalUnits('.25', 8)).toEqual({ ok: true, units: 25000000n });
    expect(parseDecimalUnits('1.5', 6)).toEqual({ ok: true, units: 1500000n });
    expect(parseDecimalUnits(' 0.000000000000000001 ', 18)).toEqual({ ok: true, units: 1n });
  });

  it('refuses too many decimals, negative, zero, text and absurd sizes with a reason', () => {
    expect(parseDecimalUnits('0.0000001', 6)).toEqual({
      ok: false,
      reason: 'The amount has more than 6 decimals',
    });
    expect(parseDecimalUnits('-1', 18)).toEqual({ ok: false, reason: 'The amount cannot be negative' });
    expect(parseDecimalUnits('0', 18)).toEqual({ ok: false, reason: 'The amount must be greater than zero' });
    expect(parseDecimalUnits('0.000', 18)).toEqual({
      ok: false,
      reason: 'The amount must be greater than zero',
    });
    expect(parseDecimalUnits('1e3', 18)).toEqual({ ok: false, reason: 'The amount is not a number' });
    expect(parseDecimalUnits('.', 18)).toEqual({ ok: false, reason: 'The amount is not a number' });
    expect(parseDecimalUnits('1,5', 18)).toEqual({ ok: false, reason: 'The amount is not a number' });
    expect(parseDecimalUnits('', 18)).toEqual({ ok: false, reason: 'Enter an amount' });
    // 10^60 ETH is 10^78 wei: above 2^256 − 1 ≈ 1.16 × 10^77.
    expect(parseDecimalUnits(`1${'0'.repeat(60)}`, 18)).toEqual({
      ok: false,
      reason: 'The amount is too large',
    });
  });
});

describe('fiat conversion', () => {
  it('100.00 USD at 2000 USD/ETH is 0.05 ETH, rounded down to the wei', () => {
    expect(unitsFromFiat('100', 18, '2000')).toEqual({ ok: true, units: 50000000000000000n });
    // 1 USD at 3 USD per coin with 2 decimals: 0.333… → 0.33 (33 units), never rounded up.
    expect(unitsFromFiat('1', 2, '3')).toEqual({ ok: true, units: 33n });
    expect(unitsFromFiat('1.001', 18, '2000')).toEqual({
      ok: false,
      reason: 'The amount has more than 2 decimals',
    });
    expect(unitsFromFiat('10', 18, '0')).toEqual({ ok: false, reason: 'No price is known for this coin' });
  });

  it('0.5 ETH at 2034.57 USD is 1017.29 (half up from 1017.285)', () => {
    expect(fiatOfUnits(500000000000000000n, 18, '2034.57')).toBe('1017.29');
    expect(fiatOfUnits(1n, 18, '2000')).toBe('0.00');
    expect(fiatOfUnits(1n, 18, undefined)).toBeNull();
  });

  it('plainUnits puts smallest units back as an exact decimal', () => {
    expect(plainUnits(500000000000000000n, 18)).toBe('0.5');
    expect(plainUnits(123456789n, 8)).toBe('1.23456789');
    expect(plainUnits(7n, 0)).toBe('7');
    expect(plainUnits(0n, 18)).toBe('0');
  });
});

describe('fee inputs', () => {
  it('gwei to wei per gas, and whole sat/vB', () => {
    expect(parseGwei('1.5')).toEqual({ ok: true, units: 1500000000n });
    expect(parseGwei('0.0000000001')).toEqual({
      ok: false,
      reason: 'The gas price has more than 9 decimals',
    });
    expect(parseSatPerVbyte('12')).toEqual({ ok: true, units: 12n });
    expect(parseSatPerVbyte('1.5')).toEqual({ ok: false, reason: 'The fee rate must be a whole number' });
  });
});
