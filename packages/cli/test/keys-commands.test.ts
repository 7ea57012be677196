import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateMnemonic } from '@kestrel/wallet';
import { runCli } from './harness';

// Published test phrase (BIP-39 vector 1); expected addresses are published vectors too:
// ethereum m/44'/60'/0'/0/0 -> 0x9858EfFD232B4033E47d90003D41EC34EcaEda94 (trustwallet/wallet-core tests),
// bitcoin m/84'/0'/0'/0/0 -> bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu (BIP-84 text).
const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

describe('kestrel chains / mnemonic', () => {
  it('lists every chain with its public facts', async () => {
    const r = await runCli(['chains']);
    expect(r.code).toBe(0);
    const chains = r.out[0] as {
      chain_name: string;
      symbol: string;
      decimals: number;
      family: string;
      path: string;
    }[];
    expect(chains).toHaveLength(38);
    expect(chains.find((c) => c.chain_name === 'bitcoin')).toEqual({
      chain_name: 'bitcoin',
      symbol: 'BTC',
      decimals: 8,
      family: 'utxo',
      path: "m/84'/0'/0'/0/0",
    });
  });

  it('generates phrases of 12 and 24 words and refuses other counts', async () => {
    const r12 = await runCli(['mnemonic']);
    const m12 = (r12.out[0] as { mnemonic: string }).mnemonic;
    expect(m12.split(' ')).toHaveLength(12);
    expect(validateMnemonic(m12).valid).toBe(true);
    const r24 = await runCli(['mnemonic', '--words', '24']);
    expect((r24.out[0] as { mnemonic: string }).mnemonic.split(' ')).toHaveLength(24);
    expect(await runCli(['mnemonic', '--words', '13'])).toMatchObject({
      code: 2,
      out: [{ error: '--words must be 12 or 24' }],
    });
  });
});

describe('kestrel derive', () => {
  it('derives at the default path from a phrase on stdin', async () => {
    const r = await runCli(['derive', '--chain', 'ethereum'], ABOUT + '\n');
    expect(r).toMatchObject({
      code: 0,
      out: [
        {
          chain: 'ethereum',
          path: "m/44'/60'/0'/0/0",
          address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
        },
      ],
    });
    const btc = await runCli(['derive', '--chain', 'bitcoin'], ABOUT);
    expect(btc.out[0]).toMatchObject({ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' });
  });

  it('derives a range along the chain template, one JSON line each', async () => {
    const r = await runCli(['derive', '--chain', 'ethereum', '--index', '0', '--count', '3'], ABOUT);
    expect(r.code).toBe(0);
    expect(r.out.map((o) => (o as { path: string }).path)).toEqual([
      "m/44'/60'/0'/0/0",
      "m/44'/60'/0'/0/1",
      "m/44'/60'/0'/0/2",
    ]);
    // BIP-84 text: second receive address of the same account.
    const b = await runCli(['derive', '--chain', 'bitcoin', '--index', '1', '--count', '1'], ABOUT);
    expect(b.out[0]).toMatchObject({
      path: "m/84'/0'/0'/0/1",
      address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g',
    });
  });

  it('derives at a custom path and with a passphrase', async () => {
    const r = await runCli(['derive', '--chain', 'ethereum', '--path', "m/44'/60'/1'/0/0"], ABOUT);
    expect(r.out[0]).toMatchObject({ path: "m/44'/60'/1'/0/0" });
    expect((r.out[0] as { address: string }).address).not.toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
    const p = await runCli(['derive', '--chain', 'ethereum', '--passphrase-stdin'], `${ABOUT}\nTREZOR\n`);
    const plain = await runCli(['derive', '--chain', 'ethereum'], ABOUT);
    expect(p.code).toBe(0);
    expect((p.out[0] as { address: string }).address).not.toBe((plain.out[0] as { address: string }).address);
  });

  it('imports a private key from stdin', async () => {
    // The Hardhat default account #0 (published test key and address).
    const r = await runCli(
      ['derive', '--chain', 'ethereum', '--private-key'],
      'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80\n',
    );
    expect(r).toMatchObject({
      code: 0,
      out: [{ chain: 'ethereum', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
    });
  });

  it('refuses bad input with exit 2 and a clear error, never echoing the secret', async () => {
    const cases: [string[], string, RegExp][] = [
      [['derive', '--chain', 'nochain'], ABOUT, /Unknown chain "nochain"/],
      [['derive', '--chain', 'ethereum'], 'abandon abandon abandon', /Invalid recovery phrase/],
      [['derive', '--chain', 'ethereum', '--path', 'm/44x'], ABOUT, /Invalid derivation path/],
      [['derive', '--chain', 'ethereum', '--private-key'], 'zz-not-a-key-zz', /.+/],
      [['derive', '--chain', 'ethereum'], '', /Expected the recovery phrase on standard input/],
      [['derive', '--chain', 'ethereum', '--bogus'], ABOUT, /Unknown option/],
      [['derive'], ABOUT, /Missing required option --chain/],
    ];
    for (const [argv, stdin, msg] of cases) {
      const r = await runCli(argv, stdin);
      expect(r.code, argv.join(' ')).toBe(2);
      expect((r.out[0] as { error: string }).error).toMatch(msg);
      expect(r.text).not.toContain('abandon abandon');
      expect(r.text).not.toContain('zz-not-a-key-zz');
      expect(r.text).not.toMatch(/\n\s+at /);
    }
  });
});

describe('kestrel validate', () => {
  it('answers valid with the normalized form, or invalid with a reason', async () => {
    const ok = await runCli([
      'validate',
      'address',
      '--chain',
      'ethereum',
      '0x9858effd232b4033e47d90003d41ec34ecaeda94',
    ]);
    expect(ok).toMatchObject({
      code: 0,
      out: [{ valid: true, normalized: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' }],
    });
    const bad = await runCli(['validate', 'address', '--chain', 'bitcoin', 'bc1qnotanaddress']);
    expect(bad.code).toBe(1);
    expect(bad.out[0]).toMatchObject({ valid: false, reason: expect.any(String) });
  });

  it('reads many addresses from stdin, one JSON line each', async () => {
    const r = await runCli(
      ['validate', 'address', '--chain', 'bitcoin'],
      'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu\nnot-an-address\n',
    );
    expect(r.code).toBe(1);
    expect(r.out).toHaveLength(2);
    expect(r.out[0]).toMatchObject({ valid: true });
    expect(r.out[1]).toMatchObject({ address: 'not-an-address', valid: false });
  });

  it('checks a private key from stdin without echoing it', async () => {
    const key = 'ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
    const r = await runCli(['validate', 'key', '--chain', 'ethereum'], key);
    expect(r).toMatchObject({
      code: 0,
      out: [{ valid: true, normalized: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
    });
    expect(r.text).not.toContain(key);
    const bad = await runCli(['validate', 'key', '--chain', 'ethereum'], '1234');
    expect(bad).toMatchObject({ code: 1, out: [{ valid: false }] });
    expect((await runCli(['validate', 'key', '--chain', 'ethereum', key])).code).toBe(2);
  });
});

describe('the kestrel binary', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));

  it('runs as `npx kestrel` from the repository root', () => {
    const out = execFileSync('npx', ['--no-install', 'kestrel', 'derive', '--chain', 'solana'], {
      cwd: root,
      input: ABOUT,
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ chain: 'solana', path: "m/44'/501'/0'/0'" });
  });

  it('exits 2 with JSON and no stack trace on bad input', () => {
    const r = spawnSync('node', ['packages/cli/bin/kestrel.js', 'derive', '--chain', 'x'], {
      cwd: root,
      encoding: 'utf8',
      input: '',
    });
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({ error: expect.stringContaining('Unknown chain') });
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
