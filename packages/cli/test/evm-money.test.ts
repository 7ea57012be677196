/**
 * The CLI's money defects (issue "Nothing lost"), reproduced on a Hardhat devnet (one node for
 * this file): a send above the balance went out as "max", zero was broadcast, batch receivers
 * skipped the address check, a dead provider read as a state, and unchecked --wait, --token and
 * --address. What the chain holds is checked with plain JSON-RPC, not the adapters.
 */
import { devnetInfoFile, freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { importPrivateKey, loadFamilyOf } from '@kestrel/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';
import { capturingReviews } from './reviews';

/** A throwaway key (no published source needed: it only ever holds devnet coins from the faucet). */
const OWNER_KEY = `0x${'5a'.repeat(32)}`;
const ETH = 10n ** 18n;
const RECEIVER = '0x1000000000000000000000000000000000000002';
/** ABANDON_ETH (the BIP-39 "abandon … about" account, ethers.js/MetaMask vector) with its last hex digit changed: a wrong EIP-55 checksum. */
const BAD_CHECKSUM = '0x9858EfFD232B4033E47d90003D41EC34EcaEda95';
const DEAD_RPC = 'http://127.0.0.1:1';

let devnet: Devnet;
let env: Record<string, string>;
let owner: string;
const net = ['--chain', 'ethereum', '--network', 'devnet'];

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const res = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}
const balanceOf = async (a: string) => BigInt(await rpc<string>('eth_getBalance', [a, 'latest']));
const sentBy = async (a: string) => Number(await rpc<string>('eth_getTransactionCount', [a, 'latest']));
const send = (args: string[], keyText = `${OWNER_KEY}\n`) =>
  runCli(['send', ...net, ...args, '--private-key-stdin'], keyText, env);

beforeAll(async () => {
  const port = await freePort();
  devnet = await startDevnet({ port });
  env = { KESTREL_DEVNET_INFO: devnetInfoFile(port) };
  await loadFamilyOf('ethereum');
  owner = importPrivateKey('ethereum', OWNER_KEY, 'devnet').address;
  const f = await runCli(['faucet', ...net, owner, '--amount', '5'], '', env);
  expect(f.code).toBe(0);
});
afterAll(() => devnet?.stop());

describe('a send above the balance no longer sends everything', () => {
  it('refuses an amount above the balance with the spec text; nothing is broadcast', async () => {
    const r = await send(['--to', RECEIVER, '--amount', '100']);
    expect(r).toMatchObject({
      code: 2,
      out: [{ error: 'Insufficient balance for ETH on Ethereum. Required: 100, Available: 5' }],
    });
    expect(await sentBy(owner)).toBe(0);
    expect(await balanceOf(owner)).toBe(5n * ETH);
  });

  it("refuses the report's absurd amount, zero and negative amounts as bad input; no fee is paid", async () => {
    const absurd = await send(['--to', RECEIVER, '--amount', '999999999999999999999999999999']);
    expect(absurd).toMatchObject({
      code: 2,
      out: [{ error: expect.stringContaining('The amount is too large') }],
    });
    for (const amount of ['0', '0.000', '--amount=-1']) {
      const args = amount.startsWith('--')
        ? ['--to', RECEIVER, amount]
        : ['--to', RECEIVER, '--amount', amount];
      const r = await send(args);
      expect(r.code).toBe(2);
      expect((r.out[0] as { error: string }).error).toMatch(/must be above zero|must not be negative/);
    }
    expect(await sentBy(owner)).toBe(0);
    expect(await balanceOf(owner)).toBe(5n * ETH);
  });

  it('with --max sends balance minus fee, after telling amount, fee, total and receiver', async () => {
    const before = await balanceOf(RECEIVER);
    const { result, reviews } = await capturingReviews(() =>
      send(['--to', RECEIVER, '--amount', '100', '--max']),
    );
    expect(result.code).toBe(0);
    const out = result.out[0] as { amount: string; fee: string; isMax: boolean; status: string };
    expect(out).toMatchObject({ status: 'SUCCESS', isMax: true });
    expect(BigInt(out.amount) + BigInt(out.fee)).toBe(5n * ETH);
    expect(reviews).toEqual([
      expect.objectContaining({
        to: RECEIVER,
        amount: out.amount,
        fee: out.fee,
        total: (5n * ETH).toString(),
        isMax: true,
      }),
    ]);
    expect((await balanceOf(RECEIVER)) - before).toBe(BigInt(out.amount));
  });
});

describe('every batch call goes through the address check of a single send', () => {
  const key2 = () => `${devnet.accounts[2]!.privateKey}\n`;

  it('refuses a wrong EIP-55 checksum in --call as --to refuses it, naming the call', async () => {
    const sender = devnet.accounts[2]!.address;
    const nonce = await sentBy(sender);
    const single = await send(['--to', BAD_CHECKSUM, '--amount', '0.5'], key2());
    const reason = (single.out[0] as { error: string }).error.replace('Invalid custom address (--to): ', '');
    expect(single.code).toBe(2);
    const batch = await send(['--call', `${BAD_CHECKSUM}:0.5`], key2());
    expect(batch).toMatchObject({
      code: 2,
      out: [{ error: `Invalid custom address (--call 1 "${BAD_CHECKSUM}:0.5"): ${reason}` }],
    });
    expect(await sentBy(sender)).toBe(nonce);
  });

  it('refuses a call that is not an address with exit 2 and one clear line', async () => {
    const r = await send(
      ['--call', `${RECEIVER}:0.1`, '--call', 'hello:1'],
      `${devnet.accounts[2]!.privateKey}\n`,
    );
    expect(r.code).toBe(2);
    const error = (r.out[0] as { error: string }).error;
    expect(error.startsWith('Invalid custom address (--call 2 "hello:1"): ')).toBe(true);
    expect(error).not.toContain('\n');
    const badToken = await send(['--call', `${RECEIVER}:1:NOPE`], `${devnet.accounts[2]!.privateKey}\n`);
    expect(badToken).toMatchObject({ code: 2, out: [{ error: expect.stringContaining('--call 1') }] });
  });
});

describe('a dead provider is a failure, not a state', () => {
  it('tx status against an unreachable node exits 3 naming the provider tried, not "pending"', async () => {
    const r = await runCli(
      ['tx', 'status', ...net, '--rpc', DEAD_RPC, '--hash', `0x${'ab'.repeat(32)}`],
      '',
      env,
    );
    expect(r.code).toBe(3);
    expect(r.out[0]).toEqual({
      chain: 'ethereum',
      hash: `0x${'ab'.repeat(32)}`,
      error: expect.stringContaining('127.0.0.1:1'),
    });
  });

  it('an unavailable balance carries no amount and no display', async () => {
    const r = await runCli(['balance', ...net, '--rpc', DEAD_RPC, '--address', RECEIVER], '', env);
    expect(r.code).toBe(3);
    const [row] = (r.out[0] as { balances: Record<string, unknown>[] }).balances;
    expect(row).toMatchObject({ asset: 'native', state: 'unavailable' });
    expect(row).not.toHaveProperty('display');
    expect(row).not.toHaveProperty('amount');
  });
});

describe('options are checked before anything is read (exit 2)', () => {
  it('--wait is a whole number of seconds, at most an hour', async () => {
    for (const wait of ['1e9', '3601', '1.5', '-1']) {
      const r = await runCli(
        ['tx', 'status', ...net, '--hash', `0x${'ab'.repeat(32)}`, `--wait=${wait}`],
        '',
        env,
      );
      expect(r).toMatchObject({ code: 2, out: [{ error: '--wait must be a whole number from 0 to 3600' }] });
    }
  });

  it('a bad --token or history --address is bad input', async () => {
    const token = await runCli(['balance', ...net, '--address', RECEIVER, '--token', '0x123'], '', env);
    expect(token).toMatchObject({ code: 2, out: [{ error: expect.stringContaining('--token "0x123"') }] });
    const histToken = await runCli(['history', ...net, '--address', RECEIVER, '--token', 'nope'], '', env);
    expect(histToken.code).toBe(2);
    const address = await runCli(['history', ...net, '--address', '0x123'], '', env);
    expect(address).toMatchObject({
      code: 2,
      out: [{ error: expect.stringMatching(/^Invalid address \(--address\): /) }],
    });
  });
});
