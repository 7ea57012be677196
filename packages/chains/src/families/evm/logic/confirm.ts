/** Waiting for confirmation (spec §4): 60 s per transaction; the receipt, or 'pending' on timeout. */
import type { ConfirmResult, Receipt } from '../../../adapter-types';
import { getReceipt } from './calls';
import type { EvmContext } from './context';
import { pollConfirmation, realSleep, triesWithin } from '../../../confirm';

export const CONFIRM_TIMEOUT_MS = 60_000;
export const CONFIRM_POLL_MS = 1_000;

export async function receiptOf(ctx: EvmContext, hash: string): Promise<Receipt | null> {
  const r = await getReceipt(ctx, hash);
  if (!r) return null;
  return {
    hash: r.transactionHash,
    success: r.status === '0x1',
    blockNumber: r.blockNumber,
    gasUsed: r.gasUsed,
  };
}

export async function waitForConfirmation(
  ctx: EvmContext,
  hash: string,
  o: { timeoutMs?: number; pollMs?: number; signal?: AbortSignal } = {},
): Promise<ConfirmResult> {
  const timeoutMs = o.timeoutMs ?? ctx.config.confirm?.timeoutMs ?? CONFIRM_TIMEOUT_MS;
  const intervalMs = o.pollMs ?? ctx.config.confirm?.pollMs ?? CONFIRM_POLL_MS;
  const check = async () => (await receiptOf(ctx, hash)) ?? 'pending';
  return pollConfirmation(
    check,
    { intervalMs, tries: triesWithin(timeoutMs, intervalMs) },
    {
      ...(o.signal ? { signal: o.signal } : {}),
    },
  );
}

/** Several hashes polled together for `retries` rounds `intervalMs` apart; 'pending' for those not mined. */
export async function waitForMany(
  ctx: EvmContext,
  hashes: string[],
  o: { retries: number; intervalMs: number; signal?: AbortSignal },
): Promise<Record<string, ConfirmResult>> {
  const out: Record<string, ConfirmResult> = Object.fromEntries(hashes.map((h) => [h, 'pending' as const]));
  for (let round = 0; round < o.retries; round++) {
    const open = hashes.filter((h) => out[h] === 'pending');
    if (open.length === 0 || o.signal?.aborted) break;
    const found = await Promise.all(open.map((h) => receiptOf(ctx, h).catch(() => null)));
    open.forEach((h, i) => {
      const r = found[i];
      if (r) out[h] = r;
    });
    if (round < o.retries - 1 && hashes.some((h) => out[h] === 'pending'))
      await realSleep(o.intervalMs, o.signal);
  }
  return out;
}
