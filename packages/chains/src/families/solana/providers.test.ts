/**
 * The provider layer on Solana: endpoints in order with fallback; an answer that fails its zod
 * shape is a provider fault (never a crash, never a zero balance); the 30 s default timeouts;
 * waitForConfirmation with timeoutMs 0 checks once and throws when no provider answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { EXPLORER_TIMEOUT_MS, NODE_TIMEOUT_MS } from '../../net/timeouts';
import { createContext } from './logic/context';
import { createAdapter } from './index';
import { getChain } from '../../registry/index';

const OWNER = '2gVkYWexTHR5Hb2aLeQN3tnngvWzisFKXDUPrgMHpdST';
let good: LocalServer;
let malformed: LocalServer;
let broken: LocalServer;
const calls: string[] = [];
beforeAll(async () => {
  [good, malformed, broken] = await Promise.all([
    startLocalServer((req, res) => {
      const body = req.json() as { id: number; method: string };
      calls.push(`good:${body.method}`);
      const result =
        body.method === 'getBalance'
          ? { context: { slot: 1 }, value: 42 }
          : body.method === 'getSignatureStatuses'
            ? { context: { slot: 1 }, value: [null] }
            : null;
      sendJson(res, { jsonrpc: '2.0', id: body.id, result });
    }),
    startLocalServer((req, res) => {
      const body = req.json() as { id: number; method: string };
      calls.push(`malformed:${body.method}`);
      // A balance as text and a negative slot: not the shape of a Solana answer.
      sendJson(res, { jsonrpc: '2.0', id: body.id, result: { context: { slot: -1 }, value: '42' } });
    }),
    startLocalServer((_req, res) => {
      calls.push('broken');
      res.writeHead(502).end('bad gateway');
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([good?.close(), malformed?.close(), broken?.close()]);
});

describe('solana providers', () => {
  it('falls back in order past an HTTP error and a malformed answer to the first good one', async () => {
    calls.length = 0;
    const adapter = createAdapter('solana', {
      network: 'mainnet',
      rpc: [broken.url, malformed.url, good.url],
    });
    const [native] = await adapter.getBalances(OWNER);
    expect(native).toMatchObject({ amount: 42n, state: 'fresh' });
    expect(calls).toEqual(['broken', 'malformed:getBalance', 'good:getBalance']);
  });

  it('a malformed answer from every provider is a fault: unavailable, never a fresh zero', async () => {
    const adapter = createAdapter('solana', { network: 'mainnet', rpc: [malformed.url] });
    const [native] = await adapter.getBalances(OWNER);
    expect(native!.state).toBe('unavailable');
    expect(native!.error).toMatch(/malformed: unexpected getBalance result/);
    const page = await adapter.getHistory(OWNER);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/all 1 provider\(s\) failed/);
  });

  it('confirmation: timeoutMs 0 checks once; unreachable providers throw, never pending', async () => {
    const ok = createAdapter('solana', { network: 'mainnet', rpc: [good.url] });
    calls.length = 0;
    expect(await ok.waitForConfirmation('1'.repeat(64), { timeoutMs: 0 })).toBe('pending');
    expect(calls).toEqual(['good:getSignatureStatuses']);
    const down = createAdapter('solana', { network: 'mainnet', rpc: [broken.url] });
    await expect(down.waitForConfirmation('1'.repeat(64), { timeoutMs: 0 })).rejects.toThrow(
      /provider\(s\) failed/,
    );
    expect(ok.confirmPolicy).toEqual({ intervalMs: 3000, tries: 5 });
  });

  it('uses the 30 s timeouts of spec §7 unless configured', () => {
    const ctx = createContext(getChain('solana'), { network: 'mainnet' });
    expect(NODE_TIMEOUT_MS).toBe(30_000);
    expect(EXPLORER_TIMEOUT_MS).toBe(30_000);
    expect(ctx.apiTimeoutMs).toBe(30_000);
  });

  it('a provider slower than the timeout is a fault, and the next one answers', async () => {
    const slow = await startLocalServer(() => undefined);
    try {
      const adapter = createAdapter('solana', {
        network: 'mainnet',
        rpc: [slow.url, good.url],
        timeouts: { rpcMs: 200 },
      });
      const [native] = await adapter.getBalances(OWNER);
      expect(native).toMatchObject({ amount: 42n, state: 'fresh' });
    } finally {
      await slow.close();
    }
  });
});
