/**
 * The history warm-up (AdapterConfig.warmHistory) on litesvm behind the devnet's JSON-RPC
 * endpoint: a balance refresh carries the first history page's signatures in its own batch and
 * then reads the page's transactions in the background as one batch, so the history page that
 * follows is one request (its signatures) with the same rows as a cold adapter's. A page asked
 * while the warm-up reads joins it (no transaction read twice); a failed or malformed warm-up
 * answer changes nothing for the balance and the page reads what it needs itself. Off, a refresh
 * sends what it always did. Every HTTP request is recorded by the adapter's fetch.
 */
import type { SolanaDevnet } from '@kestrel/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { associatedTokenAddress } from './logic/instructions';
import { PROGRAM } from './logic/rules';
import { devnetAdapter, devnetSigner, freshSigner, rpc, startTestSolana, submit } from './testing/devnet';
import { recorder, transactionReads, type Sent, type Tamper } from './testing/recorder';

let devnet: SolanaDevnet;
let owner: string;
const mint = () => devnet.genesis.token.mint;
/** The owner's signatures: its 3 SOL transfers (a token transfer writes only its token account). */
const SOL_TXS = 3;
const unhandled: unknown[] = [];
const onUnhandled = (e: unknown) => unhandled.push(e);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  devnet = await startTestSolana();
  // A fresh owner with SOL and token history: 3 SOL transfers, 2 KUSD transfers.
  const sender = devnetAdapter(devnet, { tokenListApis: [] });
  const signer = await devnetSigner(devnet, 1);
  owner = freshSigner().address;
  for (const amount of [1_000_000n, 2_000_000n, 3_000_000n])
    await submit(sender, await sender.prepareTransfer({ from: signer.address, to: owner, amount }), signer);
  const asset = { kind: 'token' as const, contract: mint() };
  for (const amount of [5n, 7n])
    await submit(
      sender,
      await sender.prepareTransfer({ from: signer.address, to: owner, amount, asset }),
      signer,
    );
});
afterAll(() => {
  process.off('unhandledRejection', onUnhandled);
  return devnet?.stop();
});

async function soloBalance(address: string): Promise<bigint> {
  return BigInt((((await rpc(devnet, 'getBalance', [address])).result as { value: number }) ?? {}).value);
}

const coldHistory = (asset?: { kind: 'token'; contract: string }) =>
  devnetAdapter(devnet, { tokenListApis: [] }).getHistory(owner, asset ? { asset } : undefined);

const warmAdapter = (r: ReturnType<typeof recorder>) =>
  devnetAdapter(devnet, { tokenListApis: [], warmHistory: true, fetch: r.fetch });

describe('solana history warm-up', () => {
  it('off: a refresh sends what it always did, nothing for the history', async () => {
    const r = recorder();
    const adapter = devnetAdapter(devnet, { tokenListApis: [], fetch: r.fetch });
    await adapter.getBalances(owner);
    await adapter.getBalances(owner, { tokens: [mint()] });
    await r.idle();
    expect(r.methods()).toEqual([
      'getBalance',
      ['getBalance', 'getTokenAccountsByOwner', 'getTokenAccountsByOwner', 'getAccountInfo'],
    ]);
  });

  it('on: the signatures ride in the balance batch, the transactions follow as one batch, the page is one request', async () => {
    const r = recorder();
    const adapter = warmAdapter(r);
    const [sol] = await adapter.getBalances(owner);
    expect(sol).toMatchObject({ state: 'fresh', amount: await soloBalance(owner) });
    await r.idle();
    const cold = await coldHistory();
    expect(cold.items.map((i) => i.amount)).toEqual(['3000000', '2000000', '1000000']);
    expect(r.methods()).toEqual([
      ['getBalance', 'getSignaturesForAddress'],
      Array(SOL_TXS).fill('getTransaction'),
    ]);

    r.log.length = 0;
    const page = await adapter.getHistory(owner);
    expect(r.methods()).toEqual(['getSignaturesForAddress']);
    expect(page).toEqual(cold);
  });

  it('asks the same signatures call as the page; a page asked right after the refresh reads nothing twice', async () => {
    const r = recorder();
    const adapter = warmAdapter(r);
    await adapter.getBalances(owner);
    const page = await adapter.getHistory(owner);
    await r.idle();
    expect(page).toEqual(await coldHistory());
    const [warm, alone] = r.log.filter((s) => s.calls.some((c) => c.method === 'getSignaturesForAddress'));
    expect(warm!.calls[1]!.params).toEqual(alone!.calls[0]!.params);
    expect([...transactionReads(r.log).values()]).toEqual(Array(SOL_TXS).fill(1));
  });

  it('a page asked while the warm-up batch is in flight joins it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const r = recorder({ hold: (s) => (s.calls[0]!.method === 'getTransaction' ? held : undefined) });
    const adapter = warmAdapter(r);
    await adapter.getBalances(owner);
    const pending = adapter.getHistory(owner);
    // The warm-up's batch is held until the page has its signatures and has had time to read.
    while (r.log.filter((s) => !s.batch).length === 0) await new Promise((res) => setTimeout(res, 10));
    await new Promise((res) => setTimeout(res, 100));
    release();
    const page = await pending;
    expect(page).toEqual(await coldHistory());
    expect(r.methods()).toEqual([
      ['getBalance', 'getSignaturesForAddress'],
      Array(SOL_TXS).fill('getTransaction'),
      'getSignaturesForAddress',
    ]);
  });

  it('tokens: a mint whose program is known adds its account’s signatures to the same batch', async () => {
    const r = recorder();
    const adapter = warmAdapter(r);
    const asset = { kind: 'token' as const, contract: mint() };
    await adapter.getBalances(owner, { tokens: [mint()] });
    await r.idle();
    r.log.length = 0;
    // The mint was read by the first refresh: now its program is known, no round trip added.
    const [, kusd] = await adapter.getBalances(owner, { tokens: [mint()] });
    expect(kusd).toMatchObject({ state: 'fresh', amount: 12n });
    await r.idle();
    expect(r.methods()[0]).toEqual([
      'getBalance',
      'getTokenAccountsByOwner',
      'getTokenAccountsByOwner',
      'getSignaturesForAddress',
      'getSignaturesForAddress',
    ]);
    expect(r.log[0]!.calls[4]!.params[0]).toBe(associatedTokenAddress(owner, mint(), PROGRAM.token));

    r.log.length = 0;
    const page = await adapter.getHistory(owner, { asset });
    expect(r.methods()).toEqual(['getSignaturesForAddress']);
    expect(page).toEqual(await coldHistory(asset));
    expect(page.items.map((i) => i.amount)).toEqual(['7', '5']);
  });

  it('tokens: a mint the token list knows is still read in the refresh batch, so the next refresh readies it', async () => {
    const r = recorder();
    const adapter = devnetAdapter(devnet, { warmHistory: true, fetch: r.fetch });
    const listed = await adapter.getTokenInfo(mint());
    expect(listed.symbol).toBe('KUSD');
    r.log.length = 0;
    await adapter.getBalances(owner, { tokens: [mint()] });
    await adapter.getBalances(owner, { tokens: [mint()] });
    await r.idle();
    const batches = r.methods().filter((m) => Array.isArray(m) && m[0] === 'getBalance');
    expect(batches).toEqual([
      [
        'getBalance',
        'getTokenAccountsByOwner',
        'getTokenAccountsByOwner',
        'getAccountInfo',
        'getSignaturesForAddress',
      ],
      [
        'getBalance',
        'getTokenAccountsByOwner',
        'getTokenAccountsByOwner',
        'getSignaturesForAddress',
        'getSignaturesForAddress',
      ],
    ]);
  });

  it('a page that joined a warm-up batch that then fails reads the transactions itself, in one batch', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    const isWarmBatch = (s: Sent) => s.batch && s.calls[0]!.method === 'getTransaction' && first;
    const r = recorder({
      hold: (s) => (isWarmBatch(s) ? held : undefined),
      tamper: (s, a) => (isWarmBatch(s) ? ((first = false), new Response('oops', { status: 500 })) : a),
    });
    const adapter = warmAdapter(r);
    const [sol] = await adapter.getBalances(owner);
    expect(sol).toMatchObject({ state: 'fresh', amount: await soloBalance(owner) });
    const pending = adapter.getHistory(owner);
    while (r.log.filter((s) => !s.batch).length === 0) await new Promise((res) => setTimeout(res, 10));
    await new Promise((res) => setTimeout(res, 100));
    release();
    expect(await pending).toEqual(await coldHistory());
    expect(r.methods()).toEqual([
      ['getBalance', 'getSignaturesForAddress'],
      Array(SOL_TXS).fill('getTransaction'),
      'getSignaturesForAddress',
      Array(SOL_TXS).fill('getTransaction'),
    ]);
    expect(unhandled).toEqual([]);
  });

  const entry = (sent: Sent, answer: unknown, method: string, rewrite: (e: object) => object) => {
    const ids = new Set(sent.calls.filter((c) => c.method === method).map((c) => c.id));
    return Array.isArray(answer)
      ? answer.map((e: { id?: unknown }) => (ids.has(e.id) ? rewrite(e) : e))
      : answer;
  };
  /** Rewrites the first all-getTransaction batch only (the warm-up's). */
  const firstTransactionBatch = (rewrite: (answer: unknown, sent: Sent) => unknown): Tamper => {
    let done = false;
    return (sent, answer) => {
      if (done || !sent.batch || sent.calls[0]!.method !== 'getTransaction') return answer;
      done = true;
      return rewrite(answer, sent);
    };
  };
  const faults: [string, Tamper][] = [
    [
      'a malformed signatures entry',
      (s, a) =>
        entry(s, a, 'getSignaturesForAddress', (e) => ({ ...e, result: [{ signature: 'not base58!' }] })),
    ],
    [
      'an error in the signatures entry',
      (s, a) =>
        entry(s, a, 'getSignaturesForAddress', (e) => ({
          jsonrpc: '2.0',
          id: (e as { id: unknown }).id,
          error: { code: -32005, message: 'node is behind' },
        })),
    ],
    [
      'an HTTP 500 for the transactions batch',
      firstTransactionBatch(() => new Response('oops', { status: 500 })),
    ],
    [
      'malformed transactions in the batch',
      firstTransactionBatch((a, s) => entry(s, a, 'getTransaction', (e) => ({ ...e, result: { slot: -1 } }))),
    ],
  ];

  it.each(faults)(
    '%s: the balance is right, nothing thrown, the page reads what it needs',
    async (_, tamper) => {
      const r = recorder({ tamper });
      const adapter = warmAdapter(r);
      const [sol] = await adapter.getBalances(owner);
      expect(sol).toMatchObject({ state: 'fresh', amount: await soloBalance(owner) });
      await r.idle();
      r.log.length = 0;
      const page = await adapter.getHistory(owner);
      expect(page).toEqual(await coldHistory());
      expect(r.methods()).toEqual(['getSignaturesForAddress', Array(SOL_TXS).fill('getTransaction')]);
      await new Promise((res) => setTimeout(res, 20));
      expect(unhandled).toEqual([]);
    },
  );
});
