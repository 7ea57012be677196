/**
 * The lock file of one vault folder, shared by every Kestrel process. Created with O_EXCL and
 * holding {pid, host, time, token}. A lock is stale when its process is gone (same host) or it is
 * older than `staleMs` (a hung process; a pid reused by another program). A stale lock is removed
 * under a short-lived "breaker" file, so two waiters never both remove it (and one of them the
 * fresh lock the other just took).
 */
import { promises as fs } from 'node:fs';
import { hostname } from 'node:os';
import { VaultBusyError } from './errors';

/** Normal holds last well under a second (no KDF runs under the lock). */
export const LOCK_STALE_MS = 60_000;
/** Longer than LOCK_STALE_MS, so a hung holder is taken over before a waiter gives up. */
export const LOCK_WAIT_MS = 90_000;
/** A breaker file left by a killed process. */
const BREAKER_STALE_MS = 10_000;
/** A lock file whose holder was killed between creating and writing it. */
const UNWRITTEN_STALE_MS = 5_000;

export interface FileLockOptions {
  staleMs?: number;
  waitMs?: number;
}

interface Holder {
  pid: number;
  host: string;
  time: number;
  token: string;
}

interface Seen {
  text: string;
  holder: Holder | null;
  mtimeMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const errno = (e: unknown) => (e as NodeJS.ErrnoException).code;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errno(e) === 'EPERM'; // exists, belongs to someone else
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    if (Number.isSafeInteger(h.pid) && typeof h.host === 'string' && Number.isFinite(h.time) && h.token)
      return h as Holder;
  } catch {
    /* not written yet, or damaged */
  }
  return null;
}

async function look(path: string): Promise<Seen | null> {
  try {
    const st = await fs.stat(path);
    const text = await fs.readFile(path, 'utf8');
    return { text, holder: parseHolder(text), mtimeMs: st.mtimeMs };
  } catch (e) {
    if (errno(e) === 'ENOENT') return null;
    throw e;
  }
}

export class FileLock {
  private token: string | null = null;

  constructor(
    readonly path: string,
    private readonly opts: FileLockOptions = {},
  ) {}

  private async create(): Promise<boolean> {
    const token = globalThis.crypto.randomUUID();
    let h;
    try {
      h = await fs.open(this.path, 'wx', 0o600);
    } catch (e) {
      if (errno(e) === 'EEXIST') return false;
      throw e;
    }
    try {
      await h.writeFile(JSON.stringify({ pid: process.pid, host: hostname(), time: Date.now(), token }));
    } finally {
      await h.close();
    }
    this.token = token;
    return true;
  }

  private isStale(seen: Seen): boolean {
    const now = Date.now();
    if (!seen.holder) return now - seen.mtimeMs > UNWRITTEN_STALE_MS;
    if (seen.holder.host === hostname() && !isAlive(seen.holder.pid)) return true;
    return now - seen.holder.time > (this.opts.staleMs ?? LOCK_STALE_MS);
  }

  /** Removes the lock if it still is the stale one we saw. */
  private async breakStale(seen: Seen): Promise<void> {
    const breaker = `${this.path}.break`;
    try {
      await (await fs.open(breaker, 'wx', 0o600)).close();
    } catch (e) {
      if (errno(e) !== 'EEXIST') throw e;
      const st = await fs.stat(breaker).catch(() => null);
      if (st && Date.now() - st.mtimeMs > BREAKER_STALE_MS) await fs.rm(breaker, { force: true });
      return;
    }
    try {
      const now = await look(this.path);
      if (now && now.text === seen.text) await fs.rm(this.path, { force: true });
    } finally {
      await fs.rm(breaker, { force: true });
    }
  }

  /** One attempt (breaking a stale lock first); the holder's description when busy. */
  async tryAcquire(): Promise<{ acquired: true } | { acquired: false; holder: string }> {
    if (await this.create()) return { acquired: true };
    const seen = await look(this.path);
    if (seen && this.isStale(seen)) await this.breakStale(seen);
    if (await this.create()) return { acquired: true };
    const h = seen?.holder;
    return { acquired: false, holder: h ? `pid ${h.pid} on ${h.host}` : 'unknown holder' };
  }

  /** Waits (polling with backoff) up to `waitMs`; VaultBusyError after that. */
  async acquire(): Promise<void> {
    const deadline = Date.now() + (this.opts.waitMs ?? LOCK_WAIT_MS);
    let delay = 5;
    for (;;) {
      const r = await this.tryAcquire();
      if (r.acquired) return;
      if (Date.now() >= deadline) throw new VaultBusyError(r.holder);
      await sleep(delay + Math.random() * delay);
      delay = Math.min(delay * 2, 100);
    }
  }

  /** Removes the lock file if it is still ours (it is not when it was taken over as stale). */
  async release(): Promise<void> {
    const token = this.token;
    this.token = null;
    if (!token) return;
    const seen = await look(this.path);
    if (seen?.holder?.token === token) await fs.rm(this.path, { force: true });
  }
}
