/**
 * The built `kestrel` (dist/, made by `npm ci` through build.mjs) runs as a person runs it, as its
 * own process. The test builds this checkout's sources into a folder of its own (other tests run
 * bin/kestrel.js, which uses dist/, at the same time).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMAND_LOADERS } from '../src/commands/index';

const run = promisify(execFile);
const cli = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'kestrel-cli-build-'));
const bin = join(out, 'kestrel.js');
const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';

function kestrel(args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, KESTREL_CLI_FROM_SOURCE: '' };
  return run(process.execPath, [bin, ...args], { env }).then(
    (r) => ({ code: 0, out: r.stdout }),
    (e: { code: number; stdout: string }) => ({ code: e.code, out: e.stdout }),
  );
}

/** Runs with text on stdin (derive reads the phrase there). */
function kestrelWithStdin(args: string[], stdin: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const p = execFile(
      process.execPath,
      [bin, ...args],
      { env: { ...process.env, KESTREL_CLI_FROM_SOURCE: '' } },
      (err, stdout) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, out: stdout }),
    );
    p.stdin!.end(stdin);
  });
}

beforeAll(async () => {
  await run(process.execPath, [join(cli, 'build.mjs'), out]);
}, 120_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('the built kestrel', () => {
  it('builds every command the CLI loads (a new command needs no change in build.mjs)', () => {
    for (const name of Object.keys(COMMAND_LOADERS)) {
      const bundles = ['chains', 'keys', 'network'].map((g) => join(out, 'commands', g, `${name}.js`));
      expect(
        bundles.some((b) => existsSync(b)),
        name,
      ).toBe(true);
    }
  });

  it('is built with one bundle per command group', () => {
    for (const f of [
      'kestrel.js',
      'commands/chains/chains.js',
      'commands/keys/derive.js',
      'commands/network/send.js',
    ])
      expect(existsSync(join(out, f)), f).toBe(true);
  });

  it('lists the chains', async () => {
    const { code, out } = await kestrel(['chains']);
    expect(code).toBe(0);
    const chains = JSON.parse(out) as { chain_name: string }[];
    expect(chains).toHaveLength(38);
    expect(chains.map((c) => c.chain_name)).toContain('hedera');
  });

  it('derives an address from a phrase on stdin (the keys bundle loads the family it needs)', async () => {
    const { code, out } = await kestrelWithStdin(['derive', '--chain', 'solana'], PHRASE);
    expect(code).toBe(0);
    // Phantom's first address of the published test phrase.
    expect(JSON.parse(out)).toMatchObject({ address: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk' });
  });

  it('answers bad input with exit 2 and {error}, never a stack trace', async () => {
    const unknown = await kestrel(['nonsense']);
    expect(unknown.code).toBe(2);
    expect(JSON.parse(unknown.out)).toEqual({ error: expect.stringContaining('Unknown command "nonsense"') });
    const badAddress = await kestrel(['validate', 'address', '--chain', 'ethereum', '0x123']);
    expect(JSON.parse(badAddress.out)).toMatchObject({ valid: false });
  });

  it('loads the network bundle (a refused send exits 2 before any network call)', async () => {
    const { code, out } = await kestrel([
      'send',
      '--chain',
      'ethereum',
      '--to',
      'not-an-address',
      '--amount',
      '1',
    ]);
    expect(code).toBe(2);
    expect(JSON.parse(out)).toHaveProperty('error');
  });

  it('prints help with every command', async () => {
    const { code, out } = await kestrel(['help']);
    expect(code).toBe(0);
    for (const name of ['chains', 'derive', 'send', 'faucet']) expect(out).toContain(name);
  });
});
