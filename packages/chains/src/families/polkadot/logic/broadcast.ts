/**
 * author_submitExtrinsic to every node (spec §7: the first hash wins). A node's refusal (an
 * invalid or outdated transaction) throws a readable text naming the node's words.
 */
import type { SignedTx } from '../../../adapter-types';
import { RpcAnswerError } from '../../../net/errors';
import type { PolkadotContext } from './context';
import { refusalText } from './errors';

export async function broadcast(
  ctx: PolkadotContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  try {
    const hash = await ctx.rpc.submit(tx.raw);
    if (hash.toLowerCase() !== tx.hash.toLowerCase())
      throw new Error(`The node answered for another transaction (${hash})`);
    return { hash: tx.hash };
  } catch (e) {
    if (e instanceof RpcAnswerError) {
      // Already in the pool: success with the existing hash (spec §7).
      if (/already imported|already known|AlreadyImported/i.test(`${e.message} ${String(e.data ?? '')}`))
        return { hash: tx.hash };
      throw new Error(refusalText(e.message, e.data));
    }
    throw e;
  }
}
