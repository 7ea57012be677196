/**
 * Waiting for confirmation (spec §4 "interval times retries": 5000 ms × 15 in the send flow):
 * Lotus's StateSearchMsg is null until a tipset holds the message; then it succeeded when the
 * receipt's exit code is 0. A failed message (any other exit code) is spec §4/§8's
 * 'Transaction failed': a wait rejects with it (as Hedera's does). The one check the wallet's own
 * polling loop makes (timeoutMs 0) answers a receipt with success false and that text as `error`
 * instead, so the loop ends at once and records the failure (a rejection there reads as a
 * provider fault).
 */
import type { ConfirmResult, Receipt } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { FilecoinContext } from './context';
import { TRANSACTION_FAILED } from './rules';

export interface FilecoinReceipt extends Receipt {
  exitCode: number;
  /** 'Transaction failed' when the exit code is not 0. */
  error?: string;
}

export async function checkConfirmation(ctx: FilecoinContext, hash: string): Promise<ConfirmResult> {
  const found = await ctx.lotus.searchMessage(hash);
  if (found === null) return 'pending';
  const exitCode = found.Receipt.ExitCode;
  const receipt: FilecoinReceipt = {
    hash,
    success: exitCode === 0,
    blockNumber: BigInt(found.Height),
    gasUsed: BigInt(found.Receipt.GasUsed),
    exitCode,
    ...(exitCode === 0 ? {} : { error: TRANSACTION_FAILED }),
  };
  return receipt;
}

export async function waitForConfirmation(
  ctx: FilecoinContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  if (o.timeoutMs === 0) return checkConfirmation(ctx, hash);
  const { pollMs } = ctx.confirm;
  const tries = o.timeoutMs !== undefined ? triesWithin(o.timeoutMs, pollMs) : ctx.confirm.tries;
  const result = await pollConfirmation(
    () => checkConfirmation(ctx, hash),
    { intervalMs: pollMs, tries },
    { sleep: ctx.sleep, ...(o.signal ? { signal: o.signal } : {}) },
  );
  if (result !== 'pending' && !result.success) throw new Error(TRANSACTION_FAILED);
  return result;
}
