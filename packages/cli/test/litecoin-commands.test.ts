/**
 * The network commands for the Bitcoin family, end to end on a real Litecoin Core 0.21 node in
 * regtest (devnet/src/litecoind.ts, one node for this file): faucet, balance, fees, send, history,
 * tx status, tx speed-up and cancel (replace-by-fee), signing with a WIF on stdin and with a
 * wallet from the encrypted store, whose balance, history and sends are the whole HD account's. The node is the judge: it accepts, replaces and mines.
 *
 * Vectors (independent published sources; Litecoin regtest uses the testnet key version 0xef and
 * bech32 prefix "rltc", so each address below is the published one re-encoded with @scure/base):
 * - BIP-84 (bitcoin/bips bip-0084.mediawiki, /work/shared/vectors/bip84_49_86.json), phrase
 *   "abandon … about", m/84'/0'/0'/0/0: privkey KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d,
 *   address bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu.
 * - ebellocchia/bip_utils tests/bip/bip84 (Bip84, BITCOIN_TESTNET, same phrase) receive addresses
 *   m/84'/1'/0'/0/0 tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl and
 *   m/84'/1'/0'/0/1 tb1qd7spv5q28348xl4myc8zmh983w5jx32cjhkn97.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bech32, createBase58check } from '@scure/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveAccount, loadFamilyOf, seedFromMnemonic } from '@kestrel/wallet';
import { litecoindAvailable, startLitecoind, type Litecoind } from '../../../devnet/src/litecoind';
import { runCli } from './harness';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const sha256 = (data: Uint8Array) => new Uint8Array(createHash('sha256').update(data).digest());
const base58check = createBase58check(sha256);

/** A published bech32 address with the Litecoin regtest prefix. */
const rltc = (address: string) =>
  bech32.encode('rltc', bech32.decode(address as `${string}1${string}`).words);
/** A published mainnet WIF with the test-network version byte 0xef (same key, same compression). */
function testnetWif(wif: string): string {
  const payload = base58check.decode(wif);
  return base58check.encode(Uint8Array.of(0xef, ...payload.slice(1)));
}

const WIF = testnetWif('KyZpNDKnfs94vbrwhJneDi77V6jF64PWPF8x5cdJb8ifgg2DUc9d');
const WIF_ADDRESS = rltc('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
const RECEIVE_0 = rltc('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
const RECEIVE_1 = rltc('tb1qd7spv5q28348xl4myc8zmh983w5jx32cjhkn97');

const AVAILABLE = litecoindAvailable();

// CI installs litecoind (.ci/run); there a missing binary fails, elsewhere these tests are skipped.
describe.runIf(process.env.CI === 'true' && !AVAILABLE)('litecoind in CI', () => {
  it('is installed', () => expect(AVAILABLE).toBe(true));
});

describe.skipIf(!AVAILABLE)('kestrel on the litecoin devnet (litecoind regtest)', () => {
  let node: Litecoind;
  let env: Record<string, string>;
  const net = ['--chain', 'litecoin', '--network', 'devnet'];
  const sink = async () => node.rpc<string>('getnewaddress', ['', 'bech32'], 'faucet');
  const mempool = () => node.rpc<string[]>('getrawmempool');
  const rawTx = (hash: string) =>
    node.rpc<{
      vin: unknown[];
      vout: { value: number; scriptPubKey: { address?: string; addresses?: string[] } }[];
    }>('getrawtransaction', [hash, true]);
  const paidTo = async (hash: string, to: string) =>
    (await rawTx(hash)).vout.find((o) => (o.scriptPubKey.address ?? o.scriptPubKey.addresses?.[0]) === to)
      ?.value;
  /** Mines a block every 300 ms while `work` runs, as the devnet's miner does every few seconds. */
  async function whileMining<T>(work: Promise<T>): Promise<T> {
    const timer = setInterval(() => void node.mine(1).catch(() => undefined), 300);
    try {
      return await work;
    } finally {
      clearInterval(timer);
    }
  }

  beforeAll(async () => {
    node = await startLitecoind();
    env = { KESTREL_LITECOIN_RPC: node.rpcUrlWithAuth };
  });
  afterAll(async () => node?.stop());

  it('faucet funds an address and balance shows it', async () => {
    const f = await runCli(['faucet', '--chain', 'litecoin', WIF_ADDRESS, '--amount', '1.5'], '', env);
    expect(f).toMatchObject({ code: 0, out: [{ status: 'SUCCESS', amount: '150000000' }] });
    expect(await paidTo((f.out[0] as { hash: string }).hash, WIF_ADDRESS)).toBe(1.5);
    const b = await runCli(['balance', ...net, '--address', WIF_ADDRESS], '', env);
    expect(b.code).toBe(0);
    expect(b.out[0]).toEqual({
      chain: 'litecoin',
      network: 'devnet',
      address: WIF_ADDRESS,
      balances: [
        { asset: 'native', symbol: 'LTC', decimals: 8, amount: '150000000', display: '1.5', state: 'fresh' },
      ],
    });
  });

  it('fees, a send signed with a WIF on stdin, tx status and history', async () => {
    const to = await sink();
    const fees = await runCli(
      ['fees', ...net, '--from', WIF_ADDRESS, '--to', to, '--amount', '0.5'],
      '',
      env,
    );
    expect(fees.code).toBe(0);
    const estimate = fees.out[0] as { fee: string; options: { title: string }[]; isMax: boolean };
    expect(estimate.options.map((o) => o.title)).toEqual(['Normal', 'Recommended']);
    expect(BigInt(estimate.fee)).toBeGreaterThan(0n);
    expect(estimate.isMax).toBe(false);

    const sent = await whileMining(
      runCli(['send', ...net, '--to', to, '--amount', '0.5', '--private-key-stdin'], `${WIF}\n`, env),
    );
    expect(sent.code).toBe(0);
    const r = sent.out[0] as { hash: string; fee: string };
    expect(sent.out[0]).toMatchObject({ status: 'SUCCESS', from: WIF_ADDRESS, amount: '50000000' });
    expect(await paidTo(r.hash, to)).toBe(0.5);

    const status = await runCli(['tx', 'status', ...net, '--hash', r.hash], '', env);
    expect(status).toMatchObject({ code: 0, out: [{ chain: 'litecoin', hash: r.hash, status: 'SUCCESS' }] });

    const h = await runCli(['history', ...net, '--address', WIF_ADDRESS], '', env);
    expect(h.code).toBe(0);
    const rows = (h.out[0] as { items: { amount: string; from: string; to: string; status: string }[] })
      .items;
    expect(rows).toContainEqual(
      expect.objectContaining({ from: WIF_ADDRESS, to, amount: '50000000', status: 'SUCCESS' }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ to: WIF_ADDRESS, amount: '150000000', status: 'SUCCESS' }),
    );
    const b = await runCli(['balance', ...net, '--address', WIF_ADDRESS], '', env);
    const left = (b.out[0] as { balances: { amount: string }[] }).balances[0]!.amount;
    expect(BigInt(left)).toBe(150_000_000n - 50_000_000n - BigInt(r.fee));
  });

  it('speeds up a pending send by replace-by-fee', async () => {
    const to = await sink();
    const slow = await runCli(
      ['send', ...net, '--to', to, '--amount', '0.1', '--fee', 'normal', '--no-wait', '--private-key-stdin'],
      `${WIF}\n`,
      env,
    );
    expect(slow.out[0]).toMatchObject({ status: 'pending' });
    const oldHash = (slow.out[0] as { hash: string }).hash;
    expect(await mempool()).toContain(oldHash);

    const fast = await runCli(
      ['tx', 'speed-up', ...net, '--hash', oldHash, '--private-key-stdin'],
      `${WIF}\n`,
      env,
    );
    expect(fast.code).toBe(0);
    const newHash = (fast.out[0] as { hash: string }).hash;
    expect(fast.out[0]).toMatchObject({
      chain: 'litecoin',
      replaced: oldHash,
      hash: newHash,
      action: 'speed-up',
      status: 'pending',
    });
    const pool = await mempool();
    expect(pool).toContain(newHash);
    expect(pool).not.toContain(oldHash);
    await node.mine(1);
    const status = await runCli(['tx', 'status', ...net, '--hash', newHash], '', env);
    expect(status.out[0]).toMatchObject({ status: 'SUCCESS' });
    expect(await paidTo(newHash, to)).toBe(0.1);

    const again = await runCli(
      ['tx', 'speed-up', ...net, '--hash', newHash, '--private-key-stdin'],
      `${WIF}\n`,
      env,
    );
    expect(again).toMatchObject({ code: 3, out: [{ error: 'Transaction is already succeed' }] });
  });

  it('signs with a wallet from the store, spending coins of several derived addresses', async () => {
    const store = mkdtempSync(join(tmpdir(), 'kestrel-ltc-'));
    const wenv = { ...env, KESTREL_PASSWORD: 'correct horse battery staple' };
    const wallet = ['--wallet', 'Abandon', '--store', store];
    try {
      const created = await runCli(
        ['wallet', 'import', '--name', 'Abandon', '--chains', 'litecoin', '--store', store],
        `${PHRASE}\n`,
        wenv,
      );
      expect(created.code).toBe(0);
      const balance = async () => {
        const b = await runCli(['balance', ...net, ...wallet], '', wenv);
        expect(b.code).toBe(0);
        return BigInt((b.out[0] as { balances: { amount: string }[] }).balances[0]!.amount);
      };
      const before = await balance();
      for (const address of [RECEIVE_0, RECEIVE_1]) {
        const f = await runCli(['faucet', '--chain', 'litecoin', address, '--amount', '0.4'], '', env);
        expect(f.code).toBe(0);
      }
      // The wallet's balance is the account's: both receive addresses count.
      expect((await balance()) - before).toBe(80_000_000n);
      // 0.7 LTC needs both coins: the main address alone holds 0.4.
      const to = await sink();
      const sent = await whileMining(
        runCli(['send', ...net, '--to', to, '--amount', '0.7', ...wallet], '', wenv),
      );
      expect(sent.out[0]).toMatchObject({
        status: 'SUCCESS',
        from: RECEIVE_0,
        amount: '70000000',
        isMax: false,
      });
      const hash = (sent.out[0] as { hash: string }).hash;
      expect((await rawTx(hash)).vin).toHaveLength(2);
      expect(await paidTo(hash, to)).toBe(0.7);

      // A pending send from the wallet, sped up with the same wallet (change is on RECEIVE_0).
      const slow = await runCli(
        ['send', ...net, '--to', to, '--amount', '0.01', '--fee', 'normal', '--no-wait', ...wallet],
        '',
        wenv,
      );
      expect(slow.out[0]).toMatchObject({ status: 'pending', from: RECEIVE_0 });
      const oldHash = (slow.out[0] as { hash: string }).hash;
      const fast = await runCli(['tx', 'speed-up', ...net, '--hash', oldHash, ...wallet], '', wenv);
      expect(fast.code).toBe(0);
      const pool = await mempool();
      expect(pool).toContain((fast.out[0] as { hash: string }).hash);
      expect(pool).not.toContain(oldHash);
      await node.mine(1);

      // A cancel by RBF: the coins go back to the wallet's change chain, nothing reaches `to`.
      const pending = await runCli(
        ['send', ...net, '--to', to, '--amount', '0.02', '--fee', 'normal', '--no-wait', ...wallet],
        '',
        wenv,
      );
      const pendingHash = (pending.out[0] as { hash: string }).hash;
      const cancelled = await runCli(['tx', 'cancel', ...net, '--hash', pendingHash, ...wallet], '', wenv);
      expect(cancelled.code).toBe(0);
      expect(cancelled.out.at(-1)).toMatchObject({ action: 'cancel', replaced: pendingHash });
      const cancelHash = (cancelled.out.at(-1) as { hash: string }).hash;
      expect(await mempool()).toEqual([cancelHash]);
      expect(await paidTo(cancelHash, to)).toBeUndefined();
      await node.mine(1);
      // History with --wallet lists the account's transactions (the cancel among them).
      const history = await runCli(['history', ...net, ...wallet], '', wenv);
      expect(history.code).toBe(0);
      const rows = (history.out[0] as { items: { url: string }[] }).items;
      expect(rows.some((r) => r.url.endsWith(cancelHash))).toBe(true);

      const missing = await runCli(
        ['send', ...net, '--to', to, '--amount', '0.01', '--wallet', 'Nope', '--store', store],
        '',
        wenv,
      );
      expect(missing).toMatchObject({ code: 2, out: [{ error: 'No wallet named "Nope" in the store' }] });
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });

  it('refuses an amount above the balance (nothing sent); --max alone sends all of it minus the fee', async () => {
    await loadFamilyOf('litecoin');
    // The abandon phrase's test-network receive address 7 (same derivation as RECEIVE_0/1 above).
    const key = deriveAccount('litecoin', seedFromMnemonic(PHRASE), {
      path: "m/84'/1'/0'/0/7",
      network: 'devnet',
    });
    const f = await runCli(['faucet', '--chain', 'litecoin', key.address, '--amount', '0.3'], '', env);
    expect(f.code).toBe(0);
    const to = await sink();
    const pool = await mempool();
    const over = await runCli(
      ['send', ...net, '--to', to, '--amount', '1', '--private-key-stdin'],
      `${key.privateKey}\n`,
      env,
    );
    expect(over).toMatchObject({
      code: 2,
      out: [{ error: 'Insufficient balance for LTC on Litecoin. Required: 1, Available: 0.3' }],
    });
    expect(await mempool()).toEqual(pool);
    const all = await whileMining(
      runCli(['send', ...net, '--to', to, '--max', '--private-key-stdin'], `${key.privateKey}\n`, env),
    );
    expect(all.out[0]).toMatchObject({ status: 'SUCCESS', isMax: true });
    const sent = all.out[0] as { amount: string; fee: string; hash: string };
    expect(BigInt(sent.amount) + BigInt(sent.fee)).toBe(30_000_000n);
    expect(await paidTo(sent.hash, to)).toBe(Number(sent.amount) / 1e8);
    const b = await runCli(['balance', ...net, '--address', key.address], '', env);
    expect((b.out[0] as { balances: { amount: string }[] }).balances[0]!.amount).toBe('0');
  });

  it('answers bad input with a clear error and exit code 2, a dead node with exit code 3', async () => {
    const to = await sink();
    // The same key with the Litecoin mainnet version byte (0xb0): not a devnet key.
    const mainnetWif = base58check.encode(Uint8Array.of(0xb0, ...base58check.decode(WIF).slice(1)));
    const wrongKey = await runCli(
      ['send', ...net, '--to', to, '--amount', '0.1', '--private-key-stdin'],
      `${mainnetWif}\n`,
      env,
    );
    expect(wrongKey.code).toBe(2);
    expect((wrongKey.out[0] as { error: string }).error).toMatch(
      /for Litecoin mainnet, not Litecoin regtest/,
    );
    const badTo = await runCli(
      ['send', ...net, '--to', 'ltc1qnotanaddress', '--amount', '0.1', '--private-key-stdin'],
      `${WIF}\n`,
      env,
    );
    expect(badTo).toMatchObject({
      code: 2,
      out: [
        { error: 'Invalid custom address (--to): This is a Litecoin mainnet address, not Litecoin regtest' },
      ],
    });
    expect(
      await runCli(['balance', ...net, '--address', WIF_ADDRESS, '--token', 'KTT'], '', env),
    ).toMatchObject({
      code: 2,
      out: [{ error: 'litecoin has no tokens' }],
    });
    expect(
      await runCli(['faucet', '--chain', 'bitcoin', 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl'], '', env),
    ).toMatchObject({
      code: 2,
      out: [
        {
          error: 'bitcoin has no devnet node yet: npm run devnet serves only the chains whose family has one',
        },
      ],
    });
    expect(await runCli(['history', ...net, '--address', 'ltc1qnotanaddress'], '', env)).toMatchObject({
      code: 2,
      out: [{ error: expect.stringMatching(/^Invalid address \(--address\): /) }],
    });
    expect(
      await runCli(['tx', 'status', ...net, '--hash', 'ab'.repeat(32), '--wait', '1e9'], '', env),
    ).toEqual({
      code: 2,
      out: [{ error: '--wait must be a whole number from 0 to 3600' }],
      text: expect.any(String),
    });
    expect(
      await runCli(['tx', 'status', ...net, '--hash', 'ab'.repeat(32), '--wait', '3601'], '', env),
    ).toMatchObject({ code: 2 });
  });

  it('a dead node is a failure (exit 3), never a state: no balance amount, no empty history, no pending', async () => {
    const deadEnv = { KESTREL_LITECOIN_RPC: 'http://u:p@127.0.0.1:1' };
    const dead = await runCli(['balance', ...net, '--address', WIF_ADDRESS], '', deadEnv);
    expect(dead.code).toBe(3);
    // Unavailable: no amount and no display (it used to show "display":"0").
    expect(dead.out[0]).toEqual({
      chain: 'litecoin',
      network: 'devnet',
      address: WIF_ADDRESS,
      balances: [
        { asset: 'native', symbol: 'LTC', decimals: 8, state: 'unavailable', error: expect.any(String) },
      ],
    });
    const history = await runCli(['history', ...net, '--address', WIF_ADDRESS], '', deadEnv);
    expect(history.code).toBe(3);
    expect(history.out[0]).toMatchObject({ items: [], error: expect.stringContaining('127.0.0.1:1') });
    const status = await runCli(['tx', 'status', ...net, '--hash', 'ab'.repeat(32)], '', deadEnv);
    expect(status.code).toBe(3);
    expect(status.out[0]).toEqual({
      chain: 'litecoin',
      hash: 'ab'.repeat(32),
      error: expect.stringContaining('127.0.0.1:1'),
    });
  });
});
