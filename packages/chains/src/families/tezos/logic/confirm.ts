/**
 * Waiting for confirmation (spec §4: every 5 s for 15 tries): TzKT's GET /v1/operations/{hash}
 * is empty until a block holds the operation; then it succeeded when every content applied.
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { TezosContext } from './context';

export async function checkConfirmation(ctx: TezosContext, hash: string): Promise<ConfirmResult> {
  const rows = await ctx.tzkt.operation(hash);
  if (rows.length === 0) return 'pending';
  return {
    hash,
    success: rows.every((r) => r.status === 'applied'),
    blockNumber: BigInt(Math.max(...rows.map((r) => r.level))),
  };
}

export async function waitForConfirmation(
  ctx: TezosContext,
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
