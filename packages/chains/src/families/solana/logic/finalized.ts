/**
 * Finalized transactions already read, by signature: a finalized Solana transaction never
 * changes, so a history refresh reads the address's signatures (one call) and only the
 * transactions it has not seen, which after the first page is usually none. At most `max` kept,
 * the oldest dropped first; a transaction that is not finalized yet is always read again.
 */
import type { ParsedTransaction } from '../network/schemas';

export const KEPT_FINALIZED = 200;

export class FinalizedTransactions {
  private readonly kept = new Map<string, ParsedTransaction>();

  constructor(private readonly max = KEPT_FINALIZED) {}

  /** The transaction of `signature`: kept, or read with `read` (and kept when finalized). */
  async get(
    signature: string,
    finalized: boolean,
    read: (signature: string) => Promise<ParsedTransaction | null>,
  ): Promise<ParsedTransaction | null> {
    const hit = this.kept.get(signature);
    if (hit) return hit;
    const tx = await read(signature);
    if (tx && finalized) {
      this.kept.set(signature, tx);
      while (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    }
    return tx;
  }

  get size(): number {
    return this.kept.size;
  }
}
