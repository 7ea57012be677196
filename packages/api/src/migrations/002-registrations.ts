/** Coin registrations, keyed by a hash of the registering client's id (see docs/api.md). */
import type { Kysely, Migration } from 'kysely';

export const registrationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('coin_registrations')
      .addColumn('client_hash', 'text', (c) => c.notNull())
      .addColumn('coin_key', 'text', (c) => c.notNull())
      .addColumn('master_hash', 'text', (c) => c.notNull())
      .addColumn('chain_name', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('contract_address', 'text', (c) => c.notNull())
      .addColumn('currency_id', 'text')
      .addColumn('address', 'text')
      .addColumn('is_create_wallet', 'integer', (c) => c.notNull())
      .addColumn('is_imported', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('coin_registrations_pk', ['client_hash', 'coin_key'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('coin_registrations').execute();
  },
};
