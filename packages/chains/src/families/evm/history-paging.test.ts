/**
 * History paging through the explorer's cursor (issue #17 item 2): a local server answering as
 * Etherscan V2's "Accounts" txlist documents it (page and offset; an empty result past the end,
 * status "0" "No transactions found") and as OKLink v5's address list (page, limit 20).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingEntry } from '../../adapter-types';
import { sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { createAdapter } from './index';

const ME = '0x9aa99c23f67c81701c772b106b4f83f6e858dd2e';
const OTHER = '0x4bd5900cb274ef15b153066d736bf3e83a9ba44e';
const TOTAL = 45;
const hashOf = (i: number) => `0x${i.toString(16).padStart(64, '0')}`;
/** Newest first: row i has nonce TOTAL - 1 - i. */
const rows = Array.from({ length: TOTAL }, (_, i) => ({
  blockNumber: String(1000 - i),
  timeStamp: String(1_700_000_000 - i * 60),
  hash: hashOf(i + 1),
  nonce: String(TOTAL - 1 - i),
  from: ME,
  to: OTHER,
  value: String(i + 1),
  gas: '21000',
  gasPrice: '1000000000',
  isError: '0',
  txreceipt_status: '1',
  input: '0x',
  contractAddress: '',
  confirmations: String(100 + i),
}));

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const page = Number(req.query.get('page') ?? '1');
    if (req.path === '/v2/api') {
      const offset = Number(req.query.get('offset'));
      const slice = rows.slice((page - 1) * offset, page * offset);
      if (slice.length === 0)
        return sendJson(res, { status: '0', message: 'No transactions found', result: [] });
      return sendJson(res, { status: '1', message: 'OK', result: slice });
    }
    if (req.path === '/api/v5/explorer/address/normal-transaction-list') {
      const limit = Number(req.query.get('limit'));
      const slice = rows.slice((page - 1) * limit, page * limit).map((r) => ({
        txId: r.hash,
        nonce: r.nonce,
        transactionTime: `${r.timeStamp}000`,
        from: r.from,
        to: r.to,
        amount: '1',
        state: 'success',
      }));
      return sendJson(res, {
        code: '0',
        msg: '',
        data: [{ page: String(page), limit: String(limit), totalPage: '3', transactionList: slice }],
      });
    }
    // Blockscout REST v2 (ethereum_classic): keyset paging, next_page_params echoed back as the query.
    if (req.path === `/api/v2/addresses/${ME}/transactions`) {
      const from = Number(req.query.get('index') ?? '0');
      const slice = rows.slice(from, from + 20);
      const next =
        from + 20 < rows.length
          ? { block_number: 1000 - from - 20, index: from + 20, items_count: from + 20 }
          : null;
      return sendJson(res, {
        items: slice.map((r) => ({
          hash: r.hash,
          from: { hash: r.from },
          to: { hash: r.to },
          value: r.value,
          status: 'ok',
          timestamp: new Date(Number(r.timeStamp) * 1000).toISOString(),
          nonce: Number(r.nonce),
        })),
        next_page_params: next,
      });
    }
    return sendJson(res, { message: 'not found' }, 404);
  });
});
afterAll(() => server.close());

const pending: PendingEntry = {
  amount: '7',
  link: '0xaaaaaaaaaaa...',
  url: `https://etherscan.io/tx/0x${'a'.repeat(64)}`,
  status: 'PENDING',
  date: '2026-01-01T00:00:00.000Z',
  from: ME,
  to: OTHER,
  totalCourse: '0$',
  extraPendingTransactionData: {
    txHash: `0x${'a'.repeat(64)}`,
    nonce: TOTAL,
    value: '7',
    from: ME,
    to: OTHER,
  },
};

describe('EVM history paging', () => {
  it('pages Etherscan V2 by its cursor, 20 rows a page, pending entries on the first page only', async () => {
    const eth = await createAdapter('ethereum', {
      network: 'mainnet',
      explorerApis: [`${server.url}/v2/api`],
    });
    const first = await eth.getHistory(ME, { pending: [pending] });
    expect(first.items).toHaveLength(21);
    expect(first.items[0]!.status).toBe('PENDING');
    expect(first.cursor).toBe('2');
    const second = await eth.getHistory(ME, { cursor: first.cursor!, pending: [pending] });
    expect(second.items.map((r) => r.amount)).toEqual(rows.slice(20, 40).map((r) => r.value));
    expect(second.cursor).toBe('3');
    const third = await eth.getHistory(ME, { cursor: second.cursor! });
    expect(third.items.map((r) => r.amount)).toEqual(['41', '42', '43', '44', '45']);
    expect(third.cursor).toBeUndefined();
    const asked = server.requests
      .filter((r) => r.path === '/v2/api')
      .map((r) => [r.query.get('page'), r.query.get('offset')]);
    expect(asked).toEqual([
      ['1', '20'],
      ['2', '20'],
      ['3', '20'],
    ]);
  });

  it('an exact multiple of 20 ends with an empty page, not an error', async () => {
    const eth = await createAdapter('ethereum', {
      network: 'mainnet',
      explorerApis: [`${server.url}/v2/api`],
    });
    // Page 3 of 20 holds 5 rows; page 4 holds none: the explorer's "No transactions found".
    const past = await eth.getHistory(ME, { cursor: '4' });
    expect(past).toEqual({ items: [] });
  });

  it('refuses a cursor that is not a page number, without a request', async () => {
    const eth = await createAdapter('ethereum', {
      network: 'mainnet',
      explorerApis: [`${server.url}/v2/api`],
    });
    const before = server.requests.length;
    expect(await eth.getHistory(ME, { cursor: '0; drop' })).toEqual({
      items: [],
      error: 'Invalid history cursor',
    });
    expect(server.requests.length).toBe(before);
  });

  it('pages Blockscout v2 by its next_page_params (ethereum_classic), sent back as the query', async () => {
    const etc = await createAdapter('ethereum_classic', { network: 'mainnet', explorerApis: [server.url] });
    const first = await etc.getHistory(ME, { pending: [pending] });
    expect(first.items[0]!.status).toBe('PENDING');
    expect(first.items.slice(1).map((r) => r.amount)).toEqual(rows.slice(0, 20).map((r) => r.value));
    expect(first.cursor).toBe('k:block_number=980&index=20&items_count=20');
    const second = await etc.getHistory(ME, { cursor: first.cursor!, pending: [pending] });
    expect(second.items.map((r) => r.amount)).toEqual(rows.slice(20, 40).map((r) => r.value));
    const third = await etc.getHistory(ME, { cursor: second.cursor! });
    expect(third.items.map((r) => r.amount)).toEqual(['41', '42', '43', '44', '45']);
    expect(third.cursor).toBeUndefined();
    const asked = server.requests
      .filter((r) => r.path.startsWith('/api/v2/'))
      .map((r) => [r.query.get('index'), r.query.get('limit'), r.query.get('sort')]);
    expect(asked).toEqual([
      [null, '20', 'desc'],
      ['20', '20', 'desc'],
      ['40', '20', 'desc'],
    ]);
    expect((await etc.getHistory(ME, { cursor: 'k:a b' })).error).toBe('Invalid history cursor');
  });

  it('pages OKLink by its page parameter (ethereum_pow)', async () => {
    const ethw = await createAdapter('ethereum_pow', {
      network: 'mainnet',
      explorerApis: [server.url],
      apiKeys: { oklink: 'k' },
    });
    const first = await ethw.getHistory(ME);
    expect(first.cursor).toBe('2');
    const second = await ethw.getHistory(ME, { cursor: '2' });
    expect(second.items.map((r) => r.url.split('/tx/')[1])).toEqual(rows.slice(20, 40).map((r) => r.hash));
    const asked = server.requests.filter((r) => r.path.startsWith('/api/v5')).map((r) => r.query.get('page'));
    expect(asked).toEqual([null, '2']);
  });
});
