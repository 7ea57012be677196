/**
 * Fixed-window counters behind the write limits: in this process's memory by default, in Redis when
 * REDIS_URL is set (redis-store.ts) so that every instance of the API counts against the same numbers.
 */

export interface CounterHit {
  /** The counter after this hit. */
  count: number;
  /** Milliseconds until the window ends and the counter starts again from zero. */
  resetMs: number;
}

export interface CounterStore {
  /**
   * Adds `amount` to `key`, opening a window of `windowMs` when the key has none. A negative amount gives
   * back what an earlier hit took, and does nothing once that window has ended.
   */
  hit(key: string, amount: number, windowMs: number): Promise<CounterHit>;
  close(): Promise<void>;
}

/** How often expired windows are dropped, so addresses seen once do not stay in memory. */
const SWEEP_INTERVAL_MS = 60_000;

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private nextSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, amount: number, windowMs: number): Promise<CounterHit> {
    return Promise.resolve(this.hitNow(key, amount, windowMs));
  }

  /** The synchronous hit, also used by the Redis store while Redis is unreachable. */
  hitNow(key: string, amount: number, windowMs: number): CounterHit {
    const now = this.now();
    this.sweep(now);
    let counter = this.counters.get(key);
    if (!counter || counter.resetAt <= now) {
      if (amount < 0) return { count: 0, resetMs: 0 };
      counter = { count: 0, resetAt: now + windowMs };
      this.counters.set(key, counter);
    }
    counter.count += amount;
    return { count: counter.count, resetMs: counter.resetAt - now };
  }

  /** Number of live windows (tests check that expired ones are dropped). */
  get size(): number {
    return this.counters.size;
  }

  private sweep(now: number): void {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_INTERVAL_MS;
    for (const [key, counter] of this.counters) if (counter.resetAt <= now) this.counters.delete(key);
  }

  close(): Promise<void> {
    this.counters.clear();
    return Promise.resolve();
  }
}
