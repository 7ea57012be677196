/**
 * The catalogue's read cache: list and search answers kept in memory as the JSON text they are
 * sent as, so a repeated read costs no query and no serialization. Every catalogue write in this
 * process (seed, news) clears it; writes from another process (a seed run against the same
 * database) are seen within the TTL at most. One cache per database handle.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The longest an answer is served after another process changed the catalogue. */
export const CATALOGUE_CACHE_TTL_MS = 60_000;
/** Distinct queries kept (searches are free text: the oldest go first). */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2_000;

export class CatalogueCache {
  private readonly entries = new Map<string, { body: string; expiresAt: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs = CATALOGUE_CACHE_TTL_MS,
    private readonly maxEntries = CATALOGUE_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /** The answer for `key` as JSON text: from memory, or loaded, serialized and kept. */
  async json(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.body;
    const generation = this.generation;
    const body = JSON.stringify(await load());
    // A write that landed while this read ran makes its answer stale: send it, do not keep it.
    if (generation === this.generation) this.keep(key, body);
    return body;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(key: string, body: string): void {
    this.entries.delete(key);
    this.entries.set(key, { body, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}

const caches = new WeakMap<Kysely<Database>, CatalogueCache>();

/** The cache of this database handle (created on first use). */
export function catalogueCacheOf(db: Kysely<Database>): CatalogueCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CatalogueCache()));
  return cache;
}

/** Called by every catalogue write: the next read goes to the database. */
export function invalidateCatalogue(db: Kysely<Database>): void {
  caches.get(db)?.invalidate();
}
