/**
 * Injection to every node at once; the first acceptance wins (spec §7). A node's refusal is
 * shown as its Octez error ids (refusalText), a low balance as spec §8's text.
 */
import type { SignedTx } from '../../../adapter-types';
import { broadcastToAll } from '../../../net/broadcast';
import { AllProvidersFailedError } from '../../../net/errors';
import type { TezosContext } from './context';
import { refusalText } from './errors';

export async function broadcast(
  ctx: TezosContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  try {
    return await broadcastToAll(
      'broadcast',
      ctx.node.endpoints,
      (url) => ctx.node.injectTo(url, tx.raw),
      tx.hash,
    );
  } catch (e) {
    if (!(e instanceof AllProvidersFailedError)) throw e;
    const refusal = e.failures.find((f) => f.kind === 'rejected');
    if (refusal) throw new Error(refusalText(refusal.message));
    throw e;
  }
}
