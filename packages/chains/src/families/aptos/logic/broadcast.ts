/**
 * Submission to every node at once (POST /transactions, BCS); the first acceptance wins (spec §7).
 * A node's refusal is shown as its error code and message (errors.ts).
 */
import { hexToBytes } from '@noble/hashes/utils.js';
import type { SignedTx } from '../../../adapter-types';
import { broadcastToAll } from '../../../net/broadcast';
import { AllProvidersFailedError } from '../../../net/errors';
import type { AptosContext } from './context';
import { refusalText } from './errors';

export async function broadcast(
  ctx: AptosContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  const bytes = hexToBytes(tx.raw);
  try {
    return await broadcastToAll(
      'broadcast',
      ctx.node.endpoints,
      (url) => ctx.node.submitTo(url, bytes),
      tx.hash,
    );
  } catch (e) {
    if (!(e instanceof AllProvidersFailedError)) throw e;
    const refusal = e.failures.find((f) => f.kind === 'rejected');
    if (refusal) throw new Error(refusalText(refusal.message));
    throw e;
  }
}
