/**
 * A Solana balance refresh on litesvm in one JSON-RPC batch: the SOL balance, the owner's token
 * accounts of both token programs and the mint account (decimals) go in one HTTP request, with the
 * same amounts as reading each alone; the next refresh leaves the mint out (kept per adapter). A
 * node that refuses batches is read one call at a time, with the same result.
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devnetAdapter, devnetSigner, startTestSolana } from './testing/devnet';

let devnet: SolanaDevnet;
beforeAll(async () => {
  devnet = await startTestSolana();
});
afterAll(() => devnet?.stop());

const KUSD = 1_000_000n;

/** Each HTTP request's JSON-RPC methods (an array for a batch); `refuse` answers arrays as nodes without batches do. */
function countingFetch(requests: (string | string[])[], refuse = false): typeof fetch {
  return async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { method: string } | { method: string }[];
    requests.push(Array.isArray(body) ? body.map((c) => c.method) : body.method);
    if (refuse && Array.isArray(body)) {
      const error = {
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: 'batch requests not allowed' },
      };
      return new Response(JSON.stringify(error), { headers: { 'content-type': 'application/json' } });
    }
    return fetch(input, init);
  };
}

async function soloBalance(address: string): Promise<bigint> {
  const r = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  });
  return BigInt(((await r.json()) as { result: { value: number } }).result.value);
}

describe('solana balances in one batch', () => {
  it('reads SOL, both token programs and the mint in one request, then without the mint', async () => {
    const requests: (string | string[])[] = [];
    const adapter = devnetAdapter(devnet, { tokenListApis: [], fetch: countingFetch(requests) });
    const owner = (await devnetSigner(devnet, 1)).address;
    const mint = devnet.genesis.token.mint;
    const [sol, kusd] = await adapter.getBalances(owner, { tokens: [mint] });
    expect(requests).toEqual([
      ['getBalance', 'getTokenAccountsByOwner', 'getTokenAccountsByOwner', 'getAccountInfo'],
    ]);
    expect(sol).toMatchObject({ state: 'fresh', amount: await soloBalance(owner) });
    expect(kusd).toMatchObject({ state: 'fresh', amount: 1_000_000n * KUSD, decimals: 6 });

    requests.length = 0;
    const again = await adapter.getBalances(owner, { tokens: [mint] });
    expect(requests).toEqual([['getBalance', 'getTokenAccountsByOwner', 'getTokenAccountsByOwner']]);
    expect(again.map((b) => b.amount)).toEqual([sol!.amount, kusd!.amount]);
  });

  it('reads one call at a time from a node that refuses batches', async () => {
    const requests: (string | string[])[] = [];
    const adapter = devnetAdapter(devnet, { tokenListApis: [], fetch: countingFetch(requests, true) });
    const owner = (await devnetSigner(devnet, 2)).address;
    const mint = devnet.genesis.token.mint;
    const [sol, kusd] = await adapter.getBalances(owner, { tokens: [mint] });
    expect(sol).toMatchObject({ state: 'fresh', amount: await soloBalance(owner) });
    expect(kusd).toMatchObject({ state: 'fresh', amount: 1_000_000n * KUSD, decimals: 6 });
    expect(requests.filter((r) => !Array.isArray(r)).sort()).toEqual([
      'getAccountInfo',
      'getBalance',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
    ]);
  });

  it('with warmHistory, a node that refuses batches gets the balance alone and nothing for the history', async () => {
    const requests: (string | string[])[] = [];
    const adapter = devnetAdapter(devnet, { warmHistory: true, fetch: countingFetch(requests, true) });
    const owner = (await devnetSigner(devnet, 2)).address;
    const [sol] = await adapter.getBalances(owner);
    expect(sol).toMatchObject({ state: 'fresh', amount: await soloBalance(owner) });
    // The warm-up is best effort: it adds no request of its own to a node without batches.
    await new Promise((r) => setTimeout(r, 50));
    expect(requests).toEqual([['getBalance', 'getSignaturesForAddress'], 'getBalance']);
  });
});
