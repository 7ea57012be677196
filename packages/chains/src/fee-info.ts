/**
 * Fee info as the product API serves it (decimal text; the max priority fee in the family's custom
 * fee unit, gwei for EVM) converted once into the adapters' form (a number multiplier and the
 * smallest unit). Family-neutral: the unit comes from the family's presentation hints.
 */
import type { FeeInfo } from './adapter-types';
import { loadFamilyOf } from './families/registry';
import { getChain } from './registry/index';
import { parseUnits } from './units';

export interface FeeInfoText {
  multiplier: string;
  maxPriorityFee: string | null;
}

/** A multiplier above this is refused as a provider fault (no fee rule multiplies by more). */
export const MAX_FEE_MULTIPLIER = 10;

/** Converts one chain's fee info; a malformed value throws (a provider fault, never a silent fee). */
export async function feeInfoFromText(chainName: string, raw: FeeInfoText): Promise<FeeInfo> {
  const chain = getChain(chainName);
  if (!/^\d+(\.\d{1,3})?$/.test(raw.multiplier)) throw new Error(`Fee info for ${chainName}: bad multiplier`);
  const multiplier = Number(raw.multiplier);
  if (!(multiplier > 0 && multiplier <= MAX_FEE_MULTIPLIER))
    throw new Error(`Fee info for ${chainName}: multiplier out of range`);
  const hints = (await loadFamilyOf(chain)).presentation(chain);
  if (raw.maxPriorityFee === null || hints.customFeeUnit === null) return { multiplier };
  return { multiplier, maxPriorityFee: parseUnits(raw.maxPriorityFee, hints.customFeeDecimals) };
}
