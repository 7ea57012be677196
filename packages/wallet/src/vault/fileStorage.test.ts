import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { VaultCorruptError } from './errors';
import { FileStorage } from './fileStorage';
import { Vault } from './vault';

const dirs: string[] = [];
async function tempDir() {
  const d = await mkdtemp(join(tmpdir(), 'kestrel-fs-'));
  dirs.push(d);
  return d;
}
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

const bytes = (s: string) => new TextEncoder().encode(s);
const text = (b: Uint8Array | null) => (b ? new TextDecoder().decode(b) : null);

describe('FileStorage', () => {
  it('writes atomically with one backup generation and leaves no temporary files', async () => {
    const dir = await tempDir();
    const fs = new FileStorage(join(dir, 'nested'));
    expect(await fs.read()).toBeNull();
    await fs.write(bytes('one'), { rotateBackup: true });
    await fs.write(bytes('two'), { rotateBackup: true });
    await fs.write(bytes('three'), { rotateBackup: true });
    expect(text(await fs.read())).toBe('three');
    expect(text(await fs.readBackup())).toBe('two');
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['vault.json', 'vault.json.bak']);
    expect((await stat(fs.file)).mode & 0o777).toBe(0o600);
  });

  it('does not rotate when told the current copy is damaged', async () => {
    const fs = new FileStorage(await tempDir());
    await fs.write(bytes('good'), { rotateBackup: true });
    await fs.write(bytes('damaged'), { rotateBackup: true });
    await fs.write(bytes('recovered'), { rotateBackup: false });
    expect(text(await fs.readBackup())).toBe('good');
  });

  it('a vault whose file was deleted reports the backup', async () => {
    const dir = await tempDir();
    const storage = new FileStorage(dir);
    const v = await Vault.create(storage, PASSWORD, { kdf: FAST_KDF });
    await v.save({ version: 2, data: {} });
    await rm(storage.file);
    const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    expect(err.message).toContain('the vault file is missing');
    await expect(Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF, useBackup: true })).resolves.toBeInstanceOf(
      Vault,
    );
  });
});
