/**
 * Confirmation (spec §4: Stellar is confirmed immediately): a transaction this adapter submitted is
 * known from Horizon's answer; any other is looked up once (GET /transactions/{hash}). Not in a
 * ledger yet is 'pending'; no Horizon answering throws.
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { StellarContext } from './context';

const POLL_MS = 1000;

export async function checkConfirmation(ctx: StellarContext, hash: string): Promise<ConfirmResult> {
  if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error(`Not a Stellar transaction hash: ${hash}`);
  const known = ctx.submitted.get(hash);
  if (known) return { hash, success: known.successful, blockNumber: BigInt(known.ledger) };
  const tx = await ctx.horizon.transaction(hash);
  if (!tx) return 'pending';
  return { hash, success: tx.successful, blockNumber: BigInt(tx.ledger) };
}

export function waitForConfirmation(
  ctx: StellarContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  const tries = o.timeoutMs ? triesWithin(o.timeoutMs, POLL_MS) : 1;
  return pollConfirmation(
    () => checkConfirmation(ctx, hash),
    { intervalMs: POLL_MS, tries },
    o.signal ? { signal: o.signal } : {},
  );
}
