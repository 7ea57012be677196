/**
 * Node file port. A write goes to a temporary file, is fsynced and renamed over `vault.json`
 * (atomic on POSIX), then the same bytes replace `vault.json.bak` the same way, and the folder is
 * fsynced. So the backup holds the latest save (one behind only if a save was killed between the
 * two renames, and then `vault.json` is the newer, intact copy). Writers hold `vault.lock`
 * (fileLock.ts); within one process a mutex per folder queues them first.
 */
import { constants, promises as fs } from 'node:fs';
import { join, resolve } from 'node:path';
import { FileLock, type FileLockOptions } from './fileLock';
import { namedMutex } from './mutex';
import type { StoragePort } from './storage';

export const VAULT_FILE = 'vault.json';
export const BACKUP_FILE = 'vault.json.bak';
export const LOCK_FILE = 'vault.lock';
const TEMP_MARK = '.tmp-';

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

/** Temporary file, fsync, rename over `path`. */
async function replaceDurably(path: string, bytes: Uint8Array): Promise<void> {
  const tmp = `${path}${TEMP_MARK}${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  try {
    const h = await fs.open(tmp, 'w', 0o600);
    try {
      await h.writeFile(bytes);
      await h.sync();
    } finally {
      await h.close();
    }
    await fs.rename(tmp, path);
  } catch (e) {
    await fs.rm(tmp, { force: true });
    throw e;
  }
}

export class FileStorage implements StoragePort {
  readonly file: string;
  readonly backupFile: string;
  readonly lockFile: string;

  constructor(
    readonly dir: string,
    private readonly lockOptions: FileLockOptions = {},
  ) {
    this.file = join(dir, VAULT_FILE);
    this.backupFile = join(dir, BACKUP_FILE);
    this.lockFile = join(dir, LOCK_FILE);
  }

  read() {
    return readOrNull(this.file);
  }

  readBackup() {
    return readOrNull(this.backupFile);
  }

  async write(bytes: Uint8Array): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
    await replaceDurably(this.file, bytes);
    await replaceDurably(this.backupFile, bytes);
    await fsyncDir(this.dir);
  }

  withLock<T>(fn: () => Promise<T>): Promise<T> {
    return namedMutex(resolve(this.lockFile)).run(async () => {
      await fs.mkdir(this.dir, { recursive: true, mode: 0o700 });
      const lock = new FileLock(this.lockFile, this.lockOptions);
      await lock.acquire();
      try {
        return await fn();
      } finally {
        await lock.release();
      }
    });
  }

  /**
   * Removes temporary files of a save that was killed, and the lock of a process that is gone.
   * Only when the lock is free: a live writer's temporary file is never touched.
   */
  cleanup(): Promise<void> {
    return namedMutex(resolve(this.lockFile)).run(async () => {
      let names: string[];
      try {
        names = await fs.readdir(this.dir);
      } catch {
        return; // no folder yet
      }
      const lock = new FileLock(this.lockFile, this.lockOptions);
      if (!(await lock.tryAcquire()).acquired) return;
      try {
        const leftovers = names.filter(
          (n) => n.startsWith(VAULT_FILE + TEMP_MARK) || n.startsWith(BACKUP_FILE + TEMP_MARK),
        );
        await Promise.all(leftovers.map((n) => fs.rm(join(this.dir, n), { force: true })));
      } finally {
        await lock.release();
      }
    });
  }
}
