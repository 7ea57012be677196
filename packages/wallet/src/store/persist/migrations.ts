/**
 * Versioned migrations of the persisted state. Each entry upgrades version N-1 to N; they run in
 * order on unlock, before rehydration, and the result is written back on the next save.
 */

export const PERSIST_VERSION = 2;

export interface VersionedState {
  version: number;
  data: Record<string, unknown>;
}

export type Migration = (data: Record<string, unknown>) => Record<string, unknown>;

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (typeof v === 'object' && v !== null ? (v as Obj) : {});

export const MIGRATIONS: Record<number, Migration> = {
  /** v1 -> v2: per-wallet backup-prompt flags moved to wallets.backupPromptHidden; privacyMode defaulted. */
  2: (data) => {
    const wallets = obj(data.wallets);
    const all = Array.isArray(wallets.allWallets) ? (wallets.allWallets as Obj[]) : [];
    const backupPromptHidden: Record<string, boolean> = {
      ...(obj(wallets.backupPromptHidden) as Record<string, boolean>),
    };
    const allWallets = all.map((w) => {
      const { isBackupPromptHidden, ...rest } = w;
      if (typeof isBackupPromptHidden === 'boolean' && typeof w.id === 'string')
        backupPromptHidden[w.id] = isBackupPromptHidden;
      return { privacyMode: false, ...rest };
    });
    return { ...data, wallets: { ...wallets, allWallets, backupPromptHidden } };
  },
};

export class MigrationError extends Error {
  override name = 'MigrationError';
}

/** Runs every migration above the stored version. A newer stored version than this code knows is refused. */
export function migrate(
  stored: VersionedState,
  migrations = MIGRATIONS,
  target = PERSIST_VERSION,
): VersionedState {
  if (!Number.isInteger(stored.version) || stored.version < 1)
    throw new MigrationError('The stored state has no valid version');
  if (stored.version > target) {
    throw new MigrationError(
      `The stored state is version ${stored.version}; this app reads up to ${target}: update the app`,
    );
  }
  let data = stored.data;
  for (let v = stored.version + 1; v <= target; v++) {
    const m = migrations[v];
    if (!m) throw new MigrationError(`No migration to version ${v}`);
    data = m(data);
  }
  return { version: target, data };
}

export function isVersionedState(v: unknown): v is VersionedState {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as VersionedState).version === 'number' &&
    typeof (v as VersionedState).data === 'object'
  );
}
