/**
 * Confirmation: Subscan's extrinsic by hash (its block and result). No block holding it yet is
 * 'pending'; no provider answering throws. Spec §4 has no Polkadot row: 'pending' on time-out.
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { PolkadotContext } from './context';
import { CONFIRM_POLICY } from './rules';

export async function checkConfirmation(ctx: PolkadotContext, hash: string): Promise<ConfirmResult> {
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) throw new Error(`Not a Polkadot transaction hash: ${hash}`);
  const found = await ctx.subscan.extrinsic(hash.toLowerCase());
  if (!found) return 'pending';
  return { hash, success: found.success, blockNumber: BigInt(found.block_num) };
}

export function waitForConfirmation(
  ctx: PolkadotContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  const tries = o.timeoutMs ? triesWithin(o.timeoutMs, CONFIRM_POLICY.intervalMs) : 1;
  return pollConfirmation(
    () => checkConfirmation(ctx, hash),
    { intervalMs: CONFIRM_POLICY.intervalMs, tries },
    o.signal ? { signal: o.signal } : {},
  );
}
