/**
 * Browser port on IndexedDB: one object store with the keys "current" and "backup". Both get the
 * new bytes in one readwrite transaction, which IndexedDB commits atomically. Writers of every tab
 * of the origin take one Web Lock (`navigator.locks`); where that API is missing, a mutex covers
 * this page only and the vault's generation check still refuses a stale writer.
 */
import { namedMutex } from './mutex';
import type { StoragePort } from './storage';

const STORE = 'vault';
const CURRENT = 'current';
const BACKUP = 'backup';

function promisify<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

export class IndexedDbStorage implements StoragePort {
  private db: Promise<IDBDatabase> | null = null;

  constructor(
    readonly dbName = 'kestrel-wallet',
    private readonly factory: IDBFactory = globalThis.indexedDB,
  ) {}

  private open(): Promise<IDBDatabase> {
    this.db ??= new Promise((resolve, reject) => {
      const req = this.factory.open(this.dbName, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(STORE);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
    });
    return this.db;
  }

  private async get(key: string): Promise<Uint8Array | null> {
    const db = await this.open();
    const value: unknown = await promisify(db.transaction(STORE, 'readonly').objectStore(STORE).get(key));
    return value instanceof Uint8Array ? value.slice() : null;
  }

  read() {
    return this.get(CURRENT);
  }

  readBackup() {
    return this.get(BACKUP);
  }

  async write(bytes: Uint8Array): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const finished = done(tx);
    store.put(bytes.slice(), CURRENT);
    store.put(bytes.slice(), BACKUP);
    await finished;
  }

  async withLock<T>(fn: () => Promise<T>): Promise<T> {
    const name = `kestrel-vault:${this.dbName}`;
    const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
    if (typeof locks?.request === 'function') return await locks.request(name, { mode: 'exclusive' }, fn);
    return namedMutex(name).run(fn);
  }

  async close(): Promise<void> {
    if (this.db) (await this.db).close();
    this.db = null;
  }
}
