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

/** Create refused: a vault is already there (perhaps written a moment ago by another writer). */
export class VaultExistsError extends VaultError {
  override name = 'VaultExistsError';
  constructor() {
    super('A vault already exists here');
  }
}

/**
 * The vault was written by a newer Kestrel whose format this version does not know. It is not
 * damaged, and it must never be overwritten (nor "recovered" from an older backup) by this version.
 */
export class VaultNewerVersionError extends VaultError {
  override name = 'VaultNewerVersionError';
  constructor(readonly version: number) {
    super(
      `This vault was written by a newer version of Kestrel (vault format ${version}); ` +
        'this version cannot open it and has not changed it: update Kestrel to open it',
    );
  }
}

/** Another window or process saved the vault since this session read it: nothing was written. */
export class VaultConflictError extends VaultError {
  override name = 'VaultConflictError';
  constructor(detail = 'nothing was written; try again') {
    super(`The vault was changed by another window or process since it was opened: ${detail}`);
  }
}

/** Another live process kept the vault's lock for too long. */
export class VaultBusyError extends VaultError {
  override name = 'VaultBusyError';
  constructor(holder: string) {
    super(`The vault is in use by another Kestrel process (${holder}); nothing was changed, try again`);
  }
}
