/**
 * Finalized transactions already read, by signature: a finalized Solana transaction never
 * changes, so a history refresh reads the address's signatures (one call) and only the
 * transactions it has not seen, which after the first page is usually none. At most `max` kept,
 * the oldest dropped first; a transaction that is not finalized yet is always read again.
 * Reads in flight are shared: a history page asked while a balance refresh's warm-up (or another
 * page) reads a transaction joins that read instead of sending its own; when the shared read
 * fails, the joiner reads it itself.
 */
import type { ParsedTransaction } from '../network/schemas';

export const KEPT_FINALIZED = 200;

export interface Wanted {
  signature: string;
  finalized: boolean;
}

type Tx = ParsedTransaction | null;
/** A joiner waiting to read again, with the others of the same failed batch. */
type Retry = { w: Wanted; settle: (tx: Promise<Tx>) => void };
/** Reads the transactions of `signatures` together (one request), one promise each, in order. */
export type ReadMany = (signatures: string[]) => Promise<Tx>[];

export class FinalizedTransactions {
  private readonly kept = new Map<string, ParsedTransaction>();
  private readonly reading = new Map<string, Promise<Tx>>();
  private readonly retries = new Map<ReadMany, Retry[]>();

  constructor(private readonly max = KEPT_FINALIZED) {}

  /** The transaction of `signature`: kept, being read, or read with `read` (and kept when finalized). */
  get(signature: string, finalized: boolean, read: (signature: string) => Promise<Tx>): Promise<Tx> {
    return this.getMany([{ signature, finalized }], (sigs) => sigs.map(read))[0]!;
  }

  /** Each wanted transaction, in order: kept, joined when being read, the rest read with ONE `readMany`. */
  getMany(wanted: Wanted[], readMany: ReadMany): Promise<Tx>[] {
    const missing: Wanted[] = [];
    const out = wanted.map((w): Promise<Tx> | Wanted => {
      const hit = this.kept.get(w.signature);
      if (hit) return Promise.resolve(hit);
      const shared = this.reading.get(w.signature);
      if (shared) return shared.catch(() => this.retry(w, shared, readMany));
      if (!missing.some((m) => m.signature === w.signature)) missing.push(w);
      return w;
    });
    const reads = this.start(missing, readMany);
    return out.map((o) => ('signature' in o ? reads.get(o.signature)! : o));
  }

  /** Reads (one `readMany`) the wanted transactions neither kept nor being read; nothing to wait for. */
  prefetch(wanted: Wanted[], readMany: ReadMany): void {
    const missing = wanted.filter(
      (w, i) =>
        !this.kept.has(w.signature) &&
        !this.reading.has(w.signature) &&
        wanted.findIndex((o) => o.signature === w.signature) === i,
    );
    this.start(missing, readMany); // Each read's failure is handled in start.
  }

  get size(): number {
    return this.kept.size;
  }

  private start(missing: Wanted[], readMany: ReadMany): Map<string, Promise<Tx>> {
    const started = new Map<string, Promise<Tx>>();
    if (!missing.length) return started;
    const reads = readMany(missing.map((w) => w.signature));
    missing.forEach((w, k) => {
      const p = reads[k] ?? Promise.reject(new Error(`transaction ${w.signature} was not read`));
      this.reading.set(w.signature, p);
      started.set(w.signature, p);
      p.then(
        (tx) => {
          this.done(w.signature, p);
          if (tx && w.finalized) this.keep(w.signature, tx);
        },
        () => this.done(w.signature, p),
      );
    });
    return started;
  }

  /**
   * A joined read failed: read it again (or join whoever already does). The entries of one failed
   * batch fail together, so the retries gathered until the next microtask go as one `readMany`.
   */
  private retry(w: Wanted, failed: Promise<Tx>, readMany: ReadMany): Promise<Tx> {
    this.done(w.signature, failed);
    return new Promise<Tx>((settle) => {
      (this.retries.get(readMany) ?? this.retryBatch(readMany)).push({ w, settle });
    });
  }

  /** A queue of retries read with one `readMany` at the next microtask. */
  private retryBatch(readMany: ReadMany): Retry[] {
    const queue: Retry[] = [];
    this.retries.set(readMany, queue);
    queueMicrotask(() => {
      this.retries.delete(readMany);
      try {
        const reads = this.getMany(
          queue.map((r) => r.w),
          readMany,
        );
        queue.forEach((r, i) => r.settle(reads[i]!));
      } catch (e) {
        queue.forEach((r) => r.settle(Promise.reject(e instanceof Error ? e : new Error(String(e)))));
      }
    });
    return queue;
  }

  private done(signature: string, p: Promise<Tx>): void {
    if (this.reading.get(signature) === p) this.reading.delete(signature);
  }

  private keep(signature: string, tx: ParsedTransaction): void {
    this.kept.set(signature, tx);
    while (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
  }
}
