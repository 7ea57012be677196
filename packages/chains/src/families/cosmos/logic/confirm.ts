/**
 * Confirmation: GET /cosmos/tx/v1beta1/txs/{hash} (THORChain's tx status). Not in a block yet is
 * 'pending'; code 0 is success; no node answering throws. THORChain polls every 3 s for 5 tries
 * (spec §4); Cosmos, where the spec sets nothing, the app's default (5 s × 15).
 */
import type { ConfirmResult } from '../../../adapter-types';
import { pollConfirmation, triesWithin } from '../../../confirm';
import type { CosmosContext } from './context';

import { confirmPolicyOf } from './rules';

export async function checkConfirmation(ctx: CosmosContext, hash: string): Promise<ConfirmResult> {
  if (!/^[0-9A-Fa-f]{64}$/.test(hash)) throw new Error(`Not a ${ctx.chain.name} transaction hash: ${hash}`);
  const tx = await ctx.lcd.tx(hash.toUpperCase());
  if (!tx || tx.height === '0') return 'pending';
  return { hash: hash.toUpperCase(), success: tx.code === 0, blockNumber: BigInt(tx.height) };
}

export function waitForConfirmation(
  ctx: CosmosContext,
  hash: string,
  o: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<ConfirmResult> {
  const { intervalMs } = confirmPolicyOf(ctx.chainName);
  const tries = o.timeoutMs ? triesWithin(o.timeoutMs, intervalMs) : 1;
  return pollConfirmation(
    () => checkConfirmation(ctx, hash),
    { intervalMs, tries },
    { sleep: ctx.sleep, ...(o.signal ? { signal: o.signal } : {}) },
  );
}
