/**
 * The provider layer under fault injection, against local HTTP servers on 127.0.0.1: fallback on
 * error, timeout, malformed JSON and explorer status 0; broadcast semantics of spec §7; and the
 * BalanceBook's stale/unavailable readings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BalanceBook } from './balances';
import { broadcastToAll } from './broadcast';
import { AllProvidersFailedError, ProviderError, RpcAnswerError } from './errors';
import { etherscanEnvelope, unwrapEtherscan } from './explorer';
import { requestJson } from './http';
import { jsonRpc } from './jsonrpc';
import { firstAnswer } from './pool';
import { deadUrl, sendJson, startLocalServer, type LocalServer } from './testing/local-server';

let server: LocalServer;
let dead: string;
const http = { fetch: (u: string, i?: RequestInit) => fetch(u, i), timeoutMs: 300 };

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    switch (req.path) {
      case '/good':
        return sendJson(res, { jsonrpc: '2.0', id: 1, result: '0x2a' });
      case '/slow':
        await new Promise((r) => setTimeout(r, 3000));
        return sendJson(res, { jsonrpc: '2.0', id: 1, result: '0x1' });
      case '/not-json':
        return sendJson(res, '{"jsonrpc":"2.0","id":1,"result":');
      case '/wrong-shape':
        return sendJson(res, { jsonrpc: '2.0', id: 1, result: 12 });
      case '/http-500':
        return sendJson(res, 'oops', 500);
      case '/revert':
        return sendJson(res, { jsonrpc: '2.0', id: 1, error: { code: 3, message: 'execution reverted' } });
      case '/status0':
        return sendJson(res, { status: '0', message: 'NOTOK', result: 'Max rate limit reached' });
      case '/status1':
        return sendJson(res, { status: '1', message: 'OK', result: [{ hash: '0x1' }] });
      case '/empty':
        return sendJson(res, { status: '0', message: 'No transactions found', result: [] });
      default:
        return sendJson(res, 'not found', 404);
    }
  });
  dead = await deadUrl();
});
afterAll(() => server.close());

const hexQty = z.string().regex(/^0x[0-9a-f]+$/);
const rpcRead = (url: string) => jsonRpc(url, 'eth_blockNumber', [], hexQty, http);

describe('reads fall back to the next provider', () => {
  it.each([
    ['down', () => dead],
    ['slower than its timeout', () => `${server.url}/slow`],
    ['malformed JSON', () => `${server.url}/not-json`],
    ['a result of the wrong shape', () => `${server.url}/wrong-shape`],
    ['HTTP 500', () => `${server.url}/http-500`],
  ])('first endpoint %s', async (_label, first) => {
    const started = Date.now();
    const answer = await firstAnswer('eth_blockNumber', [first(), `${server.url}/good`], rpcRead);
    expect(answer).toBe('0x2a');
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('explorer status 0 throws its result text and falls to the next provider', async () => {
    const read = async (url: string) =>
      unwrapEtherscan(url, await requestJson(url, {}, etherscanEnvelope, http));
    await expect(read(`${server.url}/status0`)).rejects.toThrow('Max rate limit reached');
    expect(await firstAnswer('txlist', [`${server.url}/status0`, `${server.url}/status1`], read)).toEqual([
      { hash: '0x1' },
    ]);
    expect(await read(`${server.url}/empty`)).toEqual([]);
  });

  it('all down: one error listing each provider, hosts only (no paths or keys)', async () => {
    const secretPath = `${dead}/v3/SECRETKEY123?apikey=SECRET`;
    const err = await firstAnswer(
      'eth_blockNumber',
      [secretPath, `${server.url}/slow`, `${server.url}/not-json`],
      rpcRead,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AllProvidersFailedError);
    const agg = err as AllProvidersFailedError;
    expect(agg.errors).toHaveLength(3);
    expect(agg.failures.map((f) => f.kind)).toEqual(['network', 'timeout', 'malformed']);
    expect(agg.message).not.toMatch(/SECRET/);
    expect(agg.message).toContain('eth_blockNumber: all 3 provider(s) failed');
  });

  it('a JSON-RPC error answer is an answer, not a fault, when the caller says so', async () => {
    const err = await firstAnswer('eth_call', [`${server.url}/revert`, `${server.url}/good`], rpcRead, {
      isAnswer: (e) => e instanceof RpcAnswerError,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RpcAnswerError);
  });
});

describe('broadcast goes to every endpoint; the first hash wins', () => {
  const H = '0xexpected';
  const sender = (answers: Record<string, () => Promise<string>>) => (e: string) => answers[e]!();
  const delay = <T>(ms: number, f: () => T) => new Promise<T>((r) => setTimeout(() => r(f()), ms));

  it('the first success wins even when another endpoint fails', async () => {
    const r = await broadcastToAll(
      'send',
      ['a', 'b', 'c'],
      sender({
        a: () => Promise.reject(new Error('boom')),
        b: () => delay(50, () => '0xslow'),
        c: () => delay(5, () => '0xfast'),
      }),
      H,
    );
    expect(r).toEqual({ hash: '0xfast' });
  });

  it("'already known' and 'ALREADY_EXISTS' are success with the existing hash", async () => {
    for (const msg of ['already known', 'rpc error: ALREADY_EXISTS: tx already in mempool']) {
      const r = await broadcastToAll(
        'send',
        ['a', 'b'],
        sender({
          a: () => Promise.reject(new Error(msg)),
          b: () => Promise.reject(new Error('nonce too low')),
        }),
        H,
      );
      expect(r).toEqual({ hash: H });
    }
  });

  it("'missing response for request' counts as likely submitted", async () => {
    const r = await broadcastToAll(
      'send',
      ['a', 'b'],
      sender({
        a: () => Promise.reject(new Error('missing response for request')),
        b: () => Promise.reject(new Error('timeout')),
      }),
      H,
    );
    expect(r).toEqual({ hash: H, likelySubmitted: true });
  });

  it('fails only when all fail, listing each', async () => {
    const err = await broadcastToAll(
      'send',
      ['http://a.example/key', 'http://b.example'],
      sender({
        'http://a.example/key': () =>
          Promise.reject(new ProviderError('http://a.example', 'rejected', 'nonce too low')),
        'http://b.example': () => Promise.reject(new Error('connection refused')),
      }),
      H,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AllProvidersFailedError);
    expect((err as AllProvidersFailedError).failures.map((f) => f.message)).toEqual([
      'nonce too low',
      'connection refused',
    ]);
  });
});

describe('BalanceBook', () => {
  it('keeps the last known balance, marked stale with the error; with none known, 0 marked unavailable', async () => {
    const book = new BalanceBook(() => 1000);
    const k = BalanceBook.key('ethereum', '0xAbC');
    const fail = () => Promise.reject(new Error('all providers failed'));
    expect(await book.read(k, fail)).toEqual({
      amount: 0n,
      state: 'unavailable',
      error: 'all providers failed',
    });
    expect(await book.read(k, async () => 5n)).toEqual({ amount: 5n, state: 'fresh', asOf: 1000 });
    expect(await book.read(k, fail)).toEqual({
      amount: 5n,
      state: 'stale',
      asOf: 1000,
      error: 'all providers failed',
    });
    const copy = new BalanceBook();
    copy.restore(book.snapshot());
    expect((await copy.read(BalanceBook.key('ethereum', '0xabc'), fail)).amount).toBe(5n);
  });
});
