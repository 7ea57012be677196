/**
 * Browser port on IndexedDB: one object store with the keys "current" and "backup". Both are
 * written in one readwrite transaction, which IndexedDB commits atomically.
 */
import type { StoragePort, WriteOptions } from './storage';

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

  async write(bytes: Uint8Array, opts: WriteOptions): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    const finished = done(tx);
    const putCurrent = () => store.put(bytes.slice(), CURRENT);
    if (opts.rotateBackup) {
      // Callback style keeps every request inside the same live transaction.
      const req = store.get(CURRENT);
      req.onsuccess = () => {
        if (req.result instanceof Uint8Array) store.put(req.result, BACKUP);
        putCurrent();
      };
    } else {
      putCurrent();
    }
    await finished;
  }

  async close(): Promise<void> {
    if (this.db) (await this.db).close();
    this.db = null;
  }
}
