/**
 * Many `kestrel wallet create/import` processes on one --store at the same time: every wallet a
 * process reports is in the vault afterwards (each process reads, changes and writes the vault
 * under the store's lock). Real processes, production KDF strength.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const BIN = fileURLToPath(new URL('../bin/kestrel.js', import.meta.url));
const PW = 'test password 1';

// Published BIP-39 test phrases (trezor/python-mnemonic vectors.json, entropy 00…, 7f…, 80…, ff…).
const PHRASES = [
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
  'legal winner thank year wave sausage worth useful legal winner thank yellow',
  'letter advice cage absurd amount doctor acoustic avoid letter advice cage above',
  'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong',
];
// ethereum m/44'/60'/0'/0/0 of the first phrase (trustwallet/wallet-core HDWallet tests).
const ETH_ABOUT = '0x9858EfFD232B4033E47d90003D41EC34EcaEda94';

interface Run {
  code: number | null;
  out: { error?: string; wallet?: { id: string; coins: { address: string }[] } } & Record<string, unknown>;
  stderr: string;
}

function kestrel(args: string[], stdin: string, password = PW): Promise<Run> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [BIN, 'wallet', ...args], {
      env: { ...process.env, KESTREL_PASSWORD: password },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let stderr = '';
    p.stdout.on('data', (d) => (out += String(d)));
    p.stderr.on('data', (d) => (stderr += String(d)));
    p.on('error', reject);
    p.on('close', (code) => {
      try {
        resolve({ code, out: JSON.parse(out.trim().split('\n').pop() ?? '') as Run['out'], stderr });
      } catch {
        reject(new Error(`kestrel ${args.join(' ')} printed no JSON (exit ${code}): ${out}${stderr}`));
      }
    });
    p.stdin.end(stdin);
  });
}

const dirs: string[] = [];
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});
async function store(): Promise<string> {
  const d = await mkdtemp(join(tmpdir(), 'kestrel-cli-conc-'));
  dirs.push(d);
  return d;
}

describe('kestrel wallet: parallel writers on one store', () => {
  it('8 parallel create/import processes on an empty store: all 8 wallets survive', async () => {
    const dir = await store();
    const runs = await Promise.all([
      ...PHRASES.map((p) => kestrel(['import', '--chains', 'ethereum', '--store', dir], p + '\n')),
      ...PHRASES.map(() => kestrel(['create', '--chains', 'ethereum', '--store', dir], '')),
    ]);
    for (const r of runs) expect(r.code, JSON.stringify(r.out) + r.stderr).toBe(0);
    const reported = runs.map((r) => r.out.wallet?.id);
    expect(new Set(reported).size).toBe(8);

    const list = await kestrel(['list', '--store', dir], '');
    const listed = (list.out.wallets as { id: string; coins: { address: string }[] }[]) ?? [];
    expect(listed.map((w) => w.id).sort()).toEqual([...reported].sort());
    expect(listed.map((w) => w.coins[0]?.address)).toContain(ETH_ABOUT);
    // Nothing is left behind: no lock, no temporary file.
    expect((await readdir(dir)).sort()).toEqual(['vault.json', 'vault.json.bak']);
  }, 240_000);

  it('first runs with different passwords: one wins, the other is refused, none is lost silently', async () => {
    // Four empty stores, two first runs on each at once (more overlap than a single pair).
    const stores = await Promise.all([store(), store(), store(), store()]);
    const pairs = await Promise.all(
      stores.map((dir) =>
        Promise.all([
          kestrel(['import', '--chains', 'ethereum', '--store', dir], PHRASES[0] as string, 'password A 123'),
          kestrel(['import', '--chains', 'ethereum', '--store', dir], PHRASES[1] as string, 'password B 123'),
        ]),
      ),
    );
    for (const [i, [a, b]] of pairs.entries()) {
      expect([a.code, b.code].sort(), JSON.stringify([a.out, b.out])).toEqual([0, 2]);
      const [winner, loser, winnerPw] = a.code === 0 ? [a, b, 'password A 123'] : [b, a, 'password B 123'];
      expect(loser.out.error).toBe('Wrong password: the vault was not unlocked and nothing was changed');
      const list = await kestrel(['list', '--store', stores[i] as string], '', winnerPw);
      expect((list.out.wallets as { id: string }[]).map((w) => w.id)).toEqual([winner.out.wallet?.id]);
    }
  }, 240_000);
});
