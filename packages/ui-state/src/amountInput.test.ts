import { describe, expect, it } from 'vitest';
import { fiatOfUnits, parseAmount, unitsFromFiat } from './amountInput';

// Denominations: 1 ether = 10^18 wei, 1 gwei = 10^9 wei (ethereum.org "Ether denominations";
// yellow paper Appendix E). 1 BTC = 10^8 satoshi (Bitcoin Core COIN). USDC has 6 decimals
// (Circle's USDC contract `decimals()` = 6). Expected values below are written out by hand.

describe('parseAmount', () => {
  it('reads coin amounts in the smallest unit', () => {
    expect(parseAmount('0.5', 18)).toEqual({ ok: true, units: 500000000000000000n });
    expect(parseAmount('1', 18)).toEqual({ ok: true, units: 1000000000000000000n });
    expect(parseAmount('.25', 8)).toEqual({ ok: true, units: 25000000n });
    expect(parseAmount('1.5', 6)).toEqual({ ok: true, units: 1500000n });
    expect(parseAmount(' 0.000000000000000001 ', 18)).toEqual({ ok: true, units: 1n });
  });

  it("refuses with the units module's reasons, plus empty and zero", () => {
    expect(parseAmount('0.0000001', 6)).toEqual({ ok: false, reason: 'The amount has more than 6 decimals' });
    expect(parseAmount('-1', 18)).toEqual({ ok: false, reason: 'The amount must not be negative' });
    expect(parseAmount('0', 18)).toEqual({ ok: false, reason: 'The amount must be greater than zero' });
    expect(parseAmount('0.000', 18)).toEqual({ ok: false, reason: 'The amount must be greater than zero' });
    expect(parseAmount('0', 18, { allowZero: true })).toEqual({ ok: true, units: 0n });
    for (const t of ['1e3', '.', '1,5', 'abc'])
      expect(parseAmount(t, 18)).toEqual({ ok: false, reason: 'The amount must be a decimal number' });
    expect(parseAmount('', 18)).toEqual({ ok: false, reason: 'Enter an amount' });
    // 10^30 ETH is 10^48 wei: above the 2^128 − 1 ≈ 3.4 × 10^38 units anything accepts.
    expect(parseAmount(`1${'0'.repeat(30)}`, 18)).toEqual({ ok: false, reason: 'The amount is too large' });
  });

  it("names the field in the reason: a fee price in its unit's decimals", () => {
    // A custom fee typed in gwei (9 decimals to wei): 1.5 gwei = 1 500 000 000 wei.
    expect(parseAmount('1.5', 9, { what: 'fee price' })).toEqual({ ok: true, units: 1500000000n });
    expect(parseAmount('0.0000000001', 9, { what: 'fee price' })).toEqual({
      ok: false,
      reason: 'The fee price has more than 9 decimals',
    });
    // A unit without decimals (sat/vB) takes whole numbers only.
    expect(parseAmount('12', 0, { what: 'fee price' })).toEqual({ ok: true, units: 12n });
    expect(parseAmount('1.5', 0, { what: 'fee price' })).toEqual({
      ok: false,
      reason: 'The fee price must be a whole number',
    });
    expect(parseAmount('', 0, { what: 'fee price' })).toEqual({ ok: false, reason: 'Enter a fee price' });
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
    expect(unitsFromFiat('0.01', 0, '2000')).toEqual({
      ok: false,
      reason: 'The amount is below the smallest unit of the coin',
    });
  });

  it('0.5 ETH at 2034.57 USD is 1017.29 (half up from 1017.285)', () => {
    expect(fiatOfUnits(500000000000000000n, 18, '2034.57')).toBe('1017.29');
    expect(fiatOfUnits(1n, 18, '2000')).toBe('0.00');
    expect(fiatOfUnits(1n, 18, undefined)).toBeNull();
  });
});
