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

/**
 * Type-2 fees of a chosen price (an option or a custom price), docs/evm.md "Type-2 fees":
 * - tip = what the price pays above the latest base fee, at least the market's suggested tip,
 *   then capped by the chain's max priority fee from fee info (polygon: 1001 gwei);
 * - maxFeePerGas = 2 × latest base fee + tip (ethers' and MetaMask's headroom: the base fee may
 *   rise 12.5% a block, so doubling covers six full blocks), never below the price itself;
 * - the tip stays below the max fee (spec §9).
 * The expected cost per gas is base fee + tip; the max rule reserves gas × maxFeePerGas, as the
 * node requires the balance to cover it.
 */
export function type2Fees(
  price: bigint,
  market: { baseFee: bigint; tip: bigint },
  tipCap?: bigint,
): { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint } {
  const over = price - market.baseFee;
  let tip = over > market.tip ? over : market.tip;
  if (tipCap !== undefined && tip > tipCap) tip = tipCap;
  const headroom = BASE_FEE_HEADROOM * market.baseFee + tip;
  const maxFeePerGas = headroom > price ? headroom : price;
  return { maxFeePerGas, maxPriorityFeePerGas: capPriorityFee(tip, maxFeePerGas) };
}

/** The base fee a type-2 max fee covers: twice the latest block's. */
export const BASE_FEE_HEADROOM = 2n;

/** Cancel and speed-up pay twice the gas price (spec §9). */
export function doubled(price: bigint): bigint {
  return price * 2n;
}
