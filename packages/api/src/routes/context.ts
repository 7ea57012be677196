/** What the route modules share: the database handle and the price relay. */
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/connect';
import type { Database } from '../db/schema';
import type { QuoteRelay } from '../prices/quote-relay';

export interface RouteContext {
  db: Kysely<Database>;
  dialect: DialectName;
  relay: QuoteRelay;
}
