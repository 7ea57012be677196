/**
 * What the stored copy says about itself: a newer format is refused and never overwritten,
 * damage is told apart from a wrong password (checksum), version-1 vaults still open.
 */
import { describe, expect, it } from 'vitest';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { bytesToBase64, toBufferSource, utf8 } from './encoding';
import { VaultCorruptError, VaultNewerVersionError, WrongPasswordError } from './errors';
import { deriveAesKey } from './kdf';
import { MemoryStorage } from './storage';
import { Vault } from './vault';

const NEW_PASSWORD = 'new password 123';

async function newVault() {
  const storage = new MemoryStorage();
  const vault = await Vault.create(storage, PASSWORD, { kdf: FAST_KDF });
  vault.putSecret({ kind: 'mnemonic', phrase: 'secret words here' });
  await vault.save({ version: 2, data: { n: 1 } });
  return { storage, vault };
}

const json = (b: Uint8Array | null) => JSON.parse(utf8.decode(b as Uint8Array)) as Record<string, unknown>;
const bytes = (j: unknown) => utf8.encode(JSON.stringify(j));

/** A vault as Kestrel wrote it before format 2 (no generation, no checksum). */
async function legacyVault(contents: object): Promise<Uint8Array> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const kdf = { name: 'PBKDF2', hash: 'SHA-256', iterations: 1000, salt } as const;
  const key = await deriveAesKey(PASSWORD, kdf);
  const aad = utf8.encode(
    JSON.stringify(['kestrel-vault', 1, 'PBKDF2', 'SHA-256', 1000, bytesToBase64(salt)]),
  );
  const seal = async (text: string) => {
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const params = { name: 'AES-GCM', iv, additionalData: aad };
    const data = new Uint8Array(await crypto.subtle.encrypt(params, key, toBufferSource(utf8.encode(text))));
    return { iv: bytesToBase64(iv), data: bytesToBase64(data) };
  };
  const body = await seal(JSON.stringify(contents));
  return bytes({
    format: 'kestrel-vault',
    version: 1,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1000, salt: bytesToBase64(salt) },
    check: await seal('kestrel-vault-password-check'),
    ...body,
  });
}

describe('vault format', () => {
  it('counts saves: each write carries the next generation in both copies', async () => {
    const { storage, vault } = await newVault();
    expect(json(storage.current)).toMatchObject({ version: 2, generation: 2 });
    await vault.save();
    expect(json(storage.current)).toMatchObject({ generation: 3 });
    expect(json(storage.backup)).toMatchObject({ generation: 3 });
    expect(vault.storedGeneration).toBe(3);
  });

  it('a newer format is refused plainly, not as damage, and nothing is written over it', async () => {
    const { storage, vault } = await newVault();
    const newer = bytes({ ...json(storage.current), version: 3, somethingNew: true });
    storage.current = newer;
    const before = storage.history.length;
    const message =
      'This vault was written by a newer version of Kestrel (vault format 3); this version cannot open it ' +
      'and has not changed it: update Kestrel to open it';
    for (const useBackup of [false, true]) {
      const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF, useBackup }).catch((e) => e);
      expect(err).toBeInstanceOf(VaultNewerVersionError);
      expect(err.message).toBe(message);
    }
    // A session opened before the newer Kestrel wrote does not overwrite it either.
    await expect(vault.save()).rejects.toThrow(message);
    expect(storage.history.length).toBe(before);
    expect(storage.current).toEqual(newer);
  });

  it('a damaged backup is reported as damage, not as a wrong password', async () => {
    const { storage } = await newVault();
    const j = json(storage.backup) as { check: { data: string } };
    j.check.data = (j.check.data[0] === 'A' ? 'B' : 'A') + j.check.data.slice(1);
    storage.backup = bytes(j);
    const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF, useBackup: true }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    expect(err.message).toContain('its checksum does not match');
    // The current copy still opens; its error would not point at the damaged backup.
    await expect(Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })).resolves.toBeInstanceOf(Vault);
  });

  it('an intact copy that the password does not open is a wrong password, even when the backup opens', async () => {
    // A password change cut short between the two writes: current under the new password, backup the old.
    const { storage, vault } = await newVault();
    const oldBackup = storage.backup;
    await vault.changePassword(PASSWORD, NEW_PASSWORD, { kdf: FAST_KDF });
    storage.backup = oldBackup;
    await expect(Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })).rejects.toBeInstanceOf(
      WrongPasswordError,
    );
    await expect(Vault.unlock(storage, NEW_PASSWORD, { kdf: FAST_KDF })).resolves.toBeInstanceOf(Vault);
  });

  it('a version-1 vault opens and its next save is version 2', async () => {
    const storage = new MemoryStorage();
    storage.current = await legacyVault({ keyring: {}, state: { version: 2, data: { old: true } } });
    storage.backup = storage.current;
    const v = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF });
    expect(v.state).toEqual({ version: 2, data: { old: true } });
    expect(v.storedGeneration).toBe(0);
    await v.save();
    expect(json(storage.current)).toMatchObject({ version: 2, generation: 1 });
    expect((await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF })).state).toEqual(v.state);
  });

  it('version 1 (no checksum): a header that fails while the backup opens is reported as damage', async () => {
    const storage = new MemoryStorage();
    storage.backup = await legacyVault({ keyring: {}, state: null });
    const j = json(storage.backup) as { kdf: { iterations: number } };
    j.kdf.iterations = 1;
    storage.current = bytes(j);
    const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    expect(err.message).toContain('the header does not match the password that opens the backup');
  });
});
