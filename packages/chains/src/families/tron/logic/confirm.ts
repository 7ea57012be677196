/**
 * Confirmation (spec §4): GET /api/transaction-info?hash= every 3 s for 5 tries; contractRet
 * SUCCESS resolves; another string rejects with that string; otherwise the transaction is pending.
 * One check (timeoutMs 0, the wallet's own polling) gives a failed receipt for another string, so
 * the send shows FAIL; no provider answering throws.
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { TronContext } from './context';
import { CONFIRM_POLICY } from './rules';

export class TronContractError extends Error {
  override name = 'TronContractError';
}

export async function checkConfirmation(
  ctx: TronContext,
  hash: string,
  onResult?: (contractRet: string) => void,
): Promise<ConfirmResult> {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`Not a Tron transaction hash: ${hash}`);
  const info = await ctx.grid.transactionInfo(hash);
  const ret = info.contractRet;
  if (!ret) return 'pending';
  onResult?.(ret);
  return { hash, success: ret === 'SUCCESS', blockNumber: BigInt(info.block ?? 0) };
}

export async function waitForConfirmation(
  ctx: TronContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  if (!o.timeoutMs) return checkConfirmation(ctx, hash);
  let failed: string | undefined;
  const result = await pollConfirmation(
    () => checkConfirmation(ctx, hash, (ret) => (failed = ret === 'SUCCESS' ? undefined : ret)),
    {
      intervalMs: CONFIRM_POLICY.intervalMs,
      tries: Math.min(CONFIRM_POLICY.tries, triesWithin(o.timeoutMs, CONFIRM_POLICY.intervalMs)),
    },
    o.signal ? { signal: o.signal } : {},
  );
  if (failed) throw new TronContractError(failed);
  return result;
}
