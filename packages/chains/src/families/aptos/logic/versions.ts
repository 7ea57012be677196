/**
 * The node's committed transactions by version, kept for the adapter's life. A committed
 * version never changes (Aptos finalizes each block, there are no reorgs), so a history refresh
 * asks the node only for versions it has not read yet: usually none, and the page then costs the
 * indexer's one round trip instead of two. Only answers that parsed are kept; the oldest go first.
 * Reads in flight are shared with the balance refresh's warm-up (logic/warm-up.ts) and other
 * pages; whoever joined a read that failed reads the version again (net/shared-reads.ts).
 */
import { SharedReads } from '../../../net/shared-reads';
import type { AptosNode } from '../network/node';
import type { Committed } from '../network/schemas';
import { KEPT_VERSIONS } from './rules';

export class CommittedVersions {
  private readonly reads: SharedReads<bigint, bigint, Committed | null>;
  /** The node has no batch call: one request per version, all at once. */
  private readonly readMany = (versions: bigint[]) => versions.map((v) => this.node.byVersion(v));

  constructor(
    private readonly node: AptosNode,
    max = KEPT_VERSIONS,
  ) {
    this.reads = new SharedReads({ key: (v) => v, keep: (_, t) => t !== null, max });
  }

  /** The committed transaction at `version` (null when the node does not know it yet). */
  read(version: bigint): Promise<Committed | null> {
    return this.reads.getMany([version], this.readMany)[0]!;
  }

  /** Reads, all at once, the versions neither kept nor being read (a warm-up). Never rejects. */
  warm(versions: readonly bigint[]): Promise<void> {
    return this.reads.prefetch(versions, this.readMany);
  }
}
