/**
 * MpoolPush to each RPC URL in turn (spec §7: the next only when one fails). A node's refusal is
 * an answer, shown as its text (a low balance as spec §8's); "already in mpool" means the node
 * holds this very message: success with its CID.
 */
import type { SignedTx } from '../../../adapter-types';
import { RpcAnswerError } from '../../../net/errors';
import type { FilecoinContext } from './context';
import { refusalText } from './errors';

export async function broadcast(ctx: FilecoinContext, tx: SignedTx): Promise<{ hash: string }> {
  let signed: unknown;
  try {
    signed = JSON.parse(tx.raw);
  } catch {
    throw new Error('Not a signed Filecoin message');
  }
  try {
    // The node's CID is the one it will find the message by (ours is the same: tests prove it).
    return { hash: await ctx.lotus.push(signed) };
  } catch (e) {
    if (!(e instanceof RpcAnswerError)) throw e;
    if (/already in mpool/i.test(e.message)) return { hash: tx.hash };
    throw new Error(refusalText(e.message), { cause: e });
  }
}
