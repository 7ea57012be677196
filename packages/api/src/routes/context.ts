/** What the route modules share: the database handle, the price relay and the write limits. */
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import type { WriteLimiter } from '../limits/write-limits';
import type { QuoteRelay } from '../prices/quote-relay';

export interface RouteContext {
  db: Kysely<Database>;
  dialect: DialectName;
  relay: QuoteRelay;
  limiter: WriteLimiter;
}
