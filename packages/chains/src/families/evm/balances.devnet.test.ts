/**
 * Balance reads on the Hardhat devnet, through a loopback proxy that counts the HTTP requests:
 * the native coin and every token (with the token metadata not yet known) in one request per
 * network through Multicall3 (deployed by its published keyless transaction), equal to the reads
 * of an independent client; a token whose call reverts fails alone; without Multicall3 the same
 * reads go as one JSON-RPC batch, and one by one where the node refuses batches.
 */
import type { Devnet } from '@kestrel/devnet';
import { keccak256, type Hex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { MULTICALL3_CANONICAL } from './logic/multicall3';
import { chainReader, devnetAdapter, startTestDevnet } from './testing/devnet';

/** keccak256 of Multicall3's runtime code on Ethereum mainnet (the same on every chain at its address). */
const MULTICALL3_CODE_HASH = '0xd5c15df687b16f2ff992fc8d767b4216323184a2bbc6ee2f9c398c318e770891';

let devnet: Devnet;
let proxy: LocalServer;
/** Paths whose node answers a batch (a JSON array) the way nodes that refuse batches do. */
const refusesBatches = new Set<string>();

beforeAll(async () => {
  devnet = await startTestDevnet();
  proxy = await startLocalServer(async (req, res) => {
    if (refusesBatches.has(req.path) && Array.isArray(req.json())) {
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch not supported' } }),
      );
      return;
    }
    const up = await fetch(`${devnet.rpcUrl}${req.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: req.body,
    });
    res.setHeader('content-type', 'application/json');
    res.end(await up.text());
  });
}, 120_000);
afterAll(async () => {
  await proxy?.close();
  await devnet?.stop();
});

const holder = () => devnet.accounts[1]!.address as Hex;
const requestsTo = (chain: string) => proxy.requests.filter((r) => r.path === `/${chain}`);
const adapterVia = (chain: string) => devnetAdapter(devnet, chain, { rpc: [`${proxy.url}/${chain}`] });

async function expected(chain: string, tokens: Hex[]) {
  const read = chainReader(devnet, chain);
  return [await read.native(holder()), ...(await Promise.all(tokens.map((t) => read.erc20(t, holder()))))];
}

describe('EVM balance reads', () => {
  it('finds Multicall3 at its canonical address with its published runtime code', async () => {
    const code = await chainReader(devnet, 'polygon').client.getCode({ address: MULTICALL3_CANONICAL });
    expect(code && keccak256(code)).toBe(MULTICALL3_CODE_HASH);
  });

  it('reads the native coin and every token, with their metadata, in one request', async () => {
    const tokens = [devnet.contracts.erc20, devnet.contracts.erc20Usd];
    const eth = await adapterVia('base');
    const before = requestsTo('base').length;
    const balances = await eth.getBalances(holder(), { tokens });
    const sent = requestsTo('base').slice(before);
    expect(sent).toHaveLength(1);
    // One aggregate3 call (selector 0x82ad56cb) to Multicall3: 1 + 2 balances + 2 × 3 metadata calls.
    expect(sent[0]!.json()).toMatchObject({
      method: 'eth_call',
      params: [{ to: MULTICALL3_CANONICAL, data: expect.stringMatching(/^0x82ad56cb/) }, 'latest'],
    });
    expect(balances.map((b) => b.state)).toEqual(['fresh', 'fresh', 'fresh']);
    expect(balances.map((b) => b.amount)).toEqual(await expected('base', tokens));
    expect(balances.map((b) => [b.symbol, b.decimals])).toEqual([
      ['ETH', 18],
      ['KTT', 18],
      ['TUSD', 6],
    ]);
  });

  it("reads a token's name, symbol and decimals in one request", async () => {
    const adapter = await adapterVia('avalanche');
    const before = requestsTo('avalanche').length;
    expect(await adapter.getTokenInfo!(devnet.contracts.erc20Usd)).toEqual({
      name: 'Test USD',
      symbol: 'TUSD',
      decimals: 6,
    });
    expect(requestsTo('avalanche').length - before).toBe(1);
  });

  it('gives a failing token its own provider error and reads the others', async () => {
    const { erc20, erc1155 } = devnet.contracts;
    const noCode = devnet.accounts[7]!.address;
    const adapter = await adapterVia('linea');
    const before = requestsTo('linea').length;
    // ERC-1155 has no balanceOf(address): the sub-call reverts. An account without code answers nothing.
    const [native, good, reverting, empty] = await adapter.getBalances(holder(), {
      tokens: [erc20, erc1155, noCode],
    });
    expect(requestsTo('linea').length - before).toBe(1);
    expect([native!.state, good!.state]).toEqual(['fresh', 'fresh']);
    expect(good!.amount).toBe((await expected('linea', [erc20]))[1]);
    expect(reverting).toMatchObject({ state: 'unavailable', amount: 0n });
    expect(reverting!.error).toMatch(/call to 0x[0-9a-fA-F]{40} reverted/);
    expect(empty).toMatchObject({ state: 'unavailable', amount: 0n });
    expect(empty!.error).toMatch(/balanceOf of 0x[0-9a-fA-F]{40}: not an ERC-20 answer/);
  });

  it('falls back to one JSON-RPC batch where the chain has no Multicall3', async () => {
    const tokens = [devnet.contracts.erc20, devnet.contracts.erc20Usd];
    await chainReader(devnet, 'gnosis').client.request({
      method: 'hardhat_setCode' as 'eth_chainId',
      params: [MULTICALL3_CANONICAL, '0x'] as unknown as undefined,
    });
    const adapter = await adapterVia('gnosis');
    const before = requestsTo('gnosis').length;
    const first = await adapter.getBalances(holder(), { tokens });
    const firstSent = requestsTo('gnosis').slice(before);
    // The empty answer of aggregate3 tells there is no Multicall3; then one batch.
    expect(firstSent.map((r) => Array.isArray(r.json()))).toEqual([false, true]);
    expect(firstSent[1]!.json<{ method: string }[]>().map((c) => c.method)).toEqual([
      'eth_getBalance',
      'eth_call',
      'eth_call',
      ...Array(6).fill('eth_call'),
    ]);
    expect(first.map((b) => b.amount)).toEqual(await expected('gnosis', tokens));
    expect(first.map((b) => b.symbol)).toEqual(['xDAI', 'KTT', 'TUSD']);
    // Remembered: the next refresh is one batch (metadata known: native + 2 balances).
    const mark = requestsTo('gnosis').length;
    const again = await adapter.getBalances(holder(), { tokens });
    const againSent = requestsTo('gnosis').slice(mark);
    expect(againSent).toHaveLength(1);
    expect(againSent[0]!.json()).toHaveLength(3);
    expect(again.map((b) => b.amount)).toEqual(first.map((b) => b.amount));

    // A long list goes in batches of at most 50 calls, sent at once.
    const many = Array<Hex>(60).fill(devnet.contracts.erc20);
    const mark2 = requestsTo('gnosis').length;
    const long = await adapter.getBalances(holder(), { tokens: many });
    expect(
      requestsTo('gnosis')
        .slice(mark2)
        .map((r) => r.json<unknown[]>().length),
    ).toEqual([50, 11]);
    expect(new Set(long.slice(1).map((b) => b.amount))).toEqual(new Set([first[1]!.amount]));
  });

  it('reads one call at a time from a node that refuses batches', async () => {
    const tokens = [devnet.contracts.erc20Usd];
    await chainReader(devnet, 'fantom').client.request({
      method: 'hardhat_setCode' as 'eth_chainId',
      params: [MULTICALL3_CANONICAL, '0x'] as unknown as undefined,
    });
    refusesBatches.add('/fantom');
    const adapter = await adapterVia('fantom');
    const balances = await adapter.getBalances(holder(), { tokens });
    expect(balances.map((b) => b.state)).toEqual(['fresh', 'fresh']);
    expect(balances.map((b) => b.amount)).toEqual(await expected('fantom', tokens));
    const mark = requestsTo('fantom').length;
    await adapter.getBalances(holder(), { tokens });
    // native + one token, metadata known: two single requests, no array.
    expect(
      requestsTo('fantom')
        .slice(mark)
        .map((r) => Array.isArray(r.json())),
    ).toEqual([false, false]);
  });
});
