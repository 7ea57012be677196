/**
 * The EVM adapter behind faulty providers (local servers on 127.0.0.1): balances still come from
 * the next endpoint; when every endpoint fails the last known balance is shown stale with the
 * error, and an address never read shows 0 marked unavailable — never a false zero presented as real.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BalanceBook } from '../../net/balances';
import { deadUrl, sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { createAdapter } from './index';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
let server: LocalServer;
let dead: string;
let up = true;

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    if (!up) return sendJson(res, 'maintenance', 503);
    const call = req.json<{ id: number; method: string }>();
    const ok = (result: unknown) => sendJson(res, { jsonrpc: '2.0', id: call.id, result });
    switch (req.path) {
      case '/slow':
        await new Promise((r) => setTimeout(r, 1000));
        return ok('0x1');
      case '/malformed':
        return sendJson(res, '<html>502 Bad Gateway</html>');
      case '/wrong':
        return ok({ balance: 5 });
      case '/gas-only':
        if (call.method === 'eth_gasPrice') return ok('0x3b9aca00');
        return sendJson(res, 'bad gateway', 502);
      case '/good':
        if (call.method === 'eth_getBalance') return ok('0xde0b6b3a7640000'); // 1 ETH
        return sendJson(res, {
          jsonrpc: '2.0',
          id: call.id,
          error: { code: -32601, message: 'method not found' },
        });
      default:
        return sendJson(res, 'no', 404);
    }
  });
  dead = await deadUrl();
});
afterAll(() => server.close());

describe('EVM balances with failing providers', () => {
  it('first endpoint down, slow, malformed or wrongly shaped: the answer comes from the next', async () => {
    const eth = await createAdapter('ethereum', {
      network: 'mainnet',
      rpc: [
        dead,
        `${server.url}/slow`,
        `${server.url}/malformed`,
        `${server.url}/wrong`,
        `${server.url}/good`,
      ],
      timeouts: { rpcMs: 200 },
    });
    await eth.getBalances(ADDRESS); // loads the family's modules
    const started = Date.now();
    const [native] = await eth.getBalances(ADDRESS);
    expect(native).toMatchObject({ amount: 10n ** 18n, state: 'fresh', symbol: 'ETH', decimals: 18 });
    // The slow endpoint costs its injected 200 ms timeout, not the real 45 s.
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('all down: a clear error, the last balance kept as stale, unknown ones unavailable', async () => {
    const book = new BalanceBook();
    const eth = await createAdapter('ethereum', {
      network: 'mainnet',
      rpc: [`${server.url}/good`, `${dead}/v3/MYSECRETKEY`],
      timeouts: { rpcMs: 200 },
      balanceBook: book,
    });
    expect((await eth.getBalances(ADDRESS))[0]).toMatchObject({ amount: 10n ** 18n, state: 'fresh' });
    up = false;
    try {
      const [stale] = await eth.getBalances(ADDRESS);
      expect(stale).toMatchObject({ amount: 10n ** 18n, state: 'stale' });
      expect(stale!.error).toMatch(/eth_getBalance: all 2 provider\(s\) failed/);
      expect(stale!.error).toContain('HTTP 503');
      expect(stale!.error).not.toContain('MYSECRETKEY');
      const [never] = await eth.getBalances('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
      expect(never).toMatchObject({ amount: 0n, state: 'unavailable' });
      await expect(eth.prepareTransfer({ from: ADDRESS, to: ADDRESS, amount: 1n })).rejects.toThrow(
        'Fee data not available',
      );
    } finally {
      up = true;
    }
  });

  it("no nonce from any node: 'Not found node'", async () => {
    const eth = await createAdapter('ethereum', {
      network: 'mainnet',
      rpc: [`${server.url}/gas-only`],
      timeouts: { rpcMs: 200 },
    });
    await expect(eth.prepareTransfer({ from: ADDRESS, to: ADDRESS, amount: 1n })).rejects.toThrow(
      'Not found node',
    );
  });
});
