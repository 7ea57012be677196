/** Broadcast to every endpoint at once; the first signature wins (spec §7). */
import type { SignedTx } from '../../../adapter-types';
import { AllProvidersFailedError } from '../../../net/errors';
import type { SolanaContext } from './context';

export const EXPIRED = 'The reviewed transfer expired (its blockhash is too old): review it again';

export async function broadcast(
  ctx: SolanaContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  try {
    return await ctx.rpc.send(tx.raw, tx.hash);
  } catch (e) {
    // A node's refusal (preflight simulation, blockhash) is what the person needs to read.
    if (e instanceof AllProvidersFailedError) {
      const refusal = e.failures.find((f) => f.kind === 'rejected');
      if (refusal) throw new Error(/blockhash not found/i.test(refusal.message) ? EXPIRED : refusal.message);
    }
    throw e;
  }
}
