/**
 * Reads of chain data that never changes once settled (a finalized Solana transaction, a
 * committed Aptos version), kept and shared so that a history page reads only what it has not
 * read before and never reads the same thing twice at once:
 *
 * - kept: at most `max` values the family's `keep` accepts, the oldest dropped first;
 * - in flight: a page asking for a key being read (by a warm-up or another page) joins that read;
 * - batched: the keys neither kept nor in flight are read with ONE `readMany` (one request);
 * - a joiner never inherits someone else's failure: when the read it joined fails, it reads the
 *   key again, and the retries of one failed batch, gathered until the next microtask, go
 *   together as one `readMany`. The page that started a read that fails gets that error.
 * - `prefetch` (a warm-up) starts reads and never rejects.
 */

/** Reads `keys` together (one request), one promise per key, in order. */
export type ReadMany<K, V> = (keys: K[]) => Promise<V>[];

export interface SharedReadsRules<W, K, V> {
  /** The key of a wanted item. */
  key(wanted: W): K;
  /** Whether `value`, read for `wanted`, is settled for good and may be kept. */
  keep(wanted: W, value: V): boolean;
  /** At most this many values kept. */
  max: number;
}

/** A joiner waiting to read again, with the others of the same failed batch. */
type Retry<W, V> = { wanted: W; settle: (value: Promise<V>) => void };

export class SharedReads<W, K, V> {
  private readonly kept = new Map<K, V>();
  private readonly reading = new Map<K, Promise<V>>();
  private readonly retries = new Map<ReadMany<K, V>, Retry<W, V>[]>();

  constructor(private readonly rules: SharedReadsRules<W, K, V>) {}

  /** One wanted item: kept, joined when being read, or read with `read`. */
  get(wanted: W, read: (key: K) => Promise<V>): Promise<V> {
    return this.getMany([wanted], (keys) => keys.map(read))[0]!;
  }

  /** Each wanted item, in order: kept, joined when being read, the rest read with ONE `readMany`. */
  getMany(wanted: readonly W[], readMany: ReadMany<K, V>): Promise<V>[] {
    const missing: W[] = [];
    const out = wanted.map((w): Promise<V> | { missing: K } => {
      const key = this.rules.key(w);
      if (this.kept.has(key)) return Promise.resolve(this.kept.get(key) as V);
      const shared = this.reading.get(key);
      if (shared) return shared.catch(() => this.retry(w, shared, readMany));
      if (!missing.some((m) => this.rules.key(m) === key)) missing.push(w);
      return { missing: key };
    });
    const reads = this.start(missing, readMany);
    return out.map((o) => ('missing' in o ? reads.get(o.missing)! : o));
  }

  /** Reads (one `readMany`) the wanted items neither kept nor being read; settles, never rejects. */
  prefetch(wanted: readonly W[], readMany: ReadMany<K, V>): Promise<void> {
    const missing = wanted.filter((w, i) => {
      const key = this.rules.key(w);
      return (
        !this.kept.has(key) &&
        !this.reading.has(key) &&
        wanted.findIndex((o) => this.rules.key(o) === key) === i
      );
    });
    return Promise.allSettled(this.start(missing, readMany).values()).then(() => undefined);
  }

  get size(): number {
    return this.kept.size;
  }

  private start(missing: W[], readMany: ReadMany<K, V>): Map<K, Promise<V>> {
    const started = new Map<K, Promise<V>>();
    if (!missing.length) return started;
    const reads = readMany(missing.map((w) => this.rules.key(w)));
    missing.forEach((w, i) => {
      const key = this.rules.key(w);
      const p = reads[i] ?? Promise.reject(new Error(`${String(key)} was not read`));
      this.reading.set(key, p);
      started.set(key, p);
      // Settled here before any joiner's handler runs (attached first): a retry starts afresh.
      p.then(
        (value) => {
          this.done(key, p);
          if (this.rules.keep(w, value)) this.keepValue(key, value);
        },
        () => this.done(key, p),
      );
    });
    return started;
  }

  /** A joined read failed: read it again (or join whoever already does), batched with its kin. */
  private retry(wanted: W, failed: Promise<V>, readMany: ReadMany<K, V>): Promise<V> {
    this.done(this.rules.key(wanted), failed);
    return new Promise<V>((settle) => {
      (this.retries.get(readMany) ?? this.retryBatch(readMany)).push({ wanted, settle });
    });
  }

  /** A queue of retries read with one `readMany` at the next microtask. */
  private retryBatch(readMany: ReadMany<K, V>): Retry<W, V>[] {
    const queue: Retry<W, V>[] = [];
    this.retries.set(readMany, queue);
    queueMicrotask(() => {
      this.retries.delete(readMany);
      try {
        const reads = this.getMany(
          queue.map((r) => r.wanted),
          readMany,
        );
        queue.forEach((r, i) => r.settle(reads[i]!));
      } catch (e) {
        queue.forEach((r) => r.settle(Promise.reject(e instanceof Error ? e : new Error(String(e)))));
      }
    });
    return queue;
  }

  private done(key: K, p: Promise<V>): void {
    if (this.reading.get(key) === p) this.reading.delete(key);
  }

  private keepValue(key: K, value: V): void {
    this.kept.set(key, value);
    while (this.kept.size > this.rules.max) this.kept.delete(this.kept.keys().next().value!);
  }
}
