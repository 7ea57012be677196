/**
 * POST /cosmos/tx/v1beta1/txs (BROADCAST_MODE_SYNC): the node's CheckTx verdict. THORChain's send
 * is delayed 600 ms (spec §4). "Already in the mempool" is success with the same hash (spec §7); a
 * node that took the transaction but never answered (a timeout) means it was likely submitted.
 */
import type { SignedTx } from '../../../adapter-types';
import { AllProvidersFailedError } from '../../../net/errors';
import type { CosmosContext } from './context';
import { IN_MEMPOOL, refusalText } from './errors';
import { THORCHAIN_SEND_DELAY_MS } from './rules';

export async function broadcast(
  ctx: CosmosContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  if (ctx.chainName === 'thorchain') await ctx.sleep(THORCHAIN_SEND_DELAY_MS);
  let r;
  try {
    r = await ctx.lcd.broadcast(tx.raw);
  } catch (e) {
    if (e instanceof AllProvidersFailedError && e.failures.some((f) => f.kind === 'timeout'))
      return { hash: tx.hash, likelySubmitted: true };
    throw e;
  }
  if (r.code !== 0 && r.code !== IN_MEMPOOL)
    throw new Error(refusalText(ctx.chainName, r.code, r.codespace || 'sdk'));
  if (r.txhash.toUpperCase() !== tx.hash)
    throw new Error(`The node answered for another transaction (${r.txhash})`);
  return { hash: tx.hash };
}
