/** The max rule with an amount-dependent fee (fees.ts): the fee kept is what the amount kept burns. */
import { describe, expect, it } from 'vitest';
import { bandwidthBytes, feeOf, maxRuleWithFee } from './fees';
import { DEFAULT_FEES } from './rules';

// A fee that drops by 1000 sun below 2^21 (one varint byte shorter), as a transfer's bandwidth does.
const stepFee = (amount: bigint) => (amount >= 1n << 21n ? 268_000n : 267_000n);

describe('maxRuleWithFee', () => {
  it('keeps the request when amount + fee fit', () => {
    expect(maxRuleWithFee(100n, 10n ** 9n, stepFee)).toEqual({ amount: 100n, fee: 267_000n, isMax: false });
  });

  it('a reduced amount a byte shorter takes the cheaper fee and the room it leaves', () => {
    // The request's fee (268000) leaves 2^21 - 2500, a byte shorter: 267000 leaves 1000 more.
    const balance = (1n << 21n) + 265_500n;
    expect(maxRuleWithFee(balance, balance, stepFee)).toEqual({
      amount: balance - 267_000n,
      fee: 267_000n,
      isMax: true,
    });
  });

  it('when the room would cross the step back, the shorter amount stays (fee exact, 1000 sun left)', () => {
    const balance = (1n << 21n) + 267_500n;
    expect(maxRuleWithFee(balance, balance, stepFee)).toEqual({
      amount: (1n << 21n) - 500n,
      fee: 267_000n,
      isMax: true,
    });
  });

  it('never pairs an amount with a fee it does not burn, even across the step', () => {
    for (let extra = 0n; extra < 3000n; extra += 7n) {
      const balance = (1n << 21n) + 266_000n + extra;
      const r = maxRuleWithFee(balance * 2n, balance, stepFee);
      expect(r.fee).toBe(stepFee(r.amount));
      expect(r.amount + r.fee).toBeLessThanOrEqual(balance);
    }
  });

  it("bandwidth: 1000 sun a byte past the free bandwidth, a new account's 0.2 TRX, the memo fee", () => {
    const params = { ...DEFAULT_FEES };
    const resources = { freeNet: 0n, stakedNet: 0n, energy: 0n };
    const bytes = bandwidthBytes(140);
    expect(bytes).toBe(BigInt(1 + 2 + 140 + 2 + 65 + 64));
    const base = { bytes, resources, params, receiverExists: true, memo: false, energy: 0n };
    expect(feeOf(base)).toBe(bytes * 1000n);
    expect(feeOf({ ...base, resources: { ...resources, freeNet: bytes } })).toBe(0n);
    expect(feeOf({ ...base, receiverExists: false })).toBe(200_000n);
    expect(feeOf({ ...base, memo: true })).toBe(bytes * 1000n + 1_000_000n);
    expect(feeOf({ ...base, energy: 14_650n, resources: { ...resources, energy: 650n } })).toBe(
      bytes * 1000n + 14_000n * 420n,
    );
  });
});
