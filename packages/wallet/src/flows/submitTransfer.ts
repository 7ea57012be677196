/**
 * The one send pipeline, for sends, batches, speed-ups and cancels alike, in the app and the CLI:
 * build exactly the prepared transfer, sign, broadcast to every endpoint, and the pending entry.
 */
import type { ChainAdapter, PendingEntry, PreparedTransfer, Signer } from '@kestrel/chains';

export interface Submitted {
  hash: string;
  likelySubmitted?: boolean;
  /** The stored pending entry; absent when the adapter could not make one. */
  entry?: PendingEntry;
}

export async function submitPrepared(
  adapter: ChainAdapter,
  prepared: PreparedTransfer,
  signer: Signer,
): Promise<Submitted> {
  const tx = await adapter.buildTransaction(prepared, signer);
  const signed = await adapter.sign(tx, signer);
  const sent = await adapter.broadcast(signed);
  if (!sent.hash) return { hash: '' };
  const entry = await adapter.pendingEntry(signed, prepared).catch(() => undefined);
  return {
    hash: sent.hash,
    ...(sent.likelySubmitted ? { likelySubmitted: true } : {}),
    ...(entry ? { entry } : {}),
  };
}
