/**
 * The vault: an encrypted keyring plus the encrypted persisted state, in one envelope so a save
 * or a password change is a single atomic write. The AES key is derived once per unlock and
 * kept as a non-extractable CryptoKey; saves never re-run the KDF. The password itself is not kept.
 */
import { newKdfParams, openEnvelope, sealEnvelope } from './envelope';
import {
  VaultCorruptError,
  VaultError,
  VaultLockedError,
  VaultMissingError,
  WrongPasswordError,
} from './errors';
import { DEFAULT_KDF_POLICY, deriveAesKey, needsUpgrade, type KdfParams, type KdfPolicy } from './kdf';
import { newSecretRef, parseContents, type Keyring, type SecretEntry, type VaultContents } from './keyring';
import type { StoragePort } from './storage';

export interface VaultOptions {
  /** KDF strength for new and upgraded vaults. Tests lower it; production keeps the default. */
  kdf?: KdfPolicy;
}

export interface UnlockOptions extends VaultOptions {
  /** Open the backup generation (after the current copy was reported damaged). */
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

export class Vault {
  private session: Session | null;
  /** False while the current stored copy is known damaged: it must not become the backup. */
  private currentCopyGood: boolean;
  private writing: Promise<void> = Promise.resolve();
  /** Set when unlock re-encrypted the vault with stronger KDF parameters. */
  upgraded = false;

  private constructor(
    private readonly storage: StoragePort,
    session: Session,
    currentCopyGood: boolean,
  ) {
    this.session = session;
    this.currentCopyGood = currentCopyGood;
  }

  static async exists(storage: StoragePort): Promise<boolean> {
    return (await storage.read()) !== null || (await storage.readBackup()) !== null;
  }

  /** Creates and writes an empty vault. Refuses to overwrite an existing one. */
  static async create(storage: StoragePort, password: string, opts: VaultOptions = {}): Promise<Vault> {
    checkNewPassword(password);
    if (await Vault.exists(storage)) throw new VaultError('A vault already exists here');
    const kdf = newKdfParams((opts.kdf ?? DEFAULT_KDF_POLICY).iterations);
    const key = await deriveAesKey(password, kdf);
    const vault = new Vault(storage, { key, kdf, contents: { keyring: {}, state: null } }, true);
    await vault.save();
    return vault;
  }

  static async unlock(storage: StoragePort, password: string, opts: UnlockOptions = {}): Promise<Vault> {
    const fromBackup = opts.useBackup === true;
    const bytes = fromBackup ? await storage.readBackup() : await storage.read();
    if (!bytes) {
      if (!fromBackup && (await storage.readBackup()))
        throw new VaultCorruptError('the vault file is missing', true);
      throw new VaultMissingError();
    }
    let opened;
    try {
      opened = await openEnvelope(bytes, password);
    } catch (e) {
      throw await Vault.explainFailure(storage, password, e, fromBackup);
    }
    const contents = parseContents(opened.plaintext);
    if (!contents) throw new VaultCorruptError('the decrypted contents have the wrong shape', !fromBackup);
    const vault = new Vault(storage, { key: opened.key, kdf: opened.kdf, contents }, !fromBackup);
    const policy = opts.kdf ?? DEFAULT_KDF_POLICY;
    if (needsUpgrade(opened.kdf, policy)) {
      const kdf = newKdfParams(policy.iterations);
      const key = await deriveAesKey(password, kdf);
      await vault.rekey(key, kdf);
      vault.upgraded = true;
    }
    return vault;
  }

  /**
   * A wrong-password result on the current copy may also be a damaged header: when the backup
   * opens with the same password, report damage instead (and point at the backup).
   */
  private static async explainFailure(
    storage: StoragePort,
    password: string,
    e: unknown,
    fromBackup: boolean,
  ) {
    if (fromBackup) return e;
    const backup = await storage.readBackup();
    if (e instanceof VaultCorruptError) return backup ? new VaultCorruptError(e.reason, true) : e;
    if (e instanceof WrongPasswordError && backup) {
      try {
        await openEnvelope(backup, password);
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

  /** The persisted store state held in the vault (already migrated by the caller). */
  get state(): unknown {
    return this.open.contents.state;
  }

  setState(state: unknown): void {
    this.open.contents.state = state;
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

  /** Encrypts keyring and state with the session key and writes atomically. Saves are serialized. */
  save(state?: unknown): Promise<void> {
    if (state !== undefined) this.setState(state);
    const s = this.open;
    const plaintext = JSON.stringify(s.contents);
    const run = async () => {
      const bytes = await sealEnvelope(s.key, s.kdf, plaintext);
      await this.storage.write(bytes, { rotateBackup: this.currentCopyGood });
      this.currentCopyGood = true;
    };
    const next = this.writing.then(run, run);
    this.writing = next.catch(() => undefined);
    return next;
  }

  private async rekey(key: CryptoKey, kdf: KdfParams): Promise<void> {
    const s = this.open;
    const bytes = await sealEnvelope(key, kdf, JSON.stringify(s.contents));
    await this.writing;
    await this.storage.write(bytes, { rotateBackup: this.currentCopyGood });
    // Write again so the backup generation is re-encrypted too: no copy under the old password
    // or the weaker parameters stays behind. A crash between the writes leaves the new copy current.
    await this.storage.write(bytes, { rotateBackup: true });
    this.currentCopyGood = true;
    s.key = key;
    s.kdf = kdf;
  }

  /** Checks the old password against the stored copy, then re-encrypts in one atomic write. */
  async changePassword(oldPassword: string, newPassword: string, opts: VaultOptions = {}): Promise<void> {
    checkNewPassword(newPassword);
    const s = this.open;
    const current = this.currentCopyGood ? await this.storage.read() : await this.storage.readBackup();
    if (!current) throw new VaultMissingError();
    await openEnvelope(current, oldPassword).catch((e: unknown) => {
      throw e instanceof VaultCorruptError ? e : new WrongPasswordError();
    });
    const kdf = newKdfParams(Math.max((opts.kdf ?? DEFAULT_KDF_POLICY).iterations, s.kdf.iterations));
    await this.rekey(await deriveAesKey(newPassword, kdf), kdf);
  }

  /** Forgets the key and every decrypted secret. */
  lock(): void {
    if (!this.session) return;
    const keyring: Keyring = this.session.contents.keyring;
    for (const ref of Object.keys(keyring)) delete keyring[ref];
    this.session = null;
  }
}
