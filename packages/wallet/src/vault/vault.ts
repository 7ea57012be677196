/**
 * The vault: an encrypted keyring plus the encrypted persisted state, in one envelope so a save
 * or a password change is a single atomic write. The AES key is derived once per unlock and
 * kept as a non-extractable CryptoKey; saves never re-run the KDF. The password itself is not kept.
 *
 * Several writers (processes, tabs) may share one storage. Every write happens under the storage
 * lock and only if the stored copy is still the generation this vault last read or wrote: a
 * stale writer gets VaultConflictError instead of overwriting. `update` re-reads under the lock
 * first, so its change is applied to the latest contents. No KDF runs while the lock is held.
 */
import { isLegacyEnvelope, newKdfParams, openEnvelope, openWithKey, sealEnvelope } from './envelope';
import {
  VaultConflictError,
  VaultCorruptError,
  VaultError,
  VaultExistsError,
  VaultLockedError,
  VaultMissingError,
  WrongPasswordError,
} from './errors';
import { DEFAULT_KDF_POLICY, deriveAesKey, needsUpgrade, type KdfParams, type KdfPolicy } from './kdf';
import type { AddressBook } from '../addressBook/book';
import { emptyProviderSettings, type ProviderSettings } from '../providers/settings';
import { newSecretRef, parseContents, type Keyring, type SecretEntry, type VaultContents } from './keyring';
import { Mutex } from './mutex';
import type { StoragePort } from './storage';
import { isIntact, referenceCopy, refuseNewer } from './storedCopy';

export interface VaultOptions {
  /** KDF strength for new and upgraded vaults. Tests lower it; production keeps the default. */
  kdf?: KdfPolicy;
}

export interface UnlockOptions extends VaultOptions {
  /** Open the backup copy (after the current copy was reported damaged). */
  useBackup?: boolean;
}

export const MIN_PASSWORD_LENGTH = 8;

export function checkNewPassword(password: string): void {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw new VaultError(`The password must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

interface Session {
  key: CryptoKey;
  kdf: KdfParams;
  contents: VaultContents;
}

function wipe(keyring: Keyring): void {
  for (const ref of Object.keys(keyring)) delete keyring[ref];
}

export class Vault {
  private session: Session | null;
  /** Generation of the stored copy these contents match; a save writes the next one. */
  private generation: number;
  /** Orders this instance's writes; the storage lock orders writers across instances. */
  private readonly queue = new Mutex();
  private updating = false;
  /** Set when unlock re-encrypted the vault with stronger KDF parameters. */
  upgraded = false;

  private constructor(
    private readonly storage: StoragePort,
    session: Session,
    generation: number,
  ) {
    this.session = session;
    this.generation = generation;
  }

  static async exists(storage: StoragePort): Promise<boolean> {
    return (await storage.read()) !== null || (await storage.readBackup()) !== null;
  }

  /** Creates and writes an empty vault. Refuses (VaultExistsError) to overwrite an existing one. */
  static async create(storage: StoragePort, password: string, opts: VaultOptions = {}): Promise<Vault> {
    checkNewPassword(password);
    await storage.cleanup?.();
    if (await Vault.exists(storage)) throw new VaultExistsError();
    const kdf = newKdfParams((opts.kdf ?? DEFAULT_KDF_POLICY).iterations);
    const key = await deriveAesKey(password, kdf);
    const vault = new Vault(storage, { key, kdf, contents: { keyring: {}, state: null } }, 0);
    await vault.queue.run(() =>
      storage.withLock(async () => {
        // Checked again under the lock: another writer may have created it meanwhile.
        if (await Vault.exists(storage)) throw new VaultExistsError();
        await vault.commit(vault.open, JSON.stringify(vault.open.contents));
      }),
    );
    return vault;
  }

  static async unlock(storage: StoragePort, password: string, opts: UnlockOptions = {}): Promise<Vault> {
    await storage.cleanup?.();
    const fromBackup = opts.useBackup === true;
    const current = await storage.read();
    const backup = await storage.readBackup();
    await refuseNewer(current, backup);
    const bytes = fromBackup ? backup : current;
    if (!bytes) {
      if (!fromBackup && backup) throw new VaultCorruptError('the vault file is missing', true);
      throw new VaultMissingError();
    }
    const backupIntact = !fromBackup && (await isIntact(backup));
    let opened;
    try {
      opened = await openEnvelope(bytes, password);
    } catch (e) {
      throw await Vault.explainFailure(bytes, backupIntact ? backup : null, password, e);
    }
    const contents = parseContents(opened.plaintext);
    if (!contents) throw new VaultCorruptError('the decrypted contents have the wrong shape', backupIntact);
    const vault = new Vault(storage, { key: opened.key, kdf: opened.kdf, contents }, opened.generation);
    const policy = opts.kdf ?? DEFAULT_KDF_POLICY;
    if (needsUpgrade(opened.kdf, policy)) {
      const kdf = newKdfParams(policy.iterations);
      await vault.rekey(await deriveAesKey(password, kdf), kdf);
      vault.upgraded = true;
    }
    return vault;
  }

  /**
   * Damage is reported as such, pointing at the backup when that one is intact. A version-1 vault
   * has no digest, so there a failing password check may be a damaged header: when the backup
   * opens with the same password, report damage instead of a wrong password.
   */
  private static async explainFailure(
    bytes: Uint8Array,
    intactBackup: Uint8Array | null,
    password: string,
    e: unknown,
  ): Promise<unknown> {
    if (e instanceof VaultCorruptError) return intactBackup ? new VaultCorruptError(e.reason, true) : e;
    if (e instanceof WrongPasswordError && intactBackup && isLegacyEnvelope(bytes)) {
      try {
        await openEnvelope(intactBackup, password);
        return new VaultCorruptError('the header does not match the password that opens the backup', true);
      } catch {
        return e;
      }
    }
    return e;
  }

  get isUnlocked(): boolean {
    return this.session !== null;
  }

  private get open(): Session {
    if (!this.session) throw new VaultLockedError();
    return this.session;
  }

  /** KDF parameters of the stored vault (for display and tests; no secret). */
  get kdfIterations(): number {
    return this.open.kdf.iterations;
  }

  /** Generation (save count) of the stored copy this vault's contents match. */
  get storedGeneration(): number {
    return this.generation;
  }

  /** The persisted store state held in the vault (already migrated by the caller). */
  get state(): unknown {
    return this.open.contents.state;
  }

  setState(state: unknown): void {
    this.open.contents.state = state;
  }

  /** The provider settings (API keys, own RPC endpoints); saved with the next save or update. */
  get providers(): ProviderSettings {
    return this.open.contents.providers ?? emptyProviderSettings();
  }

  setProviders(providers: ProviderSettings): void {
    this.open.contents.providers = providers;
  }

  /** The address book (named addresses per network and chain); saved with the next save or update. */
  get addressBook(): AddressBook {
    return this.open.contents.addressBook ?? {};
  }

  setAddressBook(book: AddressBook): void {
    this.open.contents.addressBook = book;
  }

  /** Messaging's MLS keys and conversation states per address; saved with the next save or update. */
  get messaging(): Record<string, unknown> {
    return this.open.contents.messaging ?? {};
  }

  setMessaging(data: Record<string, unknown>): void {
    this.open.contents.messaging = data;
  }

  putSecret(entry: SecretEntry): string {
    const ref = newSecretRef();
    this.open.contents.keyring[ref] = { ...entry };
    return ref;
  }

  getSecret(ref: string): SecretEntry {
    const entry = this.open.contents.keyring[ref];
    if (!entry) throw new VaultError('The key for this wallet is not in the vault');
    return entry;
  }

  hasSecret(ref: string): boolean {
    return this.open.contents.keyring[ref] !== undefined;
  }

  removeSecret(ref: string): void {
    delete this.open.contents.keyring[ref];
  }

  secretRefs(): string[] {
    return Object.keys(this.open.contents.keyring);
  }

  /** Under the lock: seals `plaintext` as the next generation, unless another writer saved first. */
  private async commit(s: Session, plaintext: string, key = s.key, kdf = s.kdf): Promise<void> {
    const ref = await referenceCopy(this.storage);
    if (ref && ref.generation !== this.generation) throw new VaultConflictError();
    const next = this.generation + 1;
    await this.storage.write(await sealEnvelope(key, kdf, next, plaintext));
    this.generation = next;
  }

  /** Under the lock: re-reads the stored copy if another writer saved since; true when it did. */
  private async reloadIfStale(): Promise<boolean> {
    const ref = await referenceCopy(this.storage);
    if (!ref || ref.generation === this.generation) return false;
    const s = this.open;
    const opened = await openWithKey(ref.bytes, s.key, s.kdf);
    if (!opened) throw new VaultConflictError('its password was changed; lock and unlock it again');
    const contents = parseContents(opened.plaintext);
    if (!contents) throw new VaultCorruptError('the decrypted contents have the wrong shape');
    wipe(s.contents.keyring);
    s.contents = contents;
    this.generation = opened.generation;
    return true;
  }

  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    return this.queue.run(() => this.storage.withLock(fn));
  }

  /**
   * Encrypts keyring and state with the session key and writes atomically. Saves are serialized.
   * VaultConflictError when another writer saved since this vault last read or wrote: use
   * `update` to apply a change to the latest contents. Inside `update`, the update's one write
   * at its end includes this save.
   */
  save(state?: unknown): Promise<void> {
    if (state !== undefined) this.setState(state);
    const s = this.open;
    if (this.updating) return Promise.resolve();
    const plaintext = JSON.stringify(s.contents);
    return this.exclusive(() => this.commit(s, plaintext));
  }

  /**
   * Read-modify-write under the lock: when another writer saved since, the stored contents are
   * read again first (`fn` gets `reloaded = true` and must work from them), then `fn` runs and
   * the result is written once. Nothing is written when `fn` throws. Called again while an
   * update runs (a flow inside a flow), `fn` simply joins the running update.
   */
  update<T>(fn: (reloaded: boolean) => Promise<T>): Promise<T> {
    if (this.updating) return fn(false);
    return this.exclusive(async () => {
      const reloaded = await this.reloadIfStale();
      this.updating = true;
      let out: T;
      try {
        out = await fn(reloaded);
      } finally {
        this.updating = false;
      }
      const s = this.open;
      await this.commit(s, JSON.stringify(s.contents));
      return out;
    });
  }

  /** Re-reads the stored contents under the lock if another writer saved; true when it did. */
  refresh(): Promise<boolean> {
    return this.exclusive(() => this.reloadIfStale());
  }

  /** Re-encrypts the latest contents under a new key; both stored copies get the new bytes. */
  private rekey(key: CryptoKey, kdf: KdfParams): Promise<void> {
    return this.exclusive(async () => {
      await this.reloadIfStale();
      const s = this.open;
      await this.commit(s, JSON.stringify(s.contents), key, kdf);
      s.key = key;
      s.kdf = kdf;
    });
  }

  /** Checks the old password against the stored copy, then re-encrypts in one atomic write. */
  async changePassword(oldPassword: string, newPassword: string, opts: VaultOptions = {}): Promise<void> {
    checkNewPassword(newPassword);
    const s = this.open;
    const stored = await referenceCopy(this.storage);
    if (!stored) throw new VaultMissingError();
    await openEnvelope(stored.bytes, oldPassword).catch((e: unknown) => {
      throw e instanceof VaultCorruptError ? e : new WrongPasswordError();
    });
    const kdf = newKdfParams(Math.max((opts.kdf ?? DEFAULT_KDF_POLICY).iterations, s.kdf.iterations));
    await this.rekey(await deriveAesKey(newPassword, kdf), kdf);
  }

  /** Forgets the key and every decrypted secret and state (a kept reference to them finds them empty). */
  lock(): void {
    if (!this.session) return;
    wipe(this.session.contents.keyring);
    delete this.session.contents.providers;
    delete this.session.contents.addressBook;
    delete this.session.contents.messaging;
    this.session.contents.state = null;
    this.session = null;
  }
}
