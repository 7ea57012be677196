/**
 * The relay's storage: key packages (latest per address), Welcomes per recipient and group
 * messages per topic, each stream numbered 1, 2, 3… so a client pages with "after seq". Only
 * opaque MLS bytes (base64) and routing fields are ever written.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Messaging page size (spec §9). */
export const MESSAGING_PAGE_SIZE = 20;

export interface StoredMessage {
  topic: string;
  seq: number;
  payload: string;
  createdAt: string;
}

export interface StoredWelcome {
  recipient: string;
  seq: number;
  topic: string;
  welcome: string;
  createdAt: string;
}

export interface RelayPage<T> {
  data: T[];
  /** The cursor for the next page, null on the last one. */
  next: number | null;
}

export async function putKeyPackage(
  db: Kysely<Database>,
  address: string,
  keyPackage: string,
): Promise<void> {
  const created_at = new Date().toISOString();
  await db
    .insertInto('messaging_key_packages')
    .values({ address, key_package: keyPackage, created_at })
    .onConflict((oc) => oc.column('address').doUpdateSet({ key_package: keyPackage, created_at }))
    .execute();
}

export async function getKeyPackage(db: Kysely<Database>, address: string): Promise<string | null> {
  const row = await db
    .selectFrom('messaging_key_packages')
    .select('key_package')
    .where('address', '=', address)
    .executeTakeFirst();
  return row?.key_package ?? null;
}

/**
 * Appends with the stream's next seq. Two writers may pick the same seq at once; the primary key
 * refuses the second, which tries again with a fresh number.
 */
async function appendWithSeq(insert: () => Promise<number>): Promise<number> {
  let last: unknown;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await insert();
    } catch (e) {
      last = e;
    }
  }
  throw last;
}

export function appendMessage(db: Kysely<Database>, topic: string, payload: string): Promise<StoredMessage> {
  const createdAt = new Date().toISOString();
  return appendWithSeq(() =>
    db.transaction().execute(async (trx) => {
      const top = await trx
        .selectFrom('messaging_messages')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('topic', '=', topic)
        .executeTakeFirst();
      const seq = Number(top?.seq ?? 0) + 1;
      await trx
        .insertInto('messaging_messages')
        .values({ topic, seq, payload, created_at: createdAt })
        .execute();
      return seq;
    }),
  ).then((seq) => ({ topic, seq, payload, createdAt }));
}

export function appendWelcome(
  db: Kysely<Database>,
  recipient: string,
  topic: string,
  welcome: string,
): Promise<StoredWelcome> {
  const createdAt = new Date().toISOString();
  return appendWithSeq(() =>
    db.transaction().execute(async (trx) => {
      const top = await trx
        .selectFrom('messaging_welcomes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .where('recipient', '=', recipient)
        .executeTakeFirst();
      const seq = Number(top?.seq ?? 0) + 1;
      await trx
        .insertInto('messaging_welcomes')
        .values({ recipient, seq, topic, welcome, created_at: createdAt })
        .execute();
      return seq;
    }),
  ).then((seq) => ({ recipient, seq, topic, welcome, createdAt }));
}

function paged<T extends { seq: number }>(rows: T[]): RelayPage<T> {
  const data = rows.slice(0, MESSAGING_PAGE_SIZE);
  return { data, next: rows.length > MESSAGING_PAGE_SIZE ? data[data.length - 1]!.seq : null };
}

/** Messages of a topic after `after`, oldest first, 20 a page. */
export async function messagesAfter(
  db: Kysely<Database>,
  topic: string,
  after: number,
): Promise<RelayPage<StoredMessage>> {
  const rows = await db
    .selectFrom('messaging_messages')
    .select(['topic', 'seq', 'payload', 'created_at'])
    .where('topic', '=', topic)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(MESSAGING_PAGE_SIZE + 1)
    .execute();
  return paged(
    rows.map((r) => ({ topic: r.topic, seq: Number(r.seq), payload: r.payload, createdAt: r.created_at })),
  );
}

/** Welcomes for a recipient after `after`, oldest first, 20 a page. */
export async function welcomesAfter(
  db: Kysely<Database>,
  recipient: string,
  after: number,
): Promise<RelayPage<StoredWelcome>> {
  const rows = await db
    .selectFrom('messaging_welcomes')
    .select(['recipient', 'seq', 'topic', 'welcome', 'created_at'])
    .where('recipient', '=', recipient)
    .where('seq', '>', after)
    .orderBy('seq')
    .limit(MESSAGING_PAGE_SIZE + 1)
    .execute();
  return paged(
    rows.map((r) => ({
      recipient: r.recipient,
      seq: Number(r.seq),
      topic: r.topic,
      welcome: r.welcome,
      createdAt: r.created_at,
    })),
  );
}
