/**
 * Solana fees (spec §9): base 5000 lamports a signature; the priority fee price is the mean of the
 * recent nonzero prioritization fees (default 5000 micro-lamports per compute unit); the compute
 * units come from a simulation run with the 1,400,000 limit; creating an account counts its rent
 * exemption in the fee.
 */
import { base64 } from '@scure/base';
import type { SolanaContext } from './context';
import * as ix from './instructions';
import { compileLegacyMessage, serializeTransaction, type SolInstruction } from './message';
import { DEFAULT_PRIORITY_FEE, LAMPORTS_PER_SIGNATURE, MICRO_LAMPORTS, SIMULATION_CU_LIMIT } from './rules';

/** Spec §9: the mean of the nonzero fees; the default when there is none (or no answer). */
export function meanPriorityFee(fees: { prioritizationFee: number }[]): bigint {
  const nonzero = fees.map((f) => BigInt(f.prioritizationFee)).filter((f) => f > 0n);
  if (nonzero.length === 0) return DEFAULT_PRIORITY_FEE;
  return nonzero.reduce((a, b) => a + b, 0n) / BigInt(nonzero.length);
}

export async function priorityFee(ctx: SolanaContext, writable: string[]): Promise<bigint> {
  try {
    return meanPriorityFee(await ctx.rpc.prioritizationFees(writable));
  } catch {
    return DEFAULT_PRIORITY_FEE;
  }
}

/** The compute budget pair every Kestrel transaction starts with. */
export function budget(limit: number, price: bigint): SolInstruction[] {
  return [ix.setComputeUnitLimit(limit), ix.setComputeUnitPrice(price)];
}

/**
 * Units the runtime would charge: a simulation at the 1,400,000 limit, plus a 10% margin. Without
 * an answer, or when the simulation fails, the limit itself (the fee is never under-counted) and
 * the failure for callers that refuse early.
 */
export async function simulateUnits(
  ctx: SolanaContext,
  feePayer: string,
  price: bigint,
  instructions: SolInstruction[],
): Promise<{ units: number; error?: string }> {
  // The blockhash is replaced by the node (replaceRecentBlockhash), signatures are not checked.
  const message = compileLegacyMessage(feePayer, feePayer, [
    ...budget(SIMULATION_CU_LIMIT, price),
    ...instructions,
  ]);
  const unsigned = serializeTransaction(
    message.signers.map(() => new Uint8Array(64)),
    message.bytes,
  );
  try {
    const sim = await ctx.rpc.simulate(base64.encode(unsigned));
    if (sim.err === null && sim.unitsConsumed)
      return { units: Math.min(SIMULATION_CU_LIMIT, Math.ceil(sim.unitsConsumed * 1.1)) };
    const logs = (sim.logs ?? []).filter((l) => /error|failed/i.test(l)).slice(-1);
    return { units: SIMULATION_CU_LIMIT, error: logs[0] ?? JSON.stringify(sim.err) };
  } catch (e) {
    return { units: SIMULATION_CU_LIMIT, error: e instanceof Error ? e.message : String(e) };
  }
}

export async function computeUnits(
  ctx: SolanaContext,
  feePayer: string,
  price: bigint,
  instructions: SolInstruction[],
): Promise<number> {
  return (await simulateUnits(ctx, feePayer, price, instructions)).units;
}

/** The whole fee: signatures, the priority fee at `price` for `limit` units, and created rent. */
export function feeOf(signatures: number, limit: number, price: bigint, rent: bigint): bigint {
  const priority = (price * BigInt(limit) + MICRO_LAMPORTS - 1n) / MICRO_LAMPORTS;
  return LAMPORTS_PER_SIGNATURE * BigInt(signatures) + priority + rent;
}
