import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../main';
import type { CliIO } from '../io';
import { createWalletCommand } from './wallet';

// BIP-39 test phrase (trezor/python-mnemonic vectors); its ethereum m/44'/60'/0'/0/0 address
// 0x9858EfFD232B4033E47d90003D41EC34EcaEda94 is in trustwallet/wallet-core's HDWallet tests.
const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const ETH_ABOUT = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';
// Hardhat default account #0 (Hardhat docs).
const HARDHAT_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const HARDHAT_ADDR = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const PW = 'test password 1';
const FAST = { name: 'PBKDF2', hash: 'SHA-256', iterations: 1000 } as const;

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

async function setup(prompt?: (q: string) => Promise<string>) {
  const dir = await mkdtemp(join(tmpdir(), 'kestrel-cli-'));
  dirs.push(dir);
  const cmd = createWalletCommand({ kdf: FAST, ...(prompt ? { promptPassword: prompt } : {}) });
  async function run(args: string[], stdin = '', env: Record<string, string> = { KESTREL_PASSWORD: PW }) {
    const out: unknown[] = [];
    const io: CliIO = {
      readStdin: async () => stdin,
      json: (v) => out.push(JSON.parse(JSON.stringify(v))),
      print: (t) => out.push(t),
      env,
    };
    try {
      return { code: await cmd.run([...args, '--store', dir], io), out };
    } catch (e) {
      const err = e as Error & { exitCode?: number };
      return { code: err.exitCode ?? 99, out: [{ error: err.message }] };
    }
  }
  return { dir, run };
}

type Listed = {
  wallets: {
    id: string;
    walletName: string;
    current: boolean;
    isBackedup: boolean;
    coins: { chain_name: string; address: string }[];
  }[];
};

describe('kestrel wallet', () => {
  it('import, list (JSON, no secret), rename, select, delete', async () => {
    const { dir, run } = await setup();
    const imported = await run(['import', '--chains', 'ethereum,bitcoin'], ABOUT + '\n');
    expect(imported.code).toBe(0);
    const created = await run(['create', '--chains', 'ethereum']);
    expect(created.code).toBe(0);
    const list = (await run(['list'])).out[0] as Listed;
    expect(list.wallets.map((w) => [w.walletName, w.current, w.isBackedup])).toEqual([
      ['Main Wallet', false, true],
      ['Wallet 2', true, false],
    ]);
    expect(list.wallets[0]?.coins[0]).toEqual({ chain_name: 'ethereum', symbol: 'ETH', address: ETH_ABOUT });
    const text = JSON.stringify(list) + (await readFile(join(dir, 'vault.json'), 'utf8'));
    expect(text).not.toContain('abandon');
    expect(text).not.toMatch(/phrase|privateKey|secretRef/);
    const id0 = list.wallets[0]!.id;
    const id1 = list.wallets[1]!.id;
    expect(await run(['rename', '--wallet', id0, '--name', 'Savings'])).toEqual({
      code: 0,
      out: [{ wallet: { id: id0, walletName: 'Savings' } }],
    });
    expect(await run(['delete', '--wallet', id1])).toEqual({
      code: 2,
      out: [{ error: 'cannot deleted because it is selected wallet' }],
    });
    expect((await run(['select', '--wallet', '0'])).code).toBe(0);
    // Wallet 2 was never backed up: deleting it needs --yes (see test/wallet-confirm.test.ts).
    expect(await run(['delete', '--wallet', id1, '--yes'])).toEqual({ code: 0, out: [{ deleted: id1 }] });
    expect(await run(['delete', '--wallet', id0])).toEqual({
      code: 2,
      out: [{ error: 'cannot deleted because there is only 1 wallet' }],
    });
    expect(await run(['delete', '--wallet', 'nope'])).toEqual({
      code: 2,
      out: [{ error: 'wallet not available' }],
    });
  });

  it('imports a private key with --chain from stdin', async () => {
    const { run } = await setup();
    const r = await run(['import', '--chain', 'ethereum', '--private-key'], HARDHAT_KEY + '\n');
    expect(r.code).toBe(0);
    expect(r.out[0]).toMatchObject({
      wallet: { isImportWalletWithPrivateKey: true, coins: [{ address: HARDHAT_ADDR }] },
    });
    expect(await run(['import', '--private-key'], HARDHAT_KEY)).toEqual({
      code: 2,
      out: [{ error: 'Missing required option --chain' }],
    });
    expect(await run(['export-phrase', '--wallet', '0'])).toEqual({
      code: 2,
      out: [{ error: 'This wallet was imported with a private key and has no phrase' }],
    });
  });

  it('export-phrase needs the password; a wrong one exits 2 and changes nothing', async () => {
    const { dir, run } = await setup();
    await run(['import', '--chains', 'ethereum'], ABOUT);
    const before = await readFile(join(dir, 'vault.json'));
    const wrong = await run(['export-phrase', '--wallet', '0'], '', { KESTREL_PASSWORD: 'wrong password' });
    expect(wrong).toEqual({
      code: 2,
      out: [{ error: 'Wrong password: the vault was not unlocked and nothing was changed' }],
    });
    expect(await readFile(join(dir, 'vault.json'))).toEqual(before);
    expect((await run(['export-phrase', '--wallet', '0'])).out[0]).toMatchObject({ phrase: ABOUT });
  });

  it('asks for the password on the terminal when KESTREL_PASSWORD is unset', async () => {
    const prompt = vi.fn(async () => PW);
    const { run } = await setup(prompt);
    expect((await run(['create', '--chains', 'ethereum'], '', {})).code).toBe(0);
    expect(prompt).toHaveBeenCalledWith('Password: ');
  });

  it('bad input exits 2 with {error}; a damaged vault exits 3 and names the backup', async () => {
    const { dir, run } = await setup();
    expect(await run(['list'])).toEqual({
      code: 2,
      out: [{ error: 'No wallet vault exists here yet: create or import a wallet first' }],
    });
    expect(await run(['frobnicate'])).toEqual({
      code: 2,
      out: [{ error: 'Unknown wallet command "frobnicate"' }],
    });
    expect(await run(['create', '--words', '13'])).toEqual({
      code: 2,
      out: [{ error: '--words must be 12 or 24' }],
    });
    expect(await run(['create'], '', { KESTREL_PASSWORD: 'short' })).toEqual({
      code: 2,
      out: [{ error: 'The password must have at least 8 characters' }],
    });
    await run(['create', '--chains', 'ethereum']);
    await run(['create', '--chains', 'ethereum']);
    await writeFile(join(dir, 'vault.json'), '{"format":"kestrel-va');
    const damaged = await run(['list']);
    expect(damaged.code).toBe(3);
    expect((damaged.out[0] as { error: string }).error).toContain('the file is truncated or not a vault');
    expect((await run(['list', '--use-backup'])).code).toBe(0);
  });

  it('is registered as `kestrel wallet` (production KDF strength)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kestrel-cli-'));
    dirs.push(dir);
    const out: unknown[] = [];
    const io: CliIO = {
      readStdin: async () => ABOUT,
      json: (v) => out.push(v),
      print: (t) => out.push(t),
      env: { KESTREL_PASSWORD: PW },
    };
    expect(await main(['wallet', 'import', '--chains', 'ethereum', '--store', dir], io)).toBe(0);
    const stored = JSON.parse(await readFile(join(dir, 'vault.json'), 'utf8')) as {
      kdf: { iterations: number };
    };
    expect(stored.kdf.iterations).toBe(600_000);
  });
});
