/**
 * POST /cosmos/tx/v1beta1/txs (BROADCAST_MODE_SYNC): the node's CheckTx verdict. THORChain's send
 * is delayed 600 ms (spec §4). "Already in the mempool" is success with the same hash (spec §7).
 */
import type { SignedTx } from '../../../adapter-types';
import type { CosmosContext } from './context';
import { IN_MEMPOOL, refusalText } from './errors';
import { THORCHAIN_SEND_DELAY_MS } from './rules';

export async function broadcast(ctx: CosmosContext, tx: SignedTx): Promise<{ hash: string }> {
  if (ctx.chainName === 'thorchain') await ctx.sleep(THORCHAIN_SEND_DELAY_MS);
  const r = await ctx.lcd.broadcast(tx.raw);
  if (r.code !== 0 && r.code !== IN_MEMPOOL)
    throw new Error(refusalText(ctx.chainName, r.code, r.codespace || 'sdk'));
  if (r.txhash.toUpperCase() !== tx.hash)
    throw new Error(`The node answered for another transaction (${r.txhash})`);
  return { hash: tx.hash };
}
