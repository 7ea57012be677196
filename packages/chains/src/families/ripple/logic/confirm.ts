/**
 * Waiting for confirmation: the "wait" of spec §7's submit and wait, as xrpl.js's submitAndWait
 * does it: ask for the transaction until a validated ledger holds it. A validated result other
 * than tesSUCCESS (a tec code: the fee was claimed, the payment failed) is a failed receipt.
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { RippleContext } from './context';

export async function checkConfirmation(ctx: RippleContext, hash: string): Promise<ConfirmResult> {
  const t = await ctx.rpc.tx(hash);
  if (!t?.validated) return 'pending';
  return { hash, success: t.result === 'tesSUCCESS', blockNumber: BigInt(t.ledgerIndex ?? 0) };
}

export async function waitForConfirmation(
  ctx: RippleContext,
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
