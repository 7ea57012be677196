/**
 * An in-memory key-value store with the shape WalletConnect's core asks for (IKeyValueStorage):
 * the CLI and tests use it so a client never writes files; the web keeps the default (IndexedDB).
 */
import type { CoreTypes } from '@walletconnect/types';

type IKeyValueStorage = NonNullable<CoreTypes.Options['storage']>;

export class MemoryKeyValueStorage implements IKeyValueStorage {
  private readonly entries = new Map<string, unknown>();

  getKeys(): Promise<string[]> {
    return Promise.resolve([...this.entries.keys()]);
  }
  getEntries<T = unknown>(): Promise<[string, T][]> {
    return Promise.resolve([...this.entries.entries()] as [string, T][]);
  }
  getItem<T = unknown>(key: string): Promise<T | undefined> {
    return Promise.resolve(structuredClone(this.entries.get(key)) as T | undefined);
  }
  setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.entries.set(key, structuredClone(value));
    return Promise.resolve();
  }
  removeItem(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}
