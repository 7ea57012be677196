/**
 * Two writers on one storage (two processes, two tabs): a stale writer is refused instead of
 * overwriting, and a read-modify-write under the lock (`update`, `session.transact`,
 * `createWallet`) applies its change to the latest contents, so nothing is lost.
 */
import { describe, expect, it } from 'vitest';
import { createWallet } from '../flows/createWallet';
import { WalletSession } from '../flows/session';
import { walletsActions } from '../store/slices/wallets';
import { ABANDON_PHRASE, FAST_KDF, HARDHAT_KEY_0, PASSWORD } from '../test-support/fixtures';
import { VaultConflictError, WrongPasswordError } from './errors';
import { MemoryStorage } from './storage';
import { Vault } from './vault';

const phrases = (v: Vault) =>
  v.secretRefs().map((r) => {
    const e = v.getSecret(r);
    return e.kind === 'mnemonic' ? e.phrase : e.privateKey;
  });

async function twoVaults() {
  const storage = new MemoryStorage();
  await Vault.create(storage, PASSWORD, { kdf: FAST_KDF });
  const a = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF });
  const b = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF });
  return { storage, a, b };
}

describe('two vault instances on one storage', () => {
  it('the stale one is refused with a clear error and writes nothing', async () => {
    const { storage, a, b } = await twoVaults();
    a.putSecret({ kind: 'mnemonic', phrase: 'from a' });
    await a.save({ version: 2, data: { by: 'a' } });
    const written = storage.history.length;
    b.putSecret({ kind: 'mnemonic', phrase: 'from b' });
    const err = await b.save({ version: 2, data: { by: 'b' } }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultConflictError);
    expect(err.message).toBe(
      'The vault was changed by another window or process since it was opened: nothing was written; try again',
    );
    expect(storage.history.length).toBe(written);
    expect(phrases(await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }))).toEqual(['from a']);
  });

  it('update re-reads under the lock and applies its change to the latest contents', async () => {
    const { storage, a, b } = await twoVaults();
    a.putSecret({ kind: 'mnemonic', phrase: 'from a' });
    await a.save();
    const reloaded = await b.update(async (fresh) => {
      b.putSecret({ kind: 'mnemonic', phrase: 'from b' });
      return fresh;
    });
    expect(reloaded).toBe(true);
    expect(phrases(await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })).sort()).toEqual([
      'from a',
      'from b',
    ]);
    // And the other way round, many times over, interleaved.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).update(
          async () => void (i % 2 ? a : b).putSecret({ kind: 'mnemonic', phrase: `p${i}` }),
        ),
      ),
    );
    expect(phrases(await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }))).toHaveLength(12);
  });

  it('after another writer changed the password, update is refused (the key no longer opens it)', async () => {
    const { a, b } = await twoVaults();
    await a.changePassword(PASSWORD, 'another password 1', { kdf: FAST_KDF });
    await expect(b.update(async () => undefined)).rejects.toThrow(
      'The vault was changed by another window or process since it was opened: its password was changed; lock and unlock it again',
    );
  });

  it('two creates on an empty storage: one vault, the second writer is told it exists', async () => {
    const storage = new MemoryStorage();
    const results = await Promise.allSettled([
      Vault.create(storage, PASSWORD, { kdf: FAST_KDF }),
      Vault.create(storage, 'other password', { kdf: FAST_KDF }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(storage.history).toHaveLength(1);
  });
});

describe('two wallet sessions on one storage (two tabs)', () => {
  const open = (storage: MemoryStorage, password = PASSWORD) =>
    WalletSession.open(storage, password, { create: true, kdf: FAST_KDF });

  it('create/import at the same time in both: every wallet is kept, each session sees all', async () => {
    const storage = new MemoryStorage();
    const [s1, s2] = [await open(storage), await open(storage)];
    const made = await Promise.all([
      createWallet(s1, { phrase: ABANDON_PHRASE, chains: ['ethereum'] }),
      createWallet(s2, { chains: ['ethereum'] }),
      createWallet(s1, { chains: ['ethereum'] }),
      createWallet(s2, { privateKey: HARDHAT_KEY_0, chain_name: 'ethereum' }),
    ]);
    const ids = made.map((w) => w.id).sort();
    const reopened = await open(storage);
    const stored = reopened.store.getState().wallets.allWallets;
    expect(stored.map((w) => w.id).sort()).toEqual(ids);
    for (const w of stored) expect(reopened.vault.hasSecret(w.secretRef)).toBe(true);
    expect(
      s2.store
        .getState()
        .wallets.allWallets.map((w) => w.id)
        .sort(),
    ).toEqual(ids);
  });

  it('a plain save from a stale session is refused, and the session then shows what is stored', async () => {
    const storage = new MemoryStorage();
    const [s1, s2] = [await open(storage), await open(storage)];
    const w = await createWallet(s1, { chains: ['ethereum'] });
    s2.store.dispatch(walletsActions.setMasterClientId('stale change'));
    await expect(s2.save()).rejects.toBeInstanceOf(VaultConflictError);
    expect(s2.store.getState().wallets.allWallets.map((x) => x.id)).toEqual([w.id]);
    expect((await open(storage)).store.getState().wallets.allWallets.map((x) => x.id)).toEqual([w.id]);
  });

  it('two first runs with different passwords: the second is told the password is wrong', async () => {
    const storage = new MemoryStorage();
    const results = await Promise.allSettled([open(storage, PASSWORD), open(storage, 'other password')]);
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toBeInstanceOf(WrongPasswordError);
  });
});
