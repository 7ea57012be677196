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
