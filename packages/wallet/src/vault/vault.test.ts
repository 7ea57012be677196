import { describe, expect, it, vi } from 'vitest';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { toBufferSource, utf8 } from './encoding';
import { VaultCorruptError, WrongPasswordError } from './errors';
import { DEFAULT_KDF_POLICY } from './kdf';
import { MemoryStorage } from './storage';
import { Vault } from './vault';

async function newVault() {
  const storage = new MemoryStorage();
  const vault = await Vault.create(storage, PASSWORD, { kdf: FAST_KDF });
  vault.putSecret({ kind: 'mnemonic', phrase: 'secret words here' });
  await vault.save({ version: 2, data: { hello: 'world' } });
  await vault.save(); // second save: the first copy becomes the backup
  return { storage, vault };
}

interface StoredJson {
  format: string;
  version: number;
  generation: number;
  kdf: { name: string; hash: string; iterations: number; salt: string };
  check: { iv: string; data: string };
  iv: string;
  data: string;
  digest: string;
}

/** A deliberate edit: the checksum recomputed the way envelope.ts computes it. */
async function withDigest(j: StoredJson): Promise<Uint8Array> {
  const input = JSON.stringify([
    j.format,
    j.version,
    j.generation,
    j.kdf.name,
    j.kdf.hash,
    j.kdf.iterations,
    j.kdf.salt,
    j.check.iv,
    j.check.data,
    j.iv,
    j.data,
  ]);
  const d = new Uint8Array(await crypto.subtle.digest('SHA-256', toBufferSource(utf8.encode(input))));
  return utf8.encode(JSON.stringify({ ...j, digest: btoa(String.fromCharCode(...d)) }));
}

function stored(storage: MemoryStorage) {
  return JSON.parse(utf8.decode(storage.current as Uint8Array)) as StoredJson;
}

describe('vault', () => {
  it('production KDF default is PBKDF2-SHA256 with at least 600,000 iterations', () => {
    expect(DEFAULT_KDF_POLICY).toEqual({ name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000 });
  });

  it('stores the KDF name and parameters with the ciphertext, and no plaintext', async () => {
    const { storage } = await newVault();
    const json = stored(storage);
    expect(json.kdf).toMatchObject({ name: 'PBKDF2', hash: 'SHA-256', iterations: 1000 });
    expect(utf8.decode(storage.current as Uint8Array)).not.toContain('secret words');
  });

  it('unlocks with the password and gives back keyring and state', async () => {
    const { storage } = await newVault();
    const v = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF });
    expect(v.state).toEqual({ version: 2, data: { hello: 'world' } });
    expect(v.getSecret(v.secretRefs()[0] as string)).toEqual({
      kind: 'mnemonic',
      phrase: 'secret words here',
    });
  });

  it('a wrong password gives a clear error and writes nothing', async () => {
    const { storage } = await newVault();
    const before = storage.history.length;
    const err = await Vault.unlock(storage, 'wrong password!', { kdf: FAST_KDF }).catch((e) => e);
    expect(err).toBeInstanceOf(WrongPasswordError);
    expect(err.message).toBe('Wrong password: the vault was not unlocked and nothing was changed');
    expect(storage.history.length).toBe(before);
  });

  it('refuses damaged ciphertext with a clear error; the backup opens and a save repairs both', async () => {
    const { storage } = await newVault();
    const json = stored(storage);
    const data = json.data as string;
    json.data = data.slice(0, 10) + (data[10] === 'A' ? 'B' : 'A') + data.slice(11);
    storage.current = utf8.encode(JSON.stringify(json));
    const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    expect(err.message).toMatch(
      /^The vault data is damaged or was modified \(its checksum does not match: the stored data was changed or damaged\)/,
    );
    expect(err.backupAvailable).toBe(true);
    const fromBackup = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF, useBackup: true });
    expect(fromBackup.state).toEqual({ version: 2, data: { hello: 'world' } });
    await fromBackup.save();
    expect(storage.backup).toEqual(storage.current);
    expect((await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })).state).toEqual({
      version: 2,
      data: { hello: 'world' },
    });
  });

  it('ciphertext changed with a recomputed checksum is still refused (AES-GCM authentication)', async () => {
    const { storage } = await newVault();
    const json = stored(storage);
    const data = json.data as string;
    json.data = data.slice(0, 10) + (data[10] === 'A' ? 'B' : 'A') + data.slice(11);
    storage.current = await withDigest(json);
    const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    expect(err.message).toContain('(authentication of the encrypted data failed)');
  });

  it('refuses a truncated file and points at the backup', async () => {
    const { storage } = await newVault();
    storage.current = (storage.current as Uint8Array).slice(0, 100);
    const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    expect(err.message).toContain('the file is truncated or not a vault');
    expect(err.backupAvailable).toBe(true);
    await expect(Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF, useBackup: true })).resolves.toBeInstanceOf(
      Vault,
    );
  });

  it('a lowered iteration count in the header is refused as damage, not accepted', async () => {
    const { storage } = await newVault();
    const json = stored(storage);
    json.kdf.iterations = 1;
    storage.current = utf8.encode(JSON.stringify(json));
    const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    expect(err.message).toContain('its checksum does not match');
    // A deliberate edit with the checksum recomputed is never accepted either (the header is bound
    // to the ciphertext); it then reads as a wrong password, the documented limit of the checksum.
    storage.current = await withDigest(json);
    await expect(Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
  });

  it('upgrades a vault written with older KDF parameters on unlock', async () => {
    const { storage } = await newVault();
    const oldSalt = stored(storage).kdf.salt;
    const stronger = { ...FAST_KDF, iterations: 2_000 };
    const v = await Vault.unlock(storage, PASSWORD, { kdf: stronger });
    expect(v.upgraded).toBe(true);
    expect(stored(storage).kdf.iterations).toBe(2_000);
    expect(stored(storage).kdf.salt).not.toBe(oldSalt);
    const again = await Vault.unlock(storage, PASSWORD, { kdf: stronger });
    expect(again.upgraded).toBe(false);
    expect(again.state).toEqual({ version: 2, data: { hello: 'world' } });
  });

  it('never re-runs the KDF on save', async () => {
    const { vault } = await newVault();
    const spy = vi.spyOn(globalThis.crypto.subtle, 'deriveKey');
    for (let i = 0; i < 5; i++) await vault.save({ version: 2, data: { i } });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('changes the password atomically: old refused, new accepted, secrets kept', async () => {
    const { storage, vault } = await newVault();
    await expect(
      vault.changePassword('not the password', 'new password 123', { kdf: FAST_KDF }),
    ).rejects.toBeInstanceOf(WrongPasswordError);
    await vault.changePassword(PASSWORD, 'new password 123', { kdf: FAST_KDF });
    await expect(Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    const v = await Vault.unlock(storage, 'new password 123', { kdf: FAST_KDF });
    expect(v.secretRefs()).toHaveLength(1);
    // The backup generation was re-encrypted as well: the old password opens no copy.
    await expect(Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF, useBackup: true })).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
  });

  it('a password change whose write fails leaves the old password working', async () => {
    const { storage, vault } = await newVault();
    storage.write = () => Promise.reject(new Error('disk full'));
    await expect(vault.changePassword(PASSWORD, 'new password 123', { kdf: FAST_KDF })).rejects.toThrow(
      'disk full',
    );
    await expect(Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })).resolves.toBeInstanceOf(Vault);
    await expect(Vault.unlock(storage, 'new password 123', { kdf: FAST_KDF })).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
  });

  it('refuses short new passwords and overwriting an existing vault', async () => {
    await expect(Vault.create(new MemoryStorage(), 'short', { kdf: FAST_KDF })).rejects.toThrow(
      'The password must have at least 8 characters',
    );
    const { storage } = await newVault();
    await expect(Vault.create(storage, PASSWORD, { kdf: FAST_KDF })).rejects.toThrow(
      'A vault already exists here',
    );
  });

  it('lock forgets every secret', async () => {
    const { vault } = await newVault();
    vault.lock();
    expect(vault.isUnlocked).toBe(false);
    expect(() => vault.secretRefs()).toThrow('The wallet is locked: unlock it with the password first');
  });
});
