/** Input the CLI must refuse as bad input (exit 2), and output that may meet a closed pipe. */
import { spawnSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CliError, decodeStdin } from '../src/io';
import { readHiddenLine } from '../src/prompt';
import { runCli } from './harness';

const ABOUT = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const root = fileURLToPath(new URL('../../../', import.meta.url));
const BIN = 'packages/cli/bin/kestrel.js';

describe('derivation paths that are bad input', () => {
  it('refuses a path deeper than 255 levels with exit 2 (was a library error, exit 3)', async () => {
    const r = await runCli(['derive', '--chain', 'bitcoin', '--path', 'm' + '/0'.repeat(300)], ABOUT);
    expect(r.code).toBe(2);
    expect((r.out[0] as { error: string }).error).toMatch(/300 levels; BIP-32 allows at most 255/);
  });

  it('refuses a Cardano path that is not CIP-1852 shaped with exit 2 (was accepted at any depth)', async () => {
    for (const path of ['m' + "/0'".repeat(20), "m/1852'/1815'/0'/0/0/0"]) {
      const r = await runCli(['derive', '--chain', 'cardano', '--path', path], ABOUT);
      expect(r.code, path).toBe(2);
      expect((r.out[0] as { error: string }).error).toMatch(/Cardano paths have 5 levels/);
    }
  });
});

describe('kestrel validate address with nothing to check', () => {
  it.each(['', '\n', '  \n\t\n'])('fails as bad input on stdin %j (was exit 0, no output)', async (stdin) => {
    const r = await runCli(['validate', 'address', '--chain', 'bitcoin'], stdin);
    expect(r.code).toBe(2);
    expect(r.out).toEqual([{ error: expect.stringMatching(/^No address given/) }]);
  });
});

describe('kestrel validate address warnings', () => {
  it('prints the warning of a Bitcoin-style address on Litecoin, as an argument or on stdin', async () => {
    const arg = await runCli([
      'validate',
      'address',
      '--chain',
      'litecoin',
      '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
    ]);
    expect(arg).toMatchObject({
      code: 0,
      out: [
        {
          valid: true,
          normalized: '3CWFddi6m4ndiGyKqzYvsFYagqDLPVMTzC',
          warning: expect.stringMatching(/check the recipient meant Litecoin/),
        },
      ],
    });
    const lines = await runCli(
      ['validate', 'address', '--chain', 'bitcoin_cash'],
      '1BpEi6DfDAUFd7GtittLSdBeYJvcoaVggu\nbitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a\n',
    );
    expect(lines.code).toBe(0);
    expect(lines.out[0]).toMatchObject({ warning: expect.stringMatching(/meant Bitcoin Cash/) });
    expect(lines.out[1]).not.toHaveProperty('warning');
  });

  it('refuses a TON testnet-flag address on mainnet and accepts it on testnet', async () => {
    const address = '0QCKhieGGl3ZbJ2zzggHsSLaXtRzk0znVopbSxw2HLsorqEq';
    const main = await runCli(['validate', 'address', '--chain', 'ton', address]);
    expect(main).toMatchObject({
      code: 1,
      out: [{ valid: false, reason: expect.stringMatching(/testnet/) }],
    });
    const test = await runCli(['validate', 'address', '--chain', 'ton', '--network', 'testnet', address]);
    expect(test).toMatchObject({ code: 0, out: [{ valid: true, normalized: address }] });
  });
});

describe('standard input must be UTF-8', () => {
  it('decodes UTF-8, multi-byte characters included', () => {
    expect(decodeStdin(Buffer.from(`${ABOUT}\npässwörd✓\n`, 'utf8'))).toBe(`${ABOUT}\npässwörd✓\n`);
  });

  it('refuses undecodable bytes instead of turning them into U+FFFD', () => {
    const bytes = Buffer.concat([
      Buffer.from(`${ABOUT}\npass`),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('\n'),
    ]);
    expect(() => decodeStdin(bytes)).toThrow(CliError);
    expect(() => decodeStdin(bytes)).toThrow(/not valid UTF-8/);
  });

  it('the binary exits 2 with {error} on a passphrase with invalid UTF-8', () => {
    const input = Buffer.concat([
      Buffer.from(`${ABOUT}\nTRE`),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('ZOR\n'),
    ]);
    const r = spawnSync('node', [BIN, 'derive', '--chain', 'ethereum', '--passphrase-stdin'], {
      cwd: root,
      input,
      encoding: 'utf8',
    });
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout)).toEqual({ error: expect.stringMatching(/not valid UTF-8/) });
    expect(r.stdout).not.toContain('abandon');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the password prompt decodes strictly', () => {
  function typed(...chunks: number[][]): Promise<string> {
    const input = new PassThrough();
    const answer = readHiddenLine(input);
    for (const c of chunks) input.write(Buffer.from(c));
    return answer;
  }

  it('reads a line, a multi-byte character split across chunks included, and honours backspace', async () => {
    // "pé" then "x", backspace, Enter: é (c3 a9) arrives in two chunks.
    await expect(typed([0x70, 0xc3], [0xa9, 0x78, 0x7f, 0x0d])).resolves.toBe('pé');
  });

  it('refuses invalid UTF-8 with a clear error', async () => {
    await expect(typed([0x61, 0xff, 0x62, 0x0d])).rejects.toThrow(/not valid UTF-8/);
  });

  it('is cancelled by Ctrl-C', async () => {
    await expect(typed([0x61, 0x03])).rejects.toThrow(CliError);
  });
});

describe('output into a closed pipe', () => {
  it('exits quietly when the reader stops early (`| head -1`), with no EPIPE stack trace', () => {
    // 1000 addresses are ~100 kB, more than a pipe holds: writes go on after head has exited.
    const r = spawnSync(
      'bash',
      [
        '-c',
        `node ${BIN} derive --chain ethereum --index 0 --count 1000 | head -1; echo "status=\${PIPESTATUS[0]}"`,
      ],
      { cwd: root, input: ABOUT, encoding: 'utf8' },
    );
    const [first, status] = r.stdout.trim().split('\n');
    expect(JSON.parse(first!)).toMatchObject({ path: "m/44'/60'/0'/0/0" });
    expect(r.stderr).toBe('');
    expect(status).toBe('status=0');
  });
});
