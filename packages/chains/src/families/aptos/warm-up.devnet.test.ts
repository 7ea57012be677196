/**
 * AdapterConfig.warmHistory on the devnet's Aptos node and indexer (devnet/src/aptos), every
 * request counted by the adapter's fetch: the balance refresh asks, beside the balance, the
 * history page's own indexer query and reads its versions from the node (logic/warm-up.ts), so
 * the page then costs the indexer's one request; a page asked while those reads are in flight
 * joins them; a failed or malformed warm-up changes nothing the user sees; with the flag off a
 * refresh is the one balance request it always was.
 */
import { startAptosDevnet, type AptosDevnet } from '@kestrel/devnet';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdapterConfig, ChainAdapter, HistoryRow } from '../../adapter-types';
import type { FetchLike } from '../../net/http';
import { getChain } from '../../registry/index';
import { family } from './index';
import { aptosSigner } from './logic/signer';

const APT = 100_000_000n;
const BY_VERSION = /^\/v1\/transactions\/by_version\/\d+$/;

let devnet: AptosDevnet;
beforeAll(async () => {
  devnet = await startAptosDevnet({ port: 0, infoFile: false });
});
afterAll(() => devnet?.stop());
afterEach(() => vi.restoreAllMocks());

/** A fresh account with three faucet transfers (1, 2 and 3 APT): three versions in its history. */
let next = 20;
function fundedHolder(): string {
  const holder = aptosSigner(Uint8Array.from({ length: 32 }, (_, i) => (i === 31 ? next : 9))).address;
  next += 1;
  for (const apt of [1n, 2n, 3n]) devnet.fund(holder, apt * APT);
  return holder;
}

interface Options {
  /** Holds by_version answers until `release` (the reads stay in flight). */
  holdVersions?: boolean;
  /** Answers the balance only once the indexer was asked (the warm-up starts beside it, not after). */
  viewAfterIndexer?: boolean;
  /** Replaces an answer (a fault of the provider): null keeps the real one. */
  alter?: (path: string, nth: number) => Response | null;
}

/** The adapter's fetch, recording each request's path (and graphql bodies) as sent and as answered. */
function recorder(o: Options = {}) {
  const sent: string[] = [];
  const answered: string[] = [];
  const graphqlBodies: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const fetchImpl: FetchLike = async (input, init) => {
    const path = new URL(input).pathname;
    const nth = sent.filter((p) => p === path || (BY_VERSION.test(p) && BY_VERSION.test(path))).length;
    sent.push(path);
    if (path === '/v1/graphql') graphqlBodies.push(String(init?.body));
    if (o.holdVersions && BY_VERSION.test(path)) await gate;
    if (o.viewAfterIndexer && path === '/v1/view')
      await vi.waitFor(() => expect(sent).toContain('/v1/graphql'), { timeout: 5_000 });
    const res = o.alter?.(path, nth) ?? (await fetch(input, init));
    const text = await res.text();
    answered.push(path);
    return new Response(text, { status: res.status });
  };
  const count = (list: string[]) => ({
    view: list.filter((p) => p === '/v1/view').length,
    graphql: list.filter((p) => p === '/v1/graphql').length,
    byVersion: list.filter((p) => BY_VERSION.test(p)).length,
  });
  return { sent, answered, graphqlBodies, release, fetch: fetchImpl, count };
}

function adapterWith(fetchImpl: FetchLike, warmHistory?: boolean): ChainAdapter {
  const config: AdapterConfig = {
    network: 'devnet',
    ...family.devnet!.adapterConfig({ rpc: devnet.rpcUrl }),
    fetch: fetchImpl,
    ...(warmHistory === undefined ? {} : { warmHistory }),
  };
  return family.createAdapter(getChain('aptos'), config);
}

/** The page a new adapter without the warm-up reads (the reference rows). */
async function coldPage(holder: string): Promise<HistoryRow[]> {
  const rec = recorder();
  const page = await adapterWith(rec.fetch).getHistory(holder);
  expect(page.error).toBeUndefined();
  expect(rec.count(rec.sent)).toEqual({ view: 0, graphql: 1, byVersion: 3 });
  return page.items;
}

/** Lets every pending promise job and timer of the warm-up run out (no request is outstanding). */
const settle = () => new Promise((r) => setTimeout(r, 100));

function watchSilence() {
  const rejections: unknown[] = [];
  const onRejection = (e: unknown) => rejections.push(e);
  process.on('unhandledRejection', onRejection);
  const logs = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
    vi.spyOn(console, m).mockImplementation(() => {}),
  );
  return {
    rejections,
    logged: () => logs.flatMap((l) => l.mock.calls),
    stop: () => process.off('unhandledRejection', onRejection),
  };
}

describe('Aptos warmHistory on the devnet node', () => {
  it("on: the balance is right; after the warm-up, a history page is ONE request (the indexer) with a cold page's rows", async () => {
    const holder = fundedHolder();
    const rec = recorder({ viewAfterIndexer: true });
    const adapter = adapterWith(rec.fetch, true);
    const [b] = await adapter.getBalances(holder);
    expect(b).toMatchObject({ amount: 6n * APT, state: 'fresh', symbol: 'APT' });
    expect(rec.sent.slice(0, 2).sort()).toEqual(['/v1/graphql', '/v1/view']);
    // The warm-up: the page's indexer query, then its three versions from the node, all at once.
    await vi.waitFor(() => expect(rec.count(rec.answered)).toEqual({ view: 1, graphql: 1, byVersion: 3 }));
    await settle();
    const before = rec.sent.length;
    const page = await adapter.getHistory(holder);
    expect(rec.sent.slice(before)).toEqual(['/v1/graphql']);
    expect(page.error).toBeUndefined();
    expect(page.items.map((r) => r.amount)).toEqual(['300000000', '200000000', '100000000']);
    expect(page.items).toEqual(await coldPage(holder));
    // The very query the page makes (same text, variables, long address).
    expect(rec.graphqlBodies).toHaveLength(2);
    expect(rec.graphqlBodies[0]).toBe(rec.graphqlBodies[1]);
    // A later refresh warms again: the indexer once more, no version read again.
    await adapter.getBalances(holder);
    await vi.waitFor(() => expect(rec.count(rec.answered)).toEqual({ view: 2, graphql: 3, byVersion: 3 }));
  });

  it('history asked right after the balance resolves (the warm-up reads in flight): no version is read twice', async () => {
    const holder = fundedHolder();
    const rec = recorder({ holdVersions: true });
    const adapter = adapterWith(rec.fetch, true);
    const [b] = await adapter.getBalances(holder);
    // The balance never waits for the warm-up: its reads are still held.
    expect(b).toMatchObject({ amount: 6n * APT, state: 'fresh' });
    expect(rec.count(rec.answered).byVersion).toBe(0);
    // A refresh while that warm-up runs does not start another.
    await vi.waitFor(() => expect(rec.count(rec.sent).byVersion).toBe(3));
    await adapter.getBalances(holder);
    await settle();
    expect(rec.count(rec.sent)).toEqual({ view: 2, graphql: 1, byVersion: 3 });
    const history = adapter.getHistory(holder);
    await vi.waitFor(() => {
      expect(rec.count(rec.answered).graphql).toBe(2);
      expect(rec.count(rec.sent).byVersion).toBe(3);
    });
    await settle(); // the page has its versions and has joined the reads in flight
    rec.release();
    const page = await history;
    expect(page.error).toBeUndefined();
    const reads = rec.sent.filter((p) => BY_VERSION.test(p));
    expect(reads).toHaveLength(3);
    expect(new Set(reads).size).toBe(3);
    expect(page.items).toEqual(await coldPage(holder));
  });

  it('the indexer answers garbage, then an error, during warm-ups: balances right, no throw, no rejection, nothing logged; the page reads what it needs', async () => {
    const holder = fundedHolder();
    const silence = watchSilence();
    const rec = recorder({
      alter: (path, nth) => {
        if (path !== '/v1/graphql' || nth > 1) return null;
        if (nth === 0)
          return Response.json({ data: { account_transactions: [{ transaction_version: 'twelve' }] } });
        return new Response('upstream down', { status: 502 });
      },
    });
    const adapter = adapterWith(rec.fetch, true);
    for (let i = 0; i < 2; i++) {
      const [b] = await adapter.getBalances(holder);
      expect(b).toMatchObject({ amount: 6n * APT, state: 'fresh' });
      await vi.waitFor(() => expect(rec.count(rec.answered).graphql).toBe(i + 1));
      await settle();
    }
    expect(rec.count(rec.sent)).toEqual({ view: 2, graphql: 2, byVersion: 0 });
    const page = await adapter.getHistory(holder);
    expect(page.error).toBeUndefined();
    expect(rec.count(rec.sent)).toEqual({ view: 2, graphql: 3, byVersion: 3 });
    expect(page.items).toEqual(await coldPage(holder));
    silence.stop();
    expect(silence.rejections).toEqual([]);
    expect(silence.logged()).toEqual([]);
  });

  it('the node answers garbage or an error for the warm-up reads: balance right, nothing thrown or logged; the page re-reads them itself', async () => {
    const holder = fundedHolder();
    const silence = watchSilence();
    const rec = recorder({
      alter: (path, nth) => {
        if (!BY_VERSION.test(path) || nth > 2) return null;
        if (nth === 0) return new Response('<html>bad gateway</html>', { status: 502 });
        if (nth === 1) return Response.json({ type: 'user_transaction', version: 'x' });
        return new Response('{"truncated', { status: 200 });
      },
    });
    const adapter = adapterWith(rec.fetch, true);
    const [b] = await adapter.getBalances(holder);
    expect(b).toMatchObject({ amount: 6n * APT, state: 'fresh' });
    await vi.waitFor(() => expect(rec.count(rec.answered).byVersion).toBe(3));
    await settle();
    const page = await adapter.getHistory(holder);
    expect(page.error).toBeUndefined();
    expect(rec.count(rec.sent)).toEqual({ view: 1, graphql: 2, byVersion: 6 });
    expect(page.items).toEqual(await coldPage(holder));
    silence.stop();
    expect(silence.rejections).toEqual([]);
    expect(silence.logged()).toEqual([]);
  });

  it('an unreachable indexer and node: the balance is unavailable as before (never 0), nothing thrown by the warm-up', async () => {
    const silence = watchSilence();
    const adapter = family.createAdapter(getChain('aptos'), {
      network: 'devnet',
      rpc: ['http://127.0.0.1:9/v1'],
      explorerApis: ['http://127.0.0.1:9/v1/graphql'],
      warmHistory: true,
    });
    const holder = fundedHolder();
    await expect(adapter.getBalances(holder)).resolves.toMatchObject([{ state: 'unavailable' }]);
    await settle();
    silence.stop();
    expect(silence.rejections).toEqual([]);
    expect(silence.logged()).toEqual([]);
  });

  it('off (the default, and false): a balance refresh is the one /view request, no indexer or by_version', async () => {
    const holder = fundedHolder();
    for (const warmHistory of [undefined, false]) {
      const rec = recorder();
      const adapter = adapterWith(rec.fetch, warmHistory);
      const [b] = await adapter.getBalances(holder);
      expect(b).toMatchObject({ amount: 6n * APT, state: 'fresh' });
      await settle();
      expect(rec.sent).toEqual(['/v1/view']);
    }
    // An invalid address is refused before any request, warm-up or not.
    const rec = recorder();
    await expect(adapterWith(rec.fetch, true).getBalances('0x10')).rejects.toThrow(/Invalid address/);
    await settle();
    expect(rec.sent).toEqual([]);
  });
});
