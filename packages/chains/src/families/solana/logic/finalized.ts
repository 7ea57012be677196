/**
 * Finalized transactions already read, by signature: a finalized Solana transaction never
 * changes, so a history refresh reads the address's signatures (one call) and only the
 * transactions it has not seen, which after the first page is usually none. At most `max` kept,
 * the oldest dropped first; a transaction that is not finalized yet is always read again. Reads
 * in flight are shared with the balance refresh's warm-up (warm-history.ts) and other pages
 * (net/shared-reads.ts).
 */
import { SharedReads } from '../../../net/shared-reads';
import type { ParsedTransaction } from '../network/schemas';

export const KEPT_FINALIZED = 200;

export interface Wanted {
  signature: string;
  finalized: boolean;
}

export class FinalizedTransactions extends SharedReads<Wanted, string, ParsedTransaction | null> {
  constructor(max = KEPT_FINALIZED) {
    super({ key: (w) => w.signature, keep: (w, tx) => w.finalized && tx !== null, max });
  }
}
