/** Pure fee arithmetic of spec §4/§9, in bigint. */
import type { FeeOption } from '../../../adapter-types';

/** Multiplies by a decimal multiplier (e.g. 1.3) with thousandth precision, rounding up. */
export function applyMultiplier(base: bigint, multiplier: number): bigint {
  const milli = BigInt(Math.round(multiplier * 1000));
  return (base * milli + 999n) / 1000n;
}

/** Normal = base gas price; Recommended = base × the chain's multiplier. */
export function feeOptions(base: bigint, multiplier: number): FeeOption[] {
  return [
    { title: 'Normal', gasPrice: base },
    { title: 'Recommended', gasPrice: applyMultiplier(base, multiplier) },
  ];
}

/** The max priority fee must stay below the max fee (spec §9). */
export function capPriorityFee(priority: bigint, maxFee: bigint): bigint {
  if (maxFee <= 0n) return 0n;
  return priority < maxFee ? priority : maxFee - 1n;
}

/**
 * Spec §4 "Fee estimation rules": when amount + fee exceeds the balance, the amount becomes
 * balance − fee (never below zero) and max mode is on.
 */
export function applyMaxRule(
  amount: bigint,
  fee: bigint,
  balance: bigint,
): { amount: bigint; isMax: boolean } {
  if (amount + fee <= balance) return { amount, isMax: false };
  const left = balance - fee;
  return { amount: left > 0n ? left : 0n, isMax: true };
}

/** Cancel and speed-up pay twice the gas price (spec §9). */
export function doubled(price: bigint): bigint {
  return price * 2n;
}
