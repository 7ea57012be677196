/**
 * Aptos fees: the gas unit price from GET /estimate_gas_price (Normal: gas_estimate; Recommended:
 * prioritized_gas_estimate, never below Normal), the gas from the node's simulation read as spec
 * §5 says, and the signed max gas amount with a margin over it. The fee reviewed is max gas ×
 * price, the most the transaction can be charged.
 */
import type { FeeOption } from '../../../adapter-types';
import type { GasEstimate, Simulated } from '../network/schemas';
import {
  GAS_MARGIN_PERCENT,
  GAS_NOT_VALID,
  MAX_GAS_UNIT_PRICE,
  SIMULATION_FAILED,
  TOLERATED_SIMULATION_CODE,
} from './rules';

export function feeOptions(estimate: GasEstimate): FeeOption[] {
  const normal = BigInt(estimate.gas_estimate);
  const prioritized = BigInt(estimate.prioritized_gas_estimate ?? estimate.gas_estimate);
  return [
    { title: 'Normal', price: normal },
    { title: 'Recommended', price: prioritized > normal ? prioritized : normal },
  ];
}

/** The lowest price a custom fee may take: the node's deprioritized estimate (at least 1). */
export function minGasUnitPrice(estimate: GasEstimate): bigint {
  const low = BigInt(estimate.deprioritized_gas_estimate ?? estimate.gas_estimate);
  return low > 0n ? low : 1n;
}

const positive = (v: unknown): bigint => {
  const text = typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v;
  return typeof text === 'string' && /^\d{1,20}$/.test(text) ? BigInt(text) : 0n;
};

/**
 * Spec §5: the simulation must succeed, or its status must carry the tolerated code (else spec §8
 * "Simulation is failed for aptos chain"); its gas price and gas used must both be nonzero (else
 * "gas price or gas used is not valid").
 */
export function readSimulation(sim: Simulated): { gasUsed: bigint; gasUnitPrice: bigint } {
  if (!sim.success && !sim.vm_status.includes(TOLERATED_SIMULATION_CODE)) throw new Error(SIMULATION_FAILED);
  const gasUnitPrice = positive(sim.gas_unit_price);
  const gasUsed = positive(sim.gas_used);
  if (gasUnitPrice === 0n || gasUsed === 0n) throw new Error(GAS_NOT_VALID);
  return { gasUsed, gasUnitPrice };
}

/** The signed transaction's max gas: the simulated gas plus the margin, rounded up. */
export function maxGasFor(gasUsed: bigint): bigint {
  return (gasUsed * GAS_MARGIN_PERCENT + 99n) / 100n;
}

/** A custom gas unit price: whole octas per gas unit, at least the node's lowest estimate. */
export function checkGasUnitPrice(price: bigint, minimal: bigint): bigint {
  if (price < minimal) throw new Error(`The Aptos gas price must be at least ${minimal} octas per gas unit`);
  if (price > MAX_GAS_UNIT_PRICE)
    throw new Error(`The Aptos gas price must not exceed ${MAX_GAS_UNIT_PRICE} octas per gas unit`);
  return price;
}
