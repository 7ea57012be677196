/** News messages by key. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { invalidateCatalogue } from './catalogue-cache';

export interface NewsMessage {
  key: string;
  message: string;
}

/** The entries with this key (zero or one): the wallet reads the list for the matching key. */
export async function findNews(db: Kysely<Database>, key: string): Promise<NewsMessage[]> {
  return db.selectFrom('news').select(['key', 'message']).where('key', '=', key).execute();
}

export async function upsertNews(db: Kysely<Database>, entry: NewsMessage): Promise<void> {
  const updated_at = new Date().toISOString();
  await db
    .insertInto('news')
    .values({ ...entry, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ message: entry.message, updated_at }))
    .execute();
  invalidateCatalogue(db);
}
