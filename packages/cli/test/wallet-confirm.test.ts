/**
 * `wallet delete` and `wallet create/import --replace` never drop a wallet that was never backed
 * up without a yes: --yes, or "y" at the terminal question; without a terminal they refuse (exit 2).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CliIO } from '../src/io';
import { createWalletCommand } from '../src/commands/wallet';
import type { Confirm } from '../src/commands/wallet-confirm';

// BIP-39 test phrase (trezor/python-mnemonic vectors).
const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const PW = 'test password 1';
const FAST = { name: 'PBKDF2', hash: 'SHA-256', iterations: 1000 } as const;

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function setup(confirm: Confirm) {
  const dir = await mkdtemp(join(tmpdir(), 'kestrel-cli-confirm-'));
  dirs.push(dir);
  const cmd = createWalletCommand({ kdf: FAST, confirm });
  async function run(args: string[], stdin = '') {
    const out: unknown[] = [];
    const io: CliIO = {
      readStdin: async () => stdin,
      json: (v) => out.push(JSON.parse(JSON.stringify(v))),
      print: (t) => out.push(t),
      env: { KESTREL_PASSWORD: PW },
    };
    try {
      return { code: await cmd.run([...args, '--store', dir], io), out: out[0] as Record<string, unknown> };
    } catch (e) {
      const err = e as Error & { exitCode?: number };
      return { code: err.exitCode ?? 99, out: { error: err.message } as Record<string, unknown> };
    }
  }
  const vaultBytes = () => readFile(join(dir, 'vault.json'));
  const names = async () =>
    ((await run(['list'])).out.wallets as { walletName: string }[]).map((w) => w.walletName);
  return { run, vaultBytes, names };
}

/** An imported wallet (backed up) and a created one (never backed up), the imported one selected. */
async function twoWallets(confirm: Confirm) {
  const t = await setup(confirm);
  await t.run(['import', '--chains', 'ethereum'], ABOUT);
  const created = (await t.run(['create', '--chains', 'ethereum', '--name', 'Fresh'])).out.wallet as {
    id: string;
  };
  await t.run(['select', '--wallet', '0']);
  return { ...t, freshId: created.id };
}

describe('kestrel wallet: dropping a wallet that was never backed up', () => {
  it('delete without a terminal and without --yes: refused, exit 2, nothing changed', async () => {
    const t = await twoWallets(async () => null);
    const before = await t.vaultBytes();
    expect(await t.run(['delete', '--wallet', t.freshId])).toEqual({
      code: 2,
      out: {
        error:
          `Wallet "Fresh" (${t.freshId}) was never backed up: deleting it would lose its recovery phrase for ` +
          'good. Nothing was changed: back it up first ("kestrel wallet export-phrase --wallet ID") or confirm with --yes',
      },
    });
    expect(await t.vaultBytes()).toEqual(before);
    expect(await t.names()).toEqual(['Main Wallet', 'Fresh']);
    expect(await t.run(['delete', '--wallet', t.freshId, '--yes'])).toEqual({
      code: 0,
      out: { deleted: t.freshId },
    });
    expect(await t.names()).toEqual(['Main Wallet']);
  });

  it('delete on a terminal asks; "no" cancels, "yes" deletes', async () => {
    const answers = [false, true];
    const confirm = vi.fn(async () => answers.shift() ?? null);
    const t = await twoWallets(confirm);
    expect(await t.run(['delete', '--wallet', t.freshId])).toEqual({
      code: 2,
      out: { error: 'Cancelled: nothing was changed' },
    });
    expect(confirm).toHaveBeenCalledWith(
      `Wallet "Fresh" (${t.freshId}) was never backed up: deleting it loses its recovery phrase for good. Continue? [y/N] `,
    );
    expect((await t.run(['delete', '--wallet', t.freshId])).code).toBe(0);
    expect(await t.names()).toEqual(['Main Wallet']);
  });

  it('a backed-up wallet (imported, or after export-phrase) is deleted without a question', async () => {
    const confirm = vi.fn(async () => null);
    const t = await twoWallets(confirm);
    expect((await t.run(['export-phrase', '--wallet', t.freshId])).code).toBe(0);
    expect((await t.run(['select', '--wallet', t.freshId])).code).toBe(0);
    expect((await t.run(['delete', '--wallet', '0'])).code).toBe(0);
    expect((await t.run(['select', '--wallet', '0'])).code).toBe(0);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('create --replace over a never-backed-up wallet: refused without --yes, done with it', async () => {
    const t = await twoWallets(async () => null);
    const before = await t.vaultBytes();
    const refused = await t.run(['create', '--replace', '--chains', 'ethereum']);
    expect(refused.code).toBe(2);
    expect(refused.out.error).toBe(
      `Wallet "Fresh" (${t.freshId}) was never backed up: --replace would remove it and its recovery phrase ` +
        'for good. Nothing was changed: back it up first ("kestrel wallet export-phrase --wallet ID") or confirm with --yes',
    );
    expect(await t.vaultBytes()).toEqual(before);
    expect((await t.run(['import', '--replace', '--chains', 'ethereum'], ABOUT)).code).toBe(2);
    const done = await t.run(['create', '--replace', '--yes', '--chains', 'ethereum', '--name', 'Only']);
    expect(done.code).toBe(0);
    expect(await t.names()).toEqual(['Only']);
  });

  it('import --replace when every wallet is backed up needs no confirmation', async () => {
    const t = await setup(async () => null);
    await t.run(['import', '--chains', 'ethereum', '--name', 'Old'], ABOUT);
    expect((await t.run(['import', '--replace', '--chains', 'ethereum', '--name', 'New'], ABOUT)).code).toBe(
      0,
    );
    expect(await t.names()).toEqual(['New']);
  });
});
