/** Fee arithmetic of spec §4/§9 (Normal/Recommended, priority cap, max rule, doubling). */
import { describe, expect, it } from 'vitest';
import { applyMaxRule, applyMultiplier, capPriorityFee, doubled, feeOptions, type2Fees } from './fee-math';
import {
  batchExtraGas,
  defaultMaxPriorityFee,
  defaultMultiplier,
  LEGACY_GAS_CHAINS,
  OP_STACK_CHAINS,
} from './rules';

describe('EVM fee arithmetic', () => {
  it('Normal is the base price, Recommended base × multiplier (1.3 for ethereum and polygon)', () => {
    expect(defaultMultiplier('ethereum')).toBe(1.3);
    expect(defaultMultiplier('polygon')).toBe(1.3);
    expect(defaultMultiplier('base')).toBe(1);
    expect(feeOptions(20_000_000_000n, 1.3)).toEqual([
      { title: 'Normal', price: 20_000_000_000n },
      { title: 'Recommended', price: 26_000_000_000n },
    ]);
    expect(applyMultiplier(10n, 1.25)).toBe(13n); // 12.5 rounds up
    // "Default max priority fee: 1001 for one chain": polygon, gwei.
    expect(defaultMaxPriorityFee('polygon')).toBe(1_001_000_000_000n);
    expect(defaultMaxPriorityFee('ethereum')).toBeUndefined();
  });

  it('caps the max priority fee below the max fee', () => {
    expect(capPriorityFee(2n, 10n)).toBe(2n);
    expect(capPriorityFee(10n, 10n)).toBe(9n);
    expect(capPriorityFee(1001n, 500n)).toBe(499n);
    expect(capPriorityFee(5n, 0n)).toBe(0n);
  });

  it('reduces the amount to balance − fee when amount + fee exceeds the balance', () => {
    expect(applyMaxRule(100n, 10n, 200n)).toEqual({ amount: 100n, isMax: false });
    expect(applyMaxRule(195n, 10n, 200n)).toEqual({ amount: 190n, isMax: true });
    expect(applyMaxRule(195n, 300n, 200n)).toEqual({ amount: 0n, isMax: true });
    expect(doubled(7n)).toBe(14n);
  });

  it('per-chain rules: legacy chains, OP-stack chains, arbitrum batch gas', () => {
    expect([...LEGACY_GAS_CHAINS].sort()).toEqual([
      'binance_smart_chain',
      'ethereum_classic',
      'ethereum_pow',
      'viction',
    ]);
    expect([...OP_STACK_CHAINS].sort()).toEqual(['base', 'ink', 'optimism', 'optimism_binance_smart_chain']);
    expect(batchExtraGas('arbitrum')).toBe(100_000n);
    expect(batchExtraGas('ethereum')).toBe(0n);
  });

  it('type-2 fees: max fee = 2 × latest base fee + tip, tip from the price above the base fee', () => {
    const gwei = 1_000_000_000n;
    const market = { baseFee: 10n * gwei, tip: 1n * gwei };
    // Normal at the node's gas price (base + suggested tip): the suggested tip, headroom for 2× base.
    expect(type2Fees(11n * gwei, market)).toEqual({ maxFeePerGas: 21n * gwei, maxPriorityFeePerGas: gwei });
    // Recommended (×1.3) pays its extra above the base fee as tip: a faster, dearer option.
    const rec = type2Fees(14_300_000_000n, market);
    expect(rec).toEqual({ maxFeePerGas: 24_300_000_000n, maxPriorityFeePerGas: 4_300_000_000n });
    // A price below the base fee still pays the suggested tip and keeps the headroom.
    expect(type2Fees(5n * gwei, market)).toEqual({ maxFeePerGas: 21n * gwei, maxPriorityFeePerGas: gwei });
    // The chain's max priority fee (fee info) caps the tip.
    expect(type2Fees(14_300_000_000n, market, 2n * gwei)).toEqual({
      maxFeePerGas: 22n * gwei,
      maxPriorityFeePerGas: 2n * gwei,
    });
    // Polygon's 1001 gwei cap leaves a normal tip alone and stops an absurd one.
    expect(type2Fees(2000n * gwei, { baseFee: 30n * gwei, tip: 30n * gwei }, 1001n * gwei)).toEqual({
      maxFeePerGas: 2000n * gwei,
      maxPriorityFeePerGas: 1001n * gwei,
    });
    // With a zero base fee the tip still stays below the max fee.
    expect(type2Fees(0n, { baseFee: 0n, tip: 0n }).maxPriorityFeePerGas).toBe(0n);
  });
});
