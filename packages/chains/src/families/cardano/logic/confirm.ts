/**
 * Confirmation: the transaction by hash (Blockfrost-style txs/{hash}); unknown is 'pending', no
 * endpoint answering throws. Spec §4: Cardano waits 90 s (checked every 5 s).
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { CardanoContext } from './context';
import { CONFIRM_POLICY } from './rules';

export async function checkConfirmation(ctx: CardanoContext, hash: string): Promise<ConfirmResult> {
  if (!/^[0-9a-fA-F]{64}$/.test(hash)) throw new Error(`Not a Cardano transaction hash: ${hash}`);
  const found = await ctx.client.transaction(hash.toLowerCase());
  if (!found || found.block_height === null) return 'pending';
  return { hash, success: found.valid_contract !== false, blockNumber: BigInt(found.block_height) };
}

export function waitForConfirmation(
  ctx: CardanoContext,
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
