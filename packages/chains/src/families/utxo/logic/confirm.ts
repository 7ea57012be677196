/** Waiting for confirmation (spec §4): every 5 s up to 15 times, then 'pending'. */
import type { ConfirmResult } from '../../../adapter-types';
import type { UtxoContext } from './context';

export async function waitForConfirmation(
  ctx: UtxoContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  const { pollMs } = ctx.confirm;
  const tries = o.timeoutMs !== undefined ? Math.max(1, Math.floor(o.timeoutMs / pollMs)) : ctx.confirm.tries;
  for (let i = 0; i < tries; i++) {
    // A provider fault while polling is not an answer: keep polling.
    const s = await ctx.providers.read('transaction status', (p) => p.status(hash)).catch(() => null);
    if (s?.confirmed) return { hash, success: true, blockNumber: BigInt(s.blockHeight ?? 0) };
    if (o.signal?.aborted || i === tries - 1) break;
    await ctx.sleep(pollMs, o.signal);
  }
  return 'pending';
}
