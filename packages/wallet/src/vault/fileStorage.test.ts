import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { VaultBusyError, VaultCorruptError } from './errors';
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
/** Above Linux's highest pid (pid_max ≤ 2^22): no such process. */
const DEAD_PID = 4_194_305;
const lockOf = (pid: number, time = Date.now()) =>
  JSON.stringify({ pid, host: hostname(), time, token: 'someone-else' });

describe('FileStorage', () => {
  it('keeps the backup equal to the latest save, leaves no temporary files, mode 0600', async () => {
    const dir = await tempDir();
    const fs = new FileStorage(join(dir, 'nested'));
    expect(await fs.read()).toBeNull();
    for (const s of ['one', 'two', 'three']) await fs.withLock(() => fs.write(bytes(s)));
    expect(text(await fs.read())).toBe('three');
    expect(text(await fs.readBackup())).toBe('three');
    expect((await readdir(join(dir, 'nested'))).sort()).toEqual(['vault.json', 'vault.json.bak']);
    expect((await stat(fs.file)).mode & 0o777).toBe(0o600);
    expect((await stat(fs.backupFile)).mode & 0o777).toBe(0o600);
  });

  it('a deleted vault.json: the backup holds every save, and writing through it loses nothing', async () => {
    const dir = await tempDir();
    const storage = new FileStorage(dir);
    const v = await Vault.create(storage, PASSWORD, { kdf: FAST_KDF });
    v.putSecret({ kind: 'mnemonic', phrase: 'created' });
    await v.save({ version: 2, data: { wallets: 1 } });
    v.putSecret({ kind: 'mnemonic', phrase: 'imported' });
    await v.save({ version: 2, data: { wallets: 2 } });
    await rm(storage.file);
    const err = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF }).catch((e) => e);
    expect(err).toBeInstanceOf(VaultCorruptError);
    expect(err.message).toContain('the vault file is missing');
    const fromBackup = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF, useBackup: true });
    expect(fromBackup.state).toEqual({ version: 2, data: { wallets: 2 } });
    expect(fromBackup.secretRefs()).toHaveLength(2);
    await fromBackup.save();
    const reopened = await Vault.unlock(storage, PASSWORD, { kdf: FAST_KDF });
    expect(reopened.state).toEqual({ version: 2, data: { wallets: 2 } });
    expect(reopened.secretRefs().map((r) => reopened.getSecret(r))).toContainEqual({
      kind: 'mnemonic',
      phrase: 'imported',
    });
  });

  it('withLock: one holder at a time, across storages on one folder', async () => {
    const dir = await tempDir();
    const a = new FileStorage(dir);
    const b = new FileStorage(dir);
    const events: string[] = [];
    const hold = (name: string, s: FileStorage) =>
      s.withLock(async () => {
        events.push(`${name} in`);
        expect(JSON.parse(await readFile(s.lockFile, 'utf8'))).toMatchObject({ pid: process.pid });
        await new Promise((r) => setTimeout(r, 20));
        events.push(`${name} out`);
      });
    await Promise.all([hold('a', a), hold('b', b), hold('a2', a)]);
    for (let i = 0; i < events.length; i += 2) expect(events[i + 1]).toBe(events[i]?.replace('in', 'out'));
    expect(await readdir(dir)).toEqual([]);
  });

  it('takes over the lock of a dead process, and one older than the stale limit', async () => {
    const dir = await tempDir();
    const fs = new FileStorage(dir, { staleMs: 60_000, waitMs: 2_000 });
    await writeFile(fs.lockFile, lockOf(DEAD_PID));
    await expect(fs.withLock(async () => 'ran')).resolves.toBe('ran');
    // A live pid (this one) but a lock from two minutes ago: a hung holder.
    await writeFile(fs.lockFile, lockOf(process.pid, Date.now() - 120_000));
    await expect(fs.withLock(async () => 'ran again')).resolves.toBe('ran again');
    expect(await readdir(dir)).toEqual([]);
  });

  it('waits for a live holder and gives up with a clear error, changing nothing', async () => {
    const dir = await tempDir();
    const fs = new FileStorage(dir, { staleMs: 60_000, waitMs: 300 });
    const live = lockOf(process.ppid);
    await writeFile(fs.lockFile, live);
    const err = await fs.withLock(() => fs.write(bytes('x'))).catch((e) => e);
    expect(err).toBeInstanceOf(VaultBusyError);
    expect(err.message).toBe(
      `The vault is in use by another Kestrel process (pid ${process.ppid} on ${hostname()}); nothing was changed, try again`,
    );
    expect(await fs.read()).toBeNull();
    expect(await readFile(fs.lockFile, 'utf8')).toBe(live);
  });

  it('at open, removes temporary files and the lock a killed save left; never a live writer’s', async () => {
    const dir = await tempDir();
    const storage = new FileStorage(dir);
    await Vault.create(storage, PASSWORD, { kdf: FAST_KDF });
    const leftovers = [`vault.json.tmp-${DEAD_PID}-1-abc`, `vault.json.bak.tmp-${DEAD_PID}-1-def`];
    for (const f of leftovers) await writeFile(join(dir, f), 'partial');
    await writeFile(storage.lockFile, lockOf(process.ppid)); // a live writer: leave its files alone
    await new FileStorage(dir).cleanup();
    expect((await readdir(dir)).sort()).toEqual(
      [...leftovers, 'vault.json', 'vault.json.bak', 'vault.lock'].sort(),
    );
    await writeFile(storage.lockFile, lockOf(DEAD_PID)); // killed while saving
    await Vault.unlock(new FileStorage(dir), PASSWORD, { kdf: FAST_KDF });
    expect((await readdir(dir)).sort()).toEqual(['vault.json', 'vault.json.bak']);
  });
});
