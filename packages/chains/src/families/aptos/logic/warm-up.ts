/**
 * The balance refresh readies the first history page (AdapterConfig.warmHistory, set by the
 * wallet's session, whose refresh precedes every history screen): beside the balance call it asks
 * the indexer the very query the page makes (account_transactions, HISTORY_LIMIT, the long
 * address), then reads from the node, all at once, the versions not kept yet (logic/versions.ts).
 * Opening the history then costs the indexer's one round trip (asked again, to stay fresh): its
 * versions are kept, or being read and joined. Purely an optimisation: a failed or malformed
 * answer is dropped in silence (the page reads what it needs itself) and never touches the balance.
 */
import type { AptosIndexer } from '../network/indexer';
import { HISTORY_LIMIT } from './rules';
import type { CommittedVersions } from './versions';

export class HistoryWarmUp {
  /** Warm-ups in flight by long address: a refresh while one runs does not start another. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly indexer: AptosIndexer,
    private readonly versions: CommittedVersions,
  ) {}

  /** Starts the warm-up of `longAddress`'s first page; returns at once, never throws. */
  start(longAddress: string): void {
    if (this.running.has(longAddress)) return;
    const run = this.indexer
      .accountVersions(longAddress, HISTORY_LIMIT)
      .then((versions) => this.versions.warm(versions))
      .catch(() => undefined)
      .finally(() => this.running.delete(longAddress));
    this.running.set(longAddress, run);
  }
}
