/**
 * The network commands end to end on a Hardhat devnet (one node for this file): faucet, balance,
 * fees, send (native, token, NFT, batch), tx status and the speed-up refusal, history, the send
 * error toast with its failed record, and signing with a wallet from the store. Keys are
 * Hardhat's published test keys ("test test ... junk"); every command runs the wallet's flows.
 */
import { devnetInfoFile, freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';
import { capturingReviews } from './reviews';

let devnet: Devnet;
let env: Record<string, string>;
const FRESH = '0x1000000000000000000000000000000000000001';

beforeAll(async () => {
  const port = await freePort();
  devnet = await startDevnet({ port });
  env = { KESTREL_DEVNET_INFO: devnetInfoFile(port) };
});
afterAll(() => devnet?.stop());

const key = (i: number) => `${devnet.accounts[i]!.privateKey}\n`;
const net = ['--chain', 'ethereum', '--network', 'devnet'];

describe('kestrel network commands on the devnet', () => {
  it('faucet funds an address, balance shows it', async () => {
    const f = await runCli(['faucet', ...net, FRESH, '--amount', '1.5'], '', env);
    expect(f.out[0]).toMatchObject({ status: 'SUCCESS', amount: '1500000000000000000' });
    const t = await runCli(['faucet', ...net, FRESH, '--token', 'KTT', '--amount', '12'], '', env);
    expect(t.code).toBe(0);
    const b = await runCli(['balance', ...net, '--address', FRESH, '--token', 'KTT'], '', env);
    expect(b.code).toBe(0);
    expect(b.out[0]).toMatchObject({
      balances: [
        { asset: 'native', amount: '1500000000000000000', display: '1.5', state: 'fresh', symbol: 'ETH' },
        { symbol: 'KTT', amount: '12000000000000000000', display: '12', state: 'fresh' },
      ],
    });
  });

  it('fees, then sends native, token, NFT and a batch with a key on stdin', async () => {
    const from = devnet.accounts[1]!.address;
    const fees = await runCli(['fees', ...net, '--from', from, '--to', FRESH, '--amount', '0.1'], '', env);
    expect(fees.code).toBe(0);
    expect((fees.out[0] as { options: { title: string }[] }).options.map((o) => o.title)).toEqual([
      'Normal',
      'Recommended',
    ]);
    expect(fees.out[0]).toMatchObject({ from, to: FRESH, amount: '100000000000000000', isMax: false });

    const { result: native, reviews } = await capturingReviews(() =>
      runCli(['send', ...net, '--to', FRESH, '--amount', '0.25', '--private-key-stdin'], key(1), env),
    );
    expect(native.out[0]).toMatchObject({ status: 'SUCCESS', amount: '250000000000000000', from });
    // What would be sent was told before signing: amount, fee, total, receiver.
    const fee = BigInt((native.out[0] as { fee: string }).fee);
    expect(reviews).toEqual([
      expect.objectContaining({
        to: FRESH,
        amount: '250000000000000000',
        fee: fee.toString(),
        total: (250000000000000000n + fee).toString(),
        isMax: false,
      }),
    ]);
    const token = await runCli(
      ['send', ...net, '--to', FRESH, '--amount', '3', '--token', 'TUSD', '--private-key-stdin'],
      key(1),
      env,
    );
    expect(token.out[0]).toMatchObject({ status: 'SUCCESS', amount: '3000000' });
    const nft = await runCli(
      [
        'send',
        ...net,
        '--to',
        FRESH,
        '--nft',
        devnet.contracts.erc721,
        '--token-id',
        '4',
        '--private-key-stdin',
      ],
      key(0),
      env,
    );
    expect(nft.out[0]).toMatchObject({ status: 'SUCCESS' });
    const batch = await runCli(
      [
        'send',
        ...net,
        '--call',
        `${FRESH}:0.01`,
        '--call',
        `${FRESH}:1:KTT`,
        '--accept-delegation',
        devnet.contracts.batchDelegate,
        '--private-key-stdin',
      ],
      key(3),
      env,
    );
    expect(batch.out[0]).toMatchObject({ status: 'SUCCESS' });
    const b = await runCli(['balance', ...net, '--address', FRESH, '--token', 'TUSD'], '', env);
    expect((b.out[0] as { balances: { amount: string }[] }).balances.map((x) => x.amount)).toEqual([
      '1760000000000000000',
      '3000000',
    ]);
    const hash = (native.out[0] as { hash: string }).hash;
    const status = await runCli(['tx', 'status', ...net, '--hash', hash], '', env);
    expect(status.out[0]).toMatchObject({ status: 'SUCCESS' });
    const speed = await runCli(
      ['tx', 'speed-up', ...net, '--hash', hash, '--private-key-stdin'],
      key(1),
      env,
    );
    expect(speed).toMatchObject({ code: 3, out: [{ error: 'Transaction is already succeed' }] });
  });

  it('a failed send answers with the toast title and the failed-transaction record', async () => {
    // Account 1 cannot pay 20 million tokens: the node refuses the estimate.
    const r = await runCli(
      ['send', ...net, '--to', FRESH, '--amount', '20000000', '--token', 'KTT', '--private-key-stdin'],
      key(1),
      env,
    );
    expect(r.code).toBe(3);
    const out = r.out[0] as { error: string; failedTransaction: Record<string, unknown> };
    expect(out.error).toMatch(/exceeds balance|revert/i);
    expect(out.failedTransaction).toMatchObject({
      fromAddress: devnet.accounts[1]!.address,
      toAddress: '0x1000000000000000000000000000000000000001',
      amount: '20000000000000000000000000',
      chain_name: 'ethereum',
      // The wallet's record names the coin sent: the token.
      symbol: 'KTT',
      contractAddress: devnet.contracts.erc20,
    });
    expect(typeof out.failedTransaction.timestamp).toBe('number');
  });

  it('signs with a wallet from the encrypted store (password from KESTREL_PASSWORD)', async () => {
    const store = mkdtempSync(join(tmpdir(), 'kestrel-send-'));
    const wenv = { ...env, KESTREL_PASSWORD: 'correct horse battery staple' };
    try {
      const created = await runCli(
        ['wallet', 'import', '--name', 'Devnet', '--chains', 'ethereum', '--store', store],
        `${devnet.mnemonic}\n`,
        wenv,
      );
      expect(created.code).toBe(0);
      const r = await runCli(
        ['send', ...net, '--to', FRESH, '--amount', '0.001', '--wallet', 'Devnet', '--store', store],
        '',
        wenv,
      );
      expect(r.out[0]).toMatchObject({ status: 'SUCCESS', from: devnet.accounts[0]!.address });
      const wrong = await runCli(
        ['send', ...net, '--to', FRESH, '--amount', '1', '--wallet', 'Nope', '--store', store],
        '',
        wenv,
      );
      expect(wrong.out[0]).toEqual({ error: 'No wallet named "Nope" in the store' });
      // A chain the phrase wallet has no coin on yet: its account is derived for this send only.
      const polygon = await runCli(
        [
          'send',
          '--chain',
          'polygon',
          '--network',
          'devnet',
          '--to',
          FRESH,
          '--amount',
          '0.001',
          '--wallet',
          'Devnet',
          '--store',
          store,
        ],
        '',
        wenv,
      );
      expect(polygon.out[0]).toMatchObject({
        status: 'SUCCESS',
        chain: 'polygon',
        from: devnet.accounts[0]!.address,
      });
      const keyWallet = await runCli(
        ['wallet', 'import', '--name', 'Key', '--chain', 'ethereum', '--private-key', '--store', store],
        key(4),
        wenv,
      );
      expect(keyWallet.code).toBe(0);
      const otherChain = await runCli(
        [
          'send',
          '--chain',
          'polygon',
          '--network',
          'devnet',
          '--to',
          FRESH,
          '--amount',
          '0.001',
          '--wallet',
          'Key',
          '--store',
          store,
        ],
        '',
        wenv,
      );
      expect(otherChain).toMatchObject({
        code: 2,
        out: [{ error: 'Wallet "Key" has no polygon account: coin chain not match' }],
      });
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });

  it('history on the devnet comes from the devnet’s explorer at once, and bad input is a clear error', async () => {
    const h = await runCli(['history', ...net, '--address', FRESH], '', env);
    const items = (h.out[0] as { items: { amount: string; status: string; to: string }[] }).items;
    expect(h.code).toBe(0);
    // The faucet's 1.5 ETH and the sends above, all mined: listed, newest first.
    expect(items.some((i) => i.amount === '1500000000000000000' && i.status === 'SUCCESS')).toBe(true);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const none = await runCli(
      ['history', ...net, '--address', '0x00000000000000000000000000000000000dead1'],
      '',
      env,
    );
    expect(none).toMatchObject({ code: 0, out: [{ items: [] }] });
    const bad = await runCli(
      ['send', ...net, '--to', 'nope', '--amount', '1', '--private-key-stdin'],
      key(1),
      env,
    );
    expect(bad).toMatchObject({
      code: 2,
      out: [{ error: expect.stringMatching(/^Invalid custom address \(--to\): /) }],
    });
    const nokey = await runCli(['send', ...net, '--to', FRESH, '--amount', '1'], '', env);
    expect(nokey.code).toBe(2);
  });
});
