/**
 * Viction's scan API pages by `offset` (limit 20): the history cursor is the next page's number,
 * sent as offset (page - 1) × 20; the first page keeps the spec's call (account, limit, sort).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { createAdapter } from './index';

const ME = '0x9aa99c23f67c81701c772b106b4f83f6e858dd2e';
const OTHER = '0x4bd5900cb274ef15b153066d736bf3e83a9ba44e';
const TOTAL = 25;
const hashOf = (i: number) => `0x${i.toString(16).padStart(64, '0')}`;

let server: LocalServer;
beforeAll(async () => {
  // 25 transactions, newest first, served 20 at a time from `offset`.
  server = await startLocalServer((req, res) => {
    if (req.path !== '/api/transaction/list') return sendJson(res, { error: 'not found' }, 404);
    const offset = Number(req.query.get('offset') ?? 0);
    const limit = Number(req.query.get('limit'));
    const data = Array.from({ length: TOTAL }, (_, i) => ({
      hash: hashOf(TOTAL - i),
      from: ME,
      to: OTHER,
      value: String(TOTAL - i),
      timestamp: 1_700_000_000 + (TOTAL - i) * 60,
      status: 'success',
    })).slice(offset, offset + limit);
    return sendJson(res, { data, total: TOTAL });
  });
});
afterAll(() => server.close());

describe('viction history pages', () => {
  it('reads every row once across pages: cursor 2 is offset 20, the last page has no cursor', async () => {
    const vic = await createAdapter('viction', {
      network: 'mainnet',
      explorerApis: [server.url],
      rpc: [`${server.url}/no-rpc`],
    });
    const first = await vic.getHistory(ME);
    expect(first.error).toBeUndefined();
    expect(first.items).toHaveLength(20);
    expect(first.cursor).toBe('2');
    const firstQuery = server.requests.find((r) => r.path === '/api/transaction/list')!.query;
    expect(firstQuery.has('offset')).toBe(false);

    const second = await vic.getHistory(ME, { cursor: first.cursor });
    expect(second.items).toHaveLength(5);
    expect(second.cursor).toBeUndefined();
    expect(server.requests.at(-1)!.query.get('offset')).toBe('20');

    const amounts = [...first.items, ...second.items].map((r) => Number(r.amount));
    expect(amounts).toEqual(Array.from({ length: TOTAL }, (_, i) => TOTAL - i));
  });

  it('refuses a malformed cursor without asking the explorer', async () => {
    const vic = await createAdapter('viction', { network: 'mainnet', explorerApis: [server.url] });
    const before = server.requests.length;
    for (const cursor of ['0', '-1', 'abc', '2.5']) {
      expect(await vic.getHistory(ME, { cursor })).toEqual({ items: [], error: 'Invalid history cursor' });
    }
    expect(server.requests.length).toBe(before);
  });
});
