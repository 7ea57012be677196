/**
 * Broadcast (sendBocReturnHash) to every RPC endpoint; the first answer wins. The message's wallet
 * and seqno are remembered for the confirmation rule (spec §4: the seqno advances).
 */
import type { SignedTx } from '../../../adapter-types';
import { AllProvidersFailedError } from '../../../net/errors';
import type { TonContext } from './context';
import { readExternal } from './messages';

export async function broadcast(
  ctx: TonContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  const ext = readExternal(tx.raw);
  if (ext.hash !== tx.hash.toLowerCase()) throw new Error('The signed TON message does not match its hash');
  try {
    const r = await ctx.providers.send(tx.raw, ext.hash);
    ctx.sent.set(ext.hash, { wallet: ext.wallet.toRawString(), seqno: ext.seqno });
    return r;
  } catch (e) {
    // A node's refusal (an expired or replayed message) is what the person needs to read.
    if (e instanceof AllProvidersFailedError) {
      const refusal = e.failures.find((f) => f.kind === 'rejected');
      if (refusal) throw new Error(refusal.message);
    }
    throw e;
  }
}
