/**
 * A history refresh reads the signatures and only the transactions not seen yet: finalized ones
 * are read once per adapter (logic/finalized.ts), so a refresh with nothing new costs one call.
 * The missing ones go as one JSON-RPC batch (one call each from a node that refuses batches).
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FinalizedTransactions } from './logic/finalized';
import type { ParsedTransaction } from './network/schemas';
import { devnetAdapter, devnetSigner, freshSigner, startTestSolana, submit } from './testing/devnet';

let devnet: SolanaDevnet;
beforeAll(async () => {
  devnet = await startTestSolana();
});
afterAll(() => devnet?.stop());

/** The JSON-RPC methods the adapter sent, in order (a batch counts each call). */
function countingFetch(methods: string[]): typeof fetch {
  return async (input, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { method?: string } | { method?: string }[];
    for (const call of Array.isArray(body) ? body : [body]) if (call.method) methods.push(call.method);
    return fetch(input, init);
  };
}

describe('solana history refresh', () => {
  it('reads each finalized transaction once, then only the new ones', async () => {
    const methods: string[] = [];
    const adapter = devnetAdapter(devnet, { fetch: countingFetch(methods) });
    const signer = await devnetSigner(devnet, 1);
    const to = freshSigner().address;
    for (const amount of [1_000_000n, 2_000_000n])
      await submit(adapter, await adapter.prepareTransfer({ from: signer.address, to, amount }), signer);

    methods.length = 0;
    const first = await adapter.getHistory(to);
    expect(first.items.map((r) => r.amount)).toEqual(['2000000', '1000000']);
    expect(methods.filter((m) => m === 'getTransaction')).toHaveLength(2);

    methods.length = 0;
    const again = await adapter.getHistory(to);
    expect(again.items).toEqual(first.items);
    expect(methods).toEqual(['getSignaturesForAddress']);

    await submit(
      adapter,
      await adapter.prepareTransfer({ from: signer.address, to, amount: 3_000_000n }),
      signer,
    );
    methods.length = 0;
    const third = await adapter.getHistory(to);
    expect(third.items.map((r) => r.amount)).toEqual(['3000000', '2000000', '1000000']);
    expect(methods.filter((m) => m === 'getTransaction')).toHaveLength(1);
  });
});

describe('solana history page reads', () => {
  it('reads the missing transactions as one batch, or one call each from a node that refuses batches', async () => {
    const signer = await devnetSigner(devnet, 2);
    const to = freshSigner().address;
    const sender = devnetAdapter(devnet);
    for (const amount of [4_000_000n, 5_000_000n])
      await submit(sender, await sender.prepareTransfer({ from: signer.address, to, amount }), signer);
    const requests: (string | string[])[] = [];
    const recording =
      (refuse: boolean): typeof fetch =>
      async (input, init) => {
        const body = JSON.parse(String(init?.body ?? '{}')) as { method: string } | { method: string }[];
        requests.push(Array.isArray(body) ? body.map((c) => c.method) : body.method);
        if (refuse && Array.isArray(body))
          return new Response('{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"no batches"}}');
        return fetch(input, init);
      };
    const batched = await devnetAdapter(devnet, { fetch: recording(false) }).getHistory(to);
    expect(requests).toEqual(['getSignaturesForAddress', ['getTransaction', 'getTransaction']]);
    requests.length = 0;
    const refused = await devnetAdapter(devnet, { fetch: recording(true) }).getHistory(to);
    expect(requests).toEqual([
      'getSignaturesForAddress',
      ['getTransaction', 'getTransaction'],
      'getTransaction',
      'getTransaction',
    ]);
    expect(refused).toEqual(batched);
    expect(batched.items.map((r) => r.amount)).toEqual(['5000000', '4000000']);
  });
});

describe('FinalizedTransactions', () => {
  const tx = (sig: string) => ({ transaction: { signatures: [sig] } }) as unknown as ParsedTransaction;

  it('keeps finalized transactions only, at most max, the oldest dropped first', async () => {
    const kept = new FinalizedTransactions(2);
    let reads = 0;
    const read = async (sig: string) => (reads++, tx(sig));
    await kept.get({ signature: 'a', finalized: false }, read);
    await kept.get({ signature: 'a', finalized: false }, read);
    expect(reads).toBe(2);
    for (const s of ['b', 'c', 'd']) await kept.get({ signature: s, finalized: true }, read);
    expect(kept.size).toBe(2);
    reads = 0;
    await kept.get({ signature: 'd', finalized: true }, read);
    expect(reads).toBe(0);
    await kept.get({ signature: 'b', finalized: true }, read);
    expect(reads).toBe(1);
  });

  it('never keeps a missing transaction', async () => {
    const kept = new FinalizedTransactions();
    await kept.get({ signature: 'x', finalized: true }, async () => null);
    expect(kept.size).toBe(0);
  });

  it('shares reads in flight: a joiner reads nothing, and reads itself when the shared read fails', async () => {
    const kept = new FinalizedTransactions();
    const asked: string[][] = [];
    let fail!: (e: Error) => void;
    const slow = new Promise<ParsedTransaction>((_, reject) => (fail = reject));
    const first = kept.getMany(
      [
        { signature: 'a', finalized: true },
        { signature: 'b', finalized: false },
      ],
      (sigs) => (asked.push(sigs), [Promise.resolve(tx('a')), slow]),
    );
    const read = (sigs: string[]) => (asked.push(sigs), sigs.map(async (s) => tx(s)));
    const joined = kept.getMany(
      [
        { signature: 'a', finalized: true },
        { signature: 'b', finalized: false },
        { signature: 'c', finalized: true },
      ],
      read,
    );
    expect(asked).toEqual([['a', 'b'], ['c']]);
    fail(new Error('batch entry missing'));
    await expect(first[1]).rejects.toThrow('batch entry missing');
    const got = await Promise.all(joined);
    expect(got.map((t) => t?.transaction.signatures[0])).toEqual(['a', 'b', 'c']);
    expect(asked).toEqual([['a', 'b'], ['c'], ['b']]);
    // a and c are finalized and kept; b is not and is read again.
    asked.length = 0;
    await Promise.all(
      kept.getMany(
        ['a', 'b', 'c'].map((signature) => ({ signature, finalized: true })),
        read,
      ),
    );
    expect(asked).toEqual([['b']]);
  });

  it('prefetch reads only what is neither kept nor in flight, once, and never rejects', async () => {
    const kept = new FinalizedTransactions();
    const asked: string[][] = [];
    const read = (sigs: string[]) => (asked.push(sigs), sigs.map(async (s) => tx(s)));
    await kept.get({ signature: 'a', finalized: true }, async (s) => tx(s));
    kept.prefetch(
      ['a', 'b', 'b', 'c'].map((signature) => ({ signature, finalized: true })),
      (sigs) => (asked.push(sigs), sigs.map(() => Promise.reject(new Error('no answer')))),
    );
    expect(asked).toEqual([['b', 'c']]);
    const got = await Promise.all(
      kept.getMany(
        ['b', 'c'].map((signature) => ({ signature, finalized: true })),
        read,
      ),
    );
    expect(got.map((t) => t?.transaction.signatures[0])).toEqual(['b', 'c']);
    // The failed batch's entries are read again together.
    expect(asked).toEqual([
      ['b', 'c'],
      ['b', 'c'],
    ]);
  });
});
