/** Catalogue tables: currencies, coin groups with their members, and news. Dialect-neutral types only. */
import type { Kysely, Migration } from 'kysely';

export const catalogueMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('currencies')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('chain_name', 'text', (c) => c.notNull())
      .addColumn('chain_symbol', 'text', (c) => c.notNull())
      .addColumn('symbol', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('decimals', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('contract_address', 'text')
      .addColumn('rank', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('currencies_chain_name').on('currencies').column('chain_name').execute();
    await db.schema.createIndex('currencies_rank').on('currencies').columns(['rank', 'id']).execute();

    await db.schema
      .createTable('coin_groups')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('rank', 'integer', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('coin_group_members')
      .addColumn('group_id', 'text', (c) => c.notNull().references('coin_groups.id').onDelete('cascade'))
      .addColumn('currency_id', 'text', (c) => c.notNull().references('currencies.id').onDelete('cascade'))
      .addColumn('position', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('coin_group_members_pk', ['group_id', 'currency_id'])
      .execute();

    await db.schema
      .createTable('news')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('news').execute();
    await db.schema.dropTable('coin_group_members').execute();
    await db.schema.dropTable('coin_groups').execute();
    await db.schema.dropTable('currencies').execute();
  },
};
