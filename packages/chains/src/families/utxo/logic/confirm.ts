/** Waiting for confirmation (spec §4): every 5 s up to 15 times, then 'pending'. */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { UtxoContext } from './context';

export async function checkConfirmation(ctx: UtxoContext, hash: string): Promise<ConfirmResult> {
  const s = await ctx.providers.read('transaction status', (p) => p.status(hash));
  return s?.confirmed ? { hash, success: true, blockNumber: BigInt(s.blockHeight ?? 0) } : 'pending';
}

export async function waitForConfirmation(
  ctx: UtxoContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  const { pollMs } = ctx.confirm;
  const tries = o.timeoutMs !== undefined ? triesWithin(o.timeoutMs, pollMs) : ctx.confirm.tries;
  return pollConfirmation(
    () => checkConfirmation(ctx, hash),
    { intervalMs: pollMs, tries },
    {
      sleep: ctx.sleep,
      ...(o.signal ? { signal: o.signal } : {}),
    },
  );
}
