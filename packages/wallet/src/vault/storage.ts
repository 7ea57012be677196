/**
 * Where the encrypted vault bytes live. A port keeps the current copy and a backup copy that is
 * kept equal to it: every write replaces the current copy atomically, then the backup.
 *
 * Writers take `withLock` around read-check-write, so two processes or browser tabs never both
 * write what they read before the other's save (the vault also refuses a stale writer by its
 * generation counter, see vault.ts).
 */
import { Mutex } from './mutex';

export interface StoragePort {
  /** The current copy, or null when none exists. */
  read(): Promise<Uint8Array | null>;
  /** The backup copy, or null. Equal to the current copy unless a save was cut short. */
  readBackup(): Promise<Uint8Array | null>;
  /**
   * Atomic replace of the current copy, then of the backup with the same bytes: after a crash
   * each copy is either its old or its new bytes, never a mix. Call only under `withLock`.
   */
  write(bytes: Uint8Array): Promise<void>;
  /** Runs `fn` holding this vault's exclusive writer lock (across processes or tabs where possible). */
  withLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Removes what a save killed midway left behind (temporary files, a dead process's lock). */
  cleanup?(): Promise<void>;
}

/** In-memory port for tests; `history` records every byte ever written. */
export class MemoryStorage implements StoragePort {
  current: Uint8Array | null = null;
  backup: Uint8Array | null = null;
  readonly history: Uint8Array[] = [];
  private readonly mutex = new Mutex();

  async read() {
    return this.current ? this.current.slice() : null;
  }
  async readBackup() {
    return this.backup ? this.backup.slice() : null;
  }
  async write(bytes: Uint8Array) {
    this.current = bytes.slice();
    this.backup = bytes.slice();
    this.history.push(bytes.slice());
  }
  withLock<T>(fn: () => Promise<T>): Promise<T> {
    return this.mutex.run(fn);
  }
}
