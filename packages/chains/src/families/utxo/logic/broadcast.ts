/** Broadcast to every provider at once; the first txid wins (spec §7). */
import type { SignedTx } from '../../../adapter-types';
import { AllProvidersFailedError } from '../../../net/errors';
import type { UtxoContext } from './context';

export async function broadcast(
  ctx: UtxoContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  try {
    return await ctx.providers.push(tx.raw, tx.hash);
  } catch (e) {
    // A node's refusal ("insufficient fee", "bad-txns-inputs-missingorspent") is what the person needs.
    if (e instanceof AllProvidersFailedError) {
      const refusal = e.failures.find((f) => f.kind === 'rejected');
      if (refusal) throw new Error(refusal.message);
    }
    throw e;
  }
}
