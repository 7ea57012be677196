/**
 * Node file port: write a temporary file, fsync, rename over the vault (atomic on POSIX), fsync
 * the folder. The previous copy is kept as `vault.json.bak` (one generation), hard-linked so the
 * rotation is itself a single rename.
 */
import { constants, promises as fs } from 'node:fs';
import { join } from 'node:path';
import type { StoragePort, WriteOptions } from './storage';

export const VAULT_FILE = 'vault.json';
export const BACKUP_FILE = 'vault.json.bak';

async function readOrNull(path: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await fs.readFile(path));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
}

async function fsyncDir(dir: string): Promise<void> {
  // Makes the rename durable; some platforms cannot open folders, which is then best effort.
  try {
    const h = await fs.open(dir, constants.O_RDONLY);
    try {
      await h.sync();
    } finally {
      await h.close();
    }
  } catch {
    /* not supported here */
  }
}

async function writeDurably(path: string, bytes: Uint8Array): Promise<void> {
  const h = await fs.open(path, 'w', 0o600);
  try {
    await h.writeFile(bytes);
    await h.sync();
  } finally {
    await h.close();
  }
}

export class FileStorage implements StoragePort {
  readonly file: string;
  readonly backupFile: string;

  constructor(readonly dir: string) {
    this.file = join(dir, VAULT_FILE);
    this.backupFile = join(dir, BACKUP_FILE);
  }

  read() {
    return readOrNull(this.file);
  }

  readBackup() {
    return readOrNull(this.backupFile);
  }

  async write(bytes: Uint8Array, opts: WriteOptions): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    const suffix = `${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    if (opts.rotateBackup) await this.rotateBackup(suffix);
    const tmp = `${this.file}.tmp-${suffix}`;
    try {
      await writeDurably(tmp, bytes);
      await fs.rename(tmp, this.file);
    } catch (e) {
      await fs.rm(tmp, { force: true });
      throw e;
    }
    await fsyncDir(this.dir);
  }

  /** current -> backup, without ever leaving the current copy missing. */
  private async rotateBackup(suffix: string): Promise<void> {
    const tmp = `${this.backupFile}.tmp-${suffix}`;
    try {
      await fs.link(this.file, tmp);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return; // no current copy yet
      // Hard links unsupported (some filesystems): copy durably instead.
      const current = await readOrNull(this.file);
      if (!current) return;
      await writeDurably(tmp, current);
    }
    await fs.rename(tmp, this.backupFile);
  }
}
