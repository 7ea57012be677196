/** Runs the migrations (written once, dialect-neutral) with Kysely's Migrator. */
import { type Kysely, type Migration, Migrator } from 'kysely';
import { catalogueMigration } from './001-catalogue';
import { registrationsMigration } from './002-registrations';
import { messagingMigration } from './003-messaging';

/** Keys sort in the order they run; never rename or reorder a published one. */
export const MIGRATIONS: Record<string, Migration> = {
  '001-catalogue': catalogueMigration,
  '002-registrations': registrationsMigration,
  '003-messaging': messagingMigration,
};

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(
      `database migration ${failed} failed: ${(error as Error).message ?? String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
