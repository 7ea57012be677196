/**
 * The devnet's TON endpoint: the faucet funds an address and mints the test jetton, refuses bad
 * input with 400 and changes nothing, and the toncenter-style calls answer in toncenter's shapes
 * (errors as {ok: false, error}).
 */
import { Address, beginCell, Cell, toNano } from '@ton/core';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTonDevnet, type TonDevnet } from './index';
import { JETTON_WALLET_CODE_HASH, onChainContent } from './jetton';

let devnet: TonDevnet;
let dir: string;
const someone = new Address(0, Buffer.alloc(32, 7)).toString({ bounceable: false, testOnly: true });

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${devnet.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const rpc = (method: string, params: Record<string, unknown>) =>
  post('/api/v2/jsonRPC', { jsonrpc: '2.0', id: 7, method, params });
const balance = async (address: string) =>
  ((await rpc('getWalletInformation', { address })).body.result as { balance: string }).balance;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kestrel-ton-'));
  devnet = await startTonDevnet({ port: 0, infoFile: join(dir, 'ton.json') });
});
afterAll(async () => {
  await devnet?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('devnet TON endpoint', () => {
  it('writes the info file the CLI reads, and removes it on stop', () => {
    expect(JSON.parse(readFileSync(join(dir, 'ton.json'), 'utf8'))).toEqual({
      url: devnet.url,
      rpcUrl: devnet.url,
      jsonRpcUrl: `${devnet.url}/api/v2/jsonRPC`,
      indexerUrl: devnet.url,
      faucetUrl: `${devnet.url}/faucet`,
      jettonMaster: devnet.jettonMaster,
    });
  });

  it('the faucet sends TON non-bounceable to an undeployed address', async () => {
    const r = await post('/faucet', { address: someone, amount: toNano('2.5').toString() });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ address: expect.any(String), amount: '2500000000' });
    expect(r.body.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await balance(someone)).toBe('2500000000');
    const info = await rpc('getWalletInformation', { address: someone });
    expect(info.body).toMatchObject({
      ok: true,
      id: 7,
      result: { wallet: false, account_state: 'uninitialized' },
    });
  });

  it('the faucet mints the test jetton to an owner', async () => {
    const r = await post('/faucet', { address: someone, amount: '5000', jetton: true });
    expect(r.body).toMatchObject({ jetton_master: devnet.jettonMaster, amount: '5000' });
    const wallet = await rpc('runGetMethod', {
      address: devnet.jettonMaster,
      method: 'get_wallet_address',
      stack: [
        ['tvm.Slice', beginCell().storeAddress(Address.parse(someone)).endCell().toBoc().toString('base64')],
      ],
    });
    const [entry] = (wallet.body.result as { stack: [string, { bytes: string }][] }).stack;
    const jettonWallet = Cell.fromBoc(Buffer.from(entry![1].bytes, 'base64'))[0]!.beginParse().loadAddress();
    const data = await rpc('runGetMethod', {
      address: jettonWallet.toString(),
      method: 'get_wallet_data',
      stack: [],
    });
    expect(data.body.result).toMatchObject({
      exit_code: 0,
      stack: [['num', '0x1388'], ...Array(3).fill(expect.anything())],
    });
  });

  it("lists an owner's jetton wallets in toncenter v3's shape, by master and with the filters", async () => {
    const owner = new Address(0, Buffer.alloc(32, 21));
    const list = async (query: string) => {
      const res = await fetch(`${devnet.url}/api/v3/jetton/wallets?${query}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const q = `owner_address=${owner.toString({ testOnly: true })}&limit=10`;
    expect((await list(q)).body).toEqual({ jetton_wallets: [], address_book: {} });
    const other = await devnet.sandbox.deployJetton(onChainContent({ symbol: 'TWO', decimals: '6' }));
    await devnet.sandbox.mint(owner, 5000n);
    await devnet.sandbox.mint(owner, 77n, other);
    const { jetton_wallets: wallets } = (await list(q)).body as { jetton_wallets: Record<string, string>[] };
    const raw = (a: Address | string) => Address.parse(a.toString()).toRawString().toUpperCase();
    expect(wallets.map((w) => [w.jetton, w.balance])).toEqual([
      [raw(devnet.jettonMaster), '5000'],
      [raw(other), '77'],
    ]);
    for (const w of wallets) {
      expect(w).toEqual({
        address: expect.stringMatching(/^0:[0-9A-F]{64}$/),
        balance: expect.stringMatching(/^\d+$/),
        owner: raw(owner),
        jetton: expect.stringMatching(/^0:[0-9A-F]{64}$/),
        last_transaction_lt: expect.stringMatching(/^\d+$/),
        code_hash: Buffer.from(JETTON_WALLET_CODE_HASH, 'hex').toString('base64'),
        data_hash: expect.any(String),
      });
      // The listed wallet is the one the master names for the owner.
      const named = await rpc('runGetMethod', {
        address: w.jetton,
        method: 'get_wallet_address',
        stack: [['tvm.Slice', beginCell().storeAddress(owner).endCell().toBoc().toString('base64')]],
      });
      const [entry] = (named.body.result as { stack: [string, { bytes: string }][] }).stack;
      const cell = Cell.fromBoc(Buffer.from(entry![1].bytes, 'base64'))[0]!;
      expect(raw(cell.beginParse().loadAddress())).toBe(w.address);
    }
    const only = await list(`${q}&jetton_address=${other.toString()}`);
    expect((only.body.jetton_wallets as { balance: string }[]).map((w) => w.balance)).toEqual(['77']);
    const paged = await list(`${q}&offset=1&limit=1`);
    expect((paged.body.jetton_wallets as { jetton: string }[]).map((w) => w.jetton)).toEqual([raw(other)]);
    expect((await list('limit=10')).status).toBe(400);
    expect((await list('owner_address=nope')).body).toMatchObject({
      ok: false,
      error: expect.stringMatching(/not a TON address/),
    });
  });

  it.each([
    ['no address', { amount: '1' }, /address is required/],
    ['a bad address', { address: 'nope', amount: '1' }, /not a TON address/],
    ['a decimal amount', { address: someone, amount: '1.5' }, /whole number of nanotons/],
    ['zero', { address: someone, amount: '0' }, /above 0/],
    ['too much', { address: someone, amount: (10n ** 16n).toString() }, /at most 1000000 TON/],
    ['not JSON', '{', /JSON object/],
  ])('the faucet refuses %s with 400 and changes nothing', async (_label, body, reason) => {
    const before = await balance(someone);
    const r = await post('/faucet', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ ok: false, error: expect.stringMatching(reason) });
    expect(await balance(someone)).toBe(before);
  });

  it('a refused message and an unknown method answer as toncenter does', async () => {
    const junk = await rpc('sendBocReturnHash', { boc: 'AAAA' });
    expect(junk.status).toBe(400);
    expect(junk.body).toMatchObject({ ok: false, id: 7 });
    const unknown = await rpc('getMasterchainInfo', {});
    expect(unknown.body).toMatchObject({ ok: false, error: expect.stringMatching(/not served/) });
  });

  it('stop closes the port and removes the info file', async () => {
    const other = await startTonDevnet({ port: 0, infoFile: join(dir, 'other.json') });
    expect(existsSync(join(dir, 'other.json'))).toBe(true);
    await other.stop();
    expect(existsSync(join(dir, 'other.json'))).toBe(false);
    await expect(fetch(`${other.url}/devnet`)).rejects.toThrow();
  });
});
