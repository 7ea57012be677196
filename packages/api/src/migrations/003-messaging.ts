/**
 * The messaging relay's tables (see docs/messaging.md): key packages by address, Welcomes by
 * recipient and group messages by topic. Every payload column holds MLS wire bytes (base64)
 * that only the conversation's members can open; `seq` orders each stream for paging.
 */
import type { Kysely, Migration } from 'kysely';

export const messagingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('messaging_key_packages')
      .addColumn('address', 'text', (c) => c.primaryKey())
      .addColumn('key_package', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('messaging_welcomes')
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('welcome', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('messaging_welcomes_pk', ['recipient', 'seq'])
      .execute();
    await db.schema
      .createTable('messaging_messages')
      .addColumn('topic', 'text', (c) => c.notNull())
      .addColumn('seq', 'integer', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('messaging_messages_pk', ['topic', 'seq'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('messaging_messages').execute();
    await db.schema.dropTable('messaging_welcomes').execute();
    await db.schema.dropTable('messaging_key_packages').execute();
  },
};
