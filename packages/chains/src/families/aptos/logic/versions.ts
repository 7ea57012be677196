/**
 * The node's committed transactions by version, kept for the adapter's life. A committed
 * version never changes (Aptos finalizes each block, there are no reorgs), so a history refresh
 * asks the node only for versions it has not read yet: usually none, and the page then costs the
 * indexer's one round trip instead of two. Only answers that parsed are kept; the oldest go first.
 */
import type { AptosNode } from '../network/node';
import type { Committed } from '../network/schemas';
import { KEPT_VERSIONS } from './rules';

export class CommittedVersions {
  private readonly kept = new Map<bigint, Committed>();

  constructor(
    private readonly node: AptosNode,
    private readonly max = KEPT_VERSIONS,
  ) {}

  /** The committed transaction at `version` (null when the node does not know it yet). */
  async read(version: bigint): Promise<Committed | null> {
    const hit = this.kept.get(version);
    if (hit) return hit;
    const t = await this.node.byVersion(version);
    if (t) {
      this.kept.set(version, t);
      if (this.kept.size > this.max) this.kept.delete(this.kept.keys().next().value!);
    }
    return t;
  }
}
