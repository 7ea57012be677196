/**
 * Waiting for confirmation (spec §4): every 3 s, 5 tries by default. A confirmed transaction
 * whose on-chain result holds an error is a failure (success false), never a success.
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { SolanaContext } from './context';

export async function checkConfirmation(ctx: SolanaContext, hash: string): Promise<ConfirmResult> {
  const s = await ctx.rpc.signatureStatus(hash);
  // 'processed' can still be rolled back; null confirmations means rooted.
  const settled = s && (s.confirmationStatus !== 'processed' || s.confirmations === null);
  if (!s || !settled) return 'pending';
  return { hash, success: s.err === null || s.err === undefined, blockNumber: BigInt(s.slot) };
}

export function waitForConfirmation(
  ctx: SolanaContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  const { pollMs } = ctx.confirm;
  const tries = o.timeoutMs !== undefined ? triesWithin(o.timeoutMs, pollMs) : ctx.confirm.tries;
  return pollConfirmation(
    () => checkConfirmation(ctx, hash),
    { intervalMs: pollMs, tries },
    o.signal ? { signal: o.signal } : {},
  );
}
