/**
 * The Stellar provider layer against local servers answering in Horizon's recorded shapes:
 * endpoints in order with fallback past HTTP errors, malformed answers and timeouts (30 s by
 * default); a malformed answer everywhere is a provider fault (balance unavailable, never a fresh
 * zero; history empty with its error), never a crash; 404 is "no such account"; POST /transactions
 * is form-encoded with tx as base64; confirmation with timeoutMs 0 throws when no Horizon answers.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdapterConfig } from '../../adapter-types';
import { deadUrl, sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { family } from './index';
import { createContext } from './logic/context';
import { TIMEOUT_MS } from './logic/rules';
import { signerFromSeed } from './logic/signer';

const ALICE = signerFromSeed(new Uint8Array(32).fill(1));
const BOB = signerFromSeed(new Uint8Array(32).fill(2)).address;
const HASH = 'ab'.repeat(32);

const account = (id: string, xlm = '100.0000000') => ({
  _links: { self: { href: `/accounts/${id}` } },
  id,
  account_id: id,
  sequence: '4294967296',
  subentry_count: 0,
  thresholds: { low_threshold: 0, med_threshold: 0, high_threshold: 0 },
  balances: [
    { balance: xlm, buying_liabilities: '0.0000000', selling_liabilities: '0.0000000', asset_type: 'native' },
  ],
  num_sponsoring: 0,
  num_sponsored: 0,
});
const FEE_STATS = {
  last_ledger: '100',
  last_ledger_base_fee: '100',
  ledger_capacity_usage: '0.5',
  fee_charged: { max: '300', min: '100', mode: '100', p50: '150' },
  max_fee: { max: '1000', min: '100', mode: '100', p50: '200' },
};
const NOT_FOUND = {
  type: 'https://stellar.org/horizon-errors/not_found',
  title: 'Resource Missing',
  status: 404,
};

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.useRealTimers();
});

async function serve(handler: (path: string, res: ServerResponse, body: string) => void) {
  const s = await startLocalServer((req, res) => handler(req.path, res, req.body));
  servers.push(s);
  return s;
}

const adapterOn = (rpc: string[], extra: Partial<AdapterConfig> = {}) =>
  family.createAdapter(getChain('stellar'), { network: 'mainnet', rpc, ...extra });

describe('Stellar Horizon providers', () => {
  it('tries endpoints in order, past an HTTP error, a malformed answer and a timeout', async () => {
    const broken = await serve((_p, res) => sendJson(res, { error: 'down' }, 500));
    const malformed = await serve((_p, res) => sendJson(res, { ...account(ALICE.address), sequence: -1 }));
    const slow = await serve(() => undefined); // never answers
    const good = await serve((_p, res) => sendJson(res, account(ALICE.address, '12.3456789')));
    const adapter = adapterOn([broken.url, malformed.url, slow.url, good.url], { timeouts: { rpcMs: 300 } });
    const [xlm] = await adapter.getBalances(ALICE.address);
    expect(xlm).toMatchObject({ amount: 123_456_789n, state: 'fresh' });
    for (const s of [broken, malformed, slow, good])
      expect(s.requests.map((r) => r.path)).toEqual([`/accounts/${ALICE.address}`]);
  });

  it('a malformed answer everywhere is a fault: balance unavailable (not a fresh zero), history empty with its error', async () => {
    const a = await serve((_p, res) => sendJson(res, { balances: 'lots' }));
    const b = await serve((_p, res) => sendJson(res, { _embedded: { records: [{ hash: 'nope' }] } }));
    const adapter = adapterOn([a.url, b.url]);
    const [xlm] = await adapter.getBalances(ALICE.address);
    expect(xlm).toMatchObject({ amount: 0n, state: 'unavailable' });
    expect(xlm!.error).toMatch(/all 2 provider\(s\) failed: http:\/\/127\.0\.0\.1:\d+ \(malformed/);
    const page = await adapter.getHistory(ALICE.address);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/malformed: unexpected answer shape/);
    // A fee estimate without valid fee stats fails; it never prices a transfer at zero.
    await expect(adapter.prepareTransfer({ from: ALICE.address, to: BOB, amount: 1n })).rejects.toThrow(
      /all 2 provider\(s\) failed/,
    );
  });

  it('an unknown account (404 problem) holds nothing yet: a fresh zero, an empty history', async () => {
    const s = await serve((_p, res) => sendJson(res, NOT_FOUND, 404));
    const adapter = adapterOn([s.url]);
    expect((await adapter.getBalances(ALICE.address))[0]).toMatchObject({ amount: 0n, state: 'fresh' });
    expect(await adapter.getHistory(ALICE.address)).toEqual({ items: [] });
    expect(s.requests[1]?.path).toBe(`/accounts/${ALICE.address}/transactions`);
    expect(Object.fromEntries(s.requests[1]!.query)).toEqual({
      limit: '20',
      order: 'desc',
      include_failed: 'true',
    });
  });

  it('waits 30 s for an answer by default, then falls back', async () => {
    expect(TIMEOUT_MS).toBe(30_000);
    vi.useFakeTimers();
    const calls: string[] = [];
    const hang = (url: string) => {
      calls.push(url);
      return new Promise<Response>(() => undefined);
    };
    const ctx = createContext(getChain('stellar'), {
      network: 'mainnet',
      rpc: ['http://a.test', 'http://b.test'],
      fetch: hang,
    });
    const read = ctx.horizon.feeStats().catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toEqual(['http://a.test/fee_stats']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['http://a.test/fee_stats', 'http://b.test/fee_stats']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(String(await read)).toMatch(
      /fee stats: all 2 provider\(s\) failed.*timeout: no answer within 30000 ms/,
    );
  });

  it('posts the envelope form-encoded with tx as base64, to every endpoint, and keeps the result for confirmation', async () => {
    let hash = '';
    const horizon = (path: string, res: ServerResponse, body: string) => {
      if (path === `/accounts/${ALICE.address}`) return sendJson(res, account(ALICE.address));
      if (path === `/accounts/${BOB}`) return sendJson(res, account(BOB));
      if (path === '/fee_stats') return sendJson(res, FEE_STATS);
      if (path === '/transactions') {
        const tx = new URLSearchParams(body).get('tx');
        expect(tx).toMatch(/^[A-Za-z0-9+/]+=*$/);
        return sendJson(res, { hash, ledger: 7, successful: true, envelope_xdr: tx });
      }
      sendJson(res, NOT_FOUND, 404);
    };
    const [a, b] = [await serve(horizon), await serve(horizon)];
    const adapter = adapterOn([a.url, b.url]);
    const prepared = await adapter.prepareTransfer({ from: ALICE.address, to: BOB, amount: 5n });
    // Normal is the last ledger's base fee; Recommended the median fee charged when higher.
    expect(prepared.options).toEqual([
      { title: 'Normal', price: 100n },
      { title: 'Recommended', price: 150n },
    ]);
    expect(prepared.fee).toBe(150n);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), ALICE);
    hash = signed.hash;
    expect(await adapter.broadcast(signed)).toEqual({ hash });
    // Every endpoint gets it (the first answer wins; the other may still be on its way).
    await vi.waitFor(() => expect(b.requests.some((r) => r.method === 'POST')).toBe(true));
    for (const s of [a, b]) {
      const post = s.requests.find((r) => r.method === 'POST')!;
      expect(post.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(new URLSearchParams(post.body).get('tx')).toBe(signed.raw);
    }
    const before = a.requests.length + b.requests.length;
    expect(await adapter.waitForConfirmation(hash, { timeoutMs: 0 })).toEqual({
      hash,
      success: true,
      blockNumber: 7n,
    });
    expect(a.requests.length + b.requests.length).toBe(before);
  });

  it('one confirmation check with timeoutMs 0: pending when no ledger holds it, a throw when no Horizon answers', async () => {
    const s = await serve((_p, res) => sendJson(res, NOT_FOUND, 404));
    expect(await adapterOn([s.url]).waitForConfirmation(HASH, { timeoutMs: 0 })).toBe('pending');
    await expect(adapterOn([await deadUrl()]).waitForConfirmation(HASH, { timeoutMs: 0 })).rejects.toThrow(
      /transaction (ab){32}: all 1 provider\(s\) failed/,
    );
  });
});
