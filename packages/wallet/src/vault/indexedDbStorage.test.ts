import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { IndexedDbStorage } from './indexedDbStorage';
import { Vault } from './vault';

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);

describe('IndexedDbStorage (fake-indexeddb)', () => {
  it('keeps the backup equal to the latest write', async () => {
    const idb = new IndexedDbStorage('t1', new IDBFactory());
    expect(await idb.read()).toBeNull();
    await idb.withLock(() => idb.write(bytes('one')));
    await idb.withLock(() => idb.write(bytes('two')));
    expect(text(await idb.read())).toBe('two');
    expect(text(await idb.readBackup())).toBe('two');
    await idb.close();
  });

  it('without navigator.locks, writers of one database in this page still take turns', async () => {
    const factory = new IDBFactory();
    const a = new IndexedDbStorage('t3', factory);
    const b = new IndexedDbStorage('t3', factory);
    let inside = 0;
    let most = 0;
    const hold = (s: IndexedDbStorage) =>
      s.withLock(async () => {
        most = Math.max(most, ++inside);
        await new Promise((r) => setTimeout(r, 10));
        inside--;
      });
    await Promise.all([hold(a), hold(b), hold(a), hold(b)]);
    expect(most).toBe(1);
  });

  it('holds a vault that reopens from a new connection', async () => {
    const factory = new IDBFactory();
    const first = new IndexedDbStorage('t2', factory);
    const v = await Vault.create(first, PASSWORD, { kdf: FAST_KDF });
    v.putSecret({ kind: 'privateKey', chain_name: 'ethereum', privateKey: '0x01' });
    await v.save({ version: 2, data: { a: 1 } });
    await first.close();
    const reopened = await Vault.unlock(new IndexedDbStorage('t2', factory), PASSWORD, { kdf: FAST_KDF });
    expect(reopened.state).toEqual({ version: 2, data: { a: 1 } });
    expect(reopened.secretRefs()).toHaveLength(1);
  });
});
