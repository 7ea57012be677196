/**
 * The node's committed transactions by version, kept for the adapter's life. A committed
 * version never changes (Aptos finalizes each block, there are no reorgs), so a history refresh
 * asks the node only for versions it has not read yet: usually none, and the page then costs the
 * indexer's one round trip instead of two. Only answers that parsed are kept; the oldest go first.
 *
 * A read in flight is shared: a history page asked while the balance refresh's warm-up
 * (logic/warm-up.ts) is reading its versions joins those reads instead of asking again. When a
 * warm-up's read fails, whoever joined it reads the version itself (the page never inherits a
 * background failure); a failed read a page started itself is that page's error, as before.
 */
import type { AptosNode } from '../network/node';
import type { Committed } from '../network/schemas';
import { KEPT_VERSIONS } from './rules';

interface Reading {
  answer: Promise<Committed | null>;
  /** Started by a warm-up, not by a page. */
  background: boolean;
}

export class CommittedVersions {
  private readonly kept = new Map<bigint, Committed>();
  /** Reads not answered yet (at most the pages and warm-ups in flight; gone once settled). */
  private readonly reading = new Map<bigint, Reading>();

  constructor(
    private readonly node: AptosNode,
    private readonly max = KEPT_VERSIONS,
  ) {}

  /** The committed transaction at `version` (null when the node does not know it yet). */
  read(version: bigint): Promise<Committed | null> {
    const hit = this.kept.get(version);
    if (hit) return Promise.resolve(hit);
    const joined = this.reading.get(version);
    if (!joined) return this.start(version, false);
    return joined.background ? joined.answer.catch(() => this.read(version)) : joined.answer;
  }

  /**
   * Reads, all at once, the versions neither kept nor being read (a warm-up: its reads are
   * shared with any page asked meanwhile). Never rejects: a failed read is simply not kept.
   */
  async warm(versions: readonly bigint[]): Promise<void> {
    const wanted = [...new Set(versions)].filter((v) => !this.kept.has(v) && !this.reading.has(v));
    await Promise.allSettled(wanted.map((v) => this.start(v, true)));
  }

  private start(version: bigint, background: boolean): Promise<Committed | null> {
    const answer = this.node.byVersion(version).then((t) => {
      if (t) this.keep(version, t);
      return t;
    });
    const entry: Reading = { answer, background };
    this.reading.set(version, entry);
    // Settled before any joiner's handler runs (attached first), so a joiner's retry starts afresh.
    const settle = () => {
      if (this.reading.get(version) === entry) this.reading.delete(version);
    };
    answer.then(settle, settle);
    return answer;
  }

  private keep(version: bigint, t: Committed): void {
    this.kept.set(version, t);
    if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
  }
}
