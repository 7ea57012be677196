/**
 * BalanceBook: remembers the last balance read for each (chain, address, asset) so that a
 * failed read never shows a false zero. A failed read keeps the last known amount marked
 * 'stale' with the error; with nothing known it reads 0 (spec §8 fallback) marked
 * 'unavailable'. Shared by every family.
 */

export type BalanceState = 'fresh' | 'stale' | 'unavailable';

export interface BalanceReading {
  amount: bigint;
  state: BalanceState;
  /** When the amount was last read successfully (ms since epoch). */
  asOf?: number;
  /** Why the latest read failed (no secrets: provider hosts and reasons only). */
  error?: string;
}

export interface BalanceSnapshotEntry {
  key: string;
  amount: string;
  asOf: number;
}

export class BalanceBook {
  private readonly known = new Map<string, { amount: bigint; asOf: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  static key(chain: string, address: string, asset = 'native'): string {
    return `${chain}:${address.toLowerCase()}:${asset.toLowerCase()}`;
  }

  /** Runs `read`; on success records and returns it, on failure falls back as described above. */
  async read(key: string, read: () => Promise<bigint>): Promise<BalanceReading> {
    try {
      const amount = await read();
      const asOf = this.now();
      this.known.set(key, { amount, asOf });
      return { amount, state: 'fresh', asOf };
    } catch (e) {
      return this.failed(key, e);
    }
  }

  /** The reading to show after a failed read. */
  failed(key: string, e: unknown): BalanceReading {
    const error = e instanceof Error ? e.message : String(e);
    const last = this.known.get(key);
    if (last) return { amount: last.amount, state: 'stale', asOf: last.asOf, error };
    return { amount: 0n, state: 'unavailable', error };
  }

  get(key: string): BalanceReading | undefined {
    const last = this.known.get(key);
    return last && { amount: last.amount, state: 'fresh', asOf: last.asOf };
  }

  /** For persistence between runs: amounts as decimal text. */
  snapshot(): BalanceSnapshotEntry[] {
    return [...this.known].map(([key, v]) => ({ key, amount: v.amount.toString(), asOf: v.asOf }));
  }

  restore(entries: BalanceSnapshotEntry[]): void {
    for (const e of entries) {
      if (/^\d+$/.test(e.amount)) this.known.set(e.key, { amount: BigInt(e.amount), asOf: e.asOf });
    }
  }
}
