/**
 * Waiting for confirmation (spec §4: Aptos times out at 120 s, then 'pending'): GET
 * /transactions/by_hash/{hash} is 404 or a pending_transaction until the transaction is
 * committed; then it is a user_transaction whose success says how it ended (its version stands
 * for the block number).
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { AptosContext } from './context';

export async function checkConfirmation(ctx: AptosContext, hash: string): Promise<ConfirmResult> {
  const t = await ctx.node.transaction(hash);
  if (!t || t.type === 'pending_transaction') return 'pending';
  return { hash, success: t.success, blockNumber: BigInt(t.version) };
}

export async function waitForConfirmation(
  ctx: AptosContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  const { pollMs } = ctx.confirm;
  const tries = o.timeoutMs !== undefined ? triesWithin(o.timeoutMs, pollMs) : ctx.confirm.tries;
  return pollConfirmation(
    () => checkConfirmation(ctx, hash),
    { intervalMs: pollMs, tries },
    { sleep: ctx.sleep, ...(o.signal ? { signal: o.signal } : {}) },
  );
}
