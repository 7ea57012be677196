/**
 * Submission to every configured node at once through its gRPC-web proxy, each node getting
 * its own signed copy (the body names the node); the first acceptance wins (spec §7). A node
 * answering DUPLICATE_TRANSACTION has a copy of this very transaction (same id) already: success
 * with the same id. A precheck refusal is shown by its code, a low balance as spec §8's text.
 */
import type { SignedTx } from '../../../adapter-types';
import { broadcastToAll } from '../../../net/broadcast';
import { AllProvidersFailedError, RpcAnswerError } from '../../../net/errors';
import { submitCryptoTransfer } from '../network/grpc-web';
import type { HederaContext } from './context';
import { refusalText } from './errors';
import { splitTransactionList } from './transaction';

export async function broadcast(
  ctx: HederaContext,
  tx: SignedTx,
): Promise<{ hash: string; likelySubmitted?: boolean }> {
  const copies = splitTransactionList(tx.raw);
  const byNode = new Map(copies.map((c) => [c.node, c.transaction]));
  const targets = ctx.nodes.filter((n) => byNode.has(n.node));
  if (targets.length === 0)
    throw new Error('The transaction is signed for none of the configured Hedera nodes');
  try {
    return await broadcastToAll(
      'broadcast',
      targets.map((n) => n.url),
      async (url) => {
        const node = targets.find((n) => n.url === url)!.node;
        try {
          await submitCryptoTransfer(url, byNode.get(node)!, ctx.submit);
        } catch (e) {
          if (e instanceof RpcAnswerError && e.message === 'DUPLICATE_TRANSACTION') return tx.hash;
          throw e;
        }
        return tx.hash;
      },
      tx.hash,
    );
  } catch (e) {
    if (!(e instanceof AllProvidersFailedError)) throw e;
    const refusal = e.failures.find((f) => f.kind === 'rejected');
    if (refusal) throw new Error(refusalText(refusal.message));
    throw e;
  }
}
