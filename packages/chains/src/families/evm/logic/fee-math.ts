/** Pure fee arithmetic of spec §4/§9, in bigint. */
import type { FeeOption } from '../../../adapter-types';

export { applyMaxRule } from '../../../max-rule';

/** Multiplies by a decimal multiplier (e.g. 1.3) with thousandth precision, rounding up. */
export function applyMultiplier(base: bigint, multiplier: number): bigint {
  const milli = BigInt(Math.round(multiplier * 1000));
  return (base * milli + 999n) / 1000n;
}

/** Normal = base gas price; Recommended = base × the chain's multiplier. */
export function feeOptions(base: bigint, multiplier: number): FeeOption[] {
  return [
    { title: 'Normal', price: base },
    { title: 'Recommended', price: applyMultiplier(base, multiplier) },
  ];
}

/** The max priority fee must stay below the max fee (spec §9). */
export function capPriorityFee(priority: bigint, maxFee: bigint): bigint {
  if (maxFee <= 0n) return 0n;
  return priority < maxFee ? priority : maxFee - 1n;
}

/** Cancel and speed-up pay twice the gas price (spec §9). */
export function doubled(price: bigint): bigint {
  return price * 2n;
}
