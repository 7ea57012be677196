import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { IndexedDbStorage } from './indexedDbStorage';
import { Vault } from './vault';

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);

describe('IndexedDbStorage (fake-indexeddb)', () => {
  it('keeps the current copy and one backup generation', async () => {
    const idb = new IndexedDbStorage('t1', new IDBFactory());
    expect(await idb.read()).toBeNull();
    await idb.write(bytes('one'), { rotateBackup: true });
    await idb.write(bytes('two'), { rotateBackup: true });
    expect(text(await idb.read())).toBe('two');
    expect(text(await idb.readBackup())).toBe('one');
    await idb.write(bytes('three'), { rotateBackup: false });
    expect(text(await idb.readBackup())).toBe('one');
    await idb.close();
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
