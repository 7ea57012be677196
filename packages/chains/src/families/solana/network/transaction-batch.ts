/**
 * Parsed transactions of several signatures in one request: a JSON-RPC batch of getTransaction
 * (the same call and shape as a single read), or a lone call for one signature. `retry` says what
 * a missing or malformed entry (or every entry, when the node refuses batches) becomes: read on
 * its own (a history page, which needs it) or a failure (a background warm-up, which must not
 * add requests; the history page reads it later).
 */
import { ReadBatch } from './read-batch';
import { transactionCall, type SolanaRpc } from './rpc';
import * as s from './schemas';

export type Retry = 'alone' | 'never';

export function parsedTransactions(
  rpc: SolanaRpc,
  signatures: string[],
  retry: Retry,
): Promise<s.ParsedTransaction | null>[] {
  if (signatures.length <= 1) return signatures.map((sig) => rpc.parsedTransaction(sig));
  const batch = new ReadBatch(rpc, `${signatures.length} transactions`, signatures.map(transactionCall));
  return signatures.map((sig, i) =>
    batch.at(
      i,
      s.parsedTransactionAnswer,
      (tx) => tx,
      retry === 'alone'
        ? () => rpc.parsedTransaction(sig)
        : () => Promise.reject(new Error(`transaction ${sig}: no answer in the batch`)),
    ),
  );
}
