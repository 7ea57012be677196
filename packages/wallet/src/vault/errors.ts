/** Vault errors: readable messages that never contain a secret or the password. */

export class VaultError extends Error {
  override name = 'VaultError';
}

/** The password does not open the vault. Nothing was changed. */
export class WrongPasswordError extends VaultError {
  override name = 'WrongPasswordError';
  constructor() {
    super('Wrong password: the vault was not unlocked and nothing was changed');
  }
}

/** The stored bytes are damaged, truncated or were modified. */
export class VaultCorruptError extends VaultError {
  override name = 'VaultCorruptError';
  constructor(
    readonly reason: string,
    /** True when a backup copy exists that may still open (unlock with `useBackup`). */
    readonly backupAvailable = false,
  ) {
    super(
      `The vault data is damaged or was modified (${reason}); it was not opened` +
        (backupAvailable ? '. A backup copy exists: open it with the backup option' : ''),
    );
  }
}

export class VaultLockedError extends VaultError {
  override name = 'VaultLockedError';
  constructor() {
    super('The wallet is locked: unlock it with the password first');
  }
}

export class VaultMissingError extends VaultError {
  override name = 'VaultMissingError';
  constructor() {
    super('No wallet vault exists here yet: create or import a wallet first');
  }
}
