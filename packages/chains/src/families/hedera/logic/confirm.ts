/**
 * Waiting for confirmation: the mirror node's GET /api/v1/transactions/{id} is a 404 (pending)
 * until consensus; then the transaction succeeded when a record's result is SUCCESS. Spec §4:
 * a failure yields 'Transaction failed' — waitForConfirmation rejects with it. The one check the
 * wallet's own polling loop makes (timeoutMs 0) answers a receipt with success false instead, so
 * that loop ends at once and records the failure (a rejection there reads as a provider fault).
 * Polled every 3 s within the spec's 30 s.
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { HederaContext } from './context';
import { TRANSACTION_FAILED } from './rules';

export async function checkConfirmation(ctx: HederaContext, id: string): Promise<ConfirmResult> {
  const records = await ctx.mirror.transaction(id);
  if (records.length === 0) return 'pending';
  const ok = records.find((r) => r.result === 'SUCCESS');
  const record = ok ?? records[0]!;
  return {
    hash: id,
    success: ok !== undefined,
    // Hedera has no block in this answer: the consensus second stands in.
    blockNumber: BigInt(record.consensus_timestamp.split('.')[0]!),
  };
}

export async function waitForConfirmation(
  ctx: HederaContext,
  id: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  if (o.timeoutMs === 0) return checkConfirmation(ctx, id);
  const { pollMs } = ctx.confirm;
  const tries = o.timeoutMs !== undefined ? triesWithin(o.timeoutMs, pollMs) : ctx.confirm.tries;
  const result = await pollConfirmation(
    () => checkConfirmation(ctx, id),
    { intervalMs: pollMs, tries },
    { sleep: ctx.sleep, ...(o.signal ? { signal: o.signal } : {}) },
  );
  if (result !== 'pending' && !result.success) throw new Error(TRANSACTION_FAILED);
  return result;
}
