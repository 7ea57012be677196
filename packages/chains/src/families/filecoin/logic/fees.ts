/**
 * Filecoin fees. A message pays at most gas limit × fee cap (attoFIL): that is the fee reviewed,
 * counted by the max rule and signed. The fee options are fee caps (attoFIL per gas unit):
 * Normal is the scan's base fee plus 500 (spec §9; 100 when every scan endpoint failed) plus
 * the premium; Recommended is the node's own fee cap (GasEstimateMessageGas), never below Normal.
 */
import type { FeeOption } from '../../../adapter-types';
import {
  BASE_FEE_MARGIN,
  FALLBACK_BASE_FEE,
  FALLBACK_GAS_USED,
  GAS_OVERESTIMATION_DEN,
  GAS_OVERESTIMATION_NUM,
  MAX_FEE_CAP,
  MIN_BASE_FEE,
} from './rules';

/** Spec §9: the scan's base fee plus 500; the fallback only when the scan gave nothing. */
export function scanBaseFee(read: bigint | null): bigint {
  return read === null ? FALLBACK_BASE_FEE : read + BASE_FEE_MARGIN;
}

/** Spec §9: the scan's average gas used; 1,000,000 when the scan gave nothing. */
export function scanGasUsed(read: bigint | null): bigint {
  return read === null || read === 0n ? FALLBACK_GAS_USED : read;
}

/** A gas limit from gas used the way Lotus sizes it (× 1.25, rounded up). */
export function gasLimitFor(gasUsed: bigint): bigint {
  return (gasUsed * GAS_OVERESTIMATION_NUM + GAS_OVERESTIMATION_DEN - 1n) / GAS_OVERESTIMATION_DEN;
}

export function feeOptions(baseFee: bigint, premium: bigint, nodeFeeCap: bigint | null): FeeOption[] {
  const normal = baseFee + premium;
  const recommended = nodeFeeCap !== null && nodeFeeCap > normal ? nodeFeeCap : normal;
  return [
    { title: 'Normal', price: normal },
    { title: 'Recommended', price: recommended },
  ];
}

/** The least fee cap a message can carry: the lowest base fee, and never under its premium. */
export function minFeeCap(premium: bigint): bigint {
  return premium + MIN_BASE_FEE;
}

/** A custom fee cap (attoFIL per gas unit): at least the minimum, at most 1e-6 FIL (a typo guard). */
export function checkFeeCap(price: bigint, minimum: bigint): bigint {
  if (price < minimum)
    throw new Error(`The Filecoin fee cap must be at least ${minimum} attoFIL per gas unit`);
  if (price > MAX_FEE_CAP)
    throw new Error(`The Filecoin fee cap must not exceed ${MAX_FEE_CAP} attoFIL per gas unit`);
  return price;
}
