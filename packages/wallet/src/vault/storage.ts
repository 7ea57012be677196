/**
 * Where the encrypted vault bytes live. A port keeps the current copy and one backup
 * generation; `write` replaces the current copy atomically.
 */

export interface WriteOptions {
  /** Move the current copy to the backup slot first. False when the current copy is known damaged. */
  rotateBackup: boolean;
}

export interface StoragePort {
  /** The current copy, or null when none exists. */
  read(): Promise<Uint8Array | null>;
  /** The backup generation, or null. */
  readBackup(): Promise<Uint8Array | null>;
  /** Atomic replace: after a crash, either the old or the new bytes are readable, never a mix. */
  write(bytes: Uint8Array, opts: WriteOptions): Promise<void>;
}

/** In-memory port for tests; `history` records every byte ever written. */
export class MemoryStorage implements StoragePort {
  current: Uint8Array | null = null;
  backup: Uint8Array | null = null;
  readonly history: Uint8Array[] = [];

  async read() {
    return this.current ? this.current.slice() : null;
  }
  async readBackup() {
    return this.backup ? this.backup.slice() : null;
  }
  async write(bytes: Uint8Array, opts: WriteOptions) {
    if (opts.rotateBackup && this.current) this.backup = this.current;
    this.current = bytes.slice();
    this.history.push(bytes.slice());
  }
}
