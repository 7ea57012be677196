/**
 * History through each explorer API of spec §7, against a local server answering in the shapes
 * the providers document (Etherscan V2 "Accounts" txlist/tokentx; Blockscout RPC /api and
 * REST /api/v2; OKLink v5 explorer address lists; Viction scan /api/transaction/list), including
 * their error forms. Expected rows are written out by hand from spec §3.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryRow, PendingEntry } from '../../adapter-types';
import { sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { createAdapter } from './index';

const ME = '0x9aa99c23f67c81701c772b106b4f83f6e858dd2e';
const OTHER = '0x4bd5900cb274ef15b153066d736bf3e83a9ba44e';
const HASH1 = '0xc52783ad354aecc04c670047754f062e3d6d04e8f5b24774472651f9c3882c60';
const HASH2 = '0x2b3a1d9c1e4d3f04a6f0e9b2c1b7c1f6e5d4c3b2a1908f7e6d5c4b3a29180706';
const TOKEN = '0xdac17f958d2ee523a2206206994597c13d831ec7';

let server: LocalServer;
beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const q = req.query;
    if (req.path === '/limited/api')
      return sendJson(res, { status: '0', message: 'NOTOK', result: 'Max rate limit reached' });
    if (req.path === '/v2/api' || req.path === '/blockscout/api') {
      if (q.get('action') === 'txlist') {
        return sendJson(res, {
          status: '1',
          message: 'OK',
          result: [
            {
              blockNumber: '14923678',
              timeStamp: '1654646411',
              hash: HASH1,
              nonce: '1',
              from: ME,
              to: OTHER,
              value: '1000000000000000',
              gas: '21000',
              gasPrice: '83924748773',
              isError: '0',
              txreceipt_status: '1',
              input: '0x',
              contractAddress: '',
              confirmations: '3397',
            },
            {
              blockNumber: '14923600',
              timeStamp: '1654646000',
              hash: HASH2,
              nonce: '0',
              from: ME,
              to: OTHER,
              value: '5',
              gas: '21000',
              gasPrice: '83924748773',
              isError: '1',
              txreceipt_status: '0',
              input: '0x',
              contractAddress: '',
              confirmations: '3475',
            },
          ],
        });
      }
      if (q.get('action') === 'tokentx') {
        return sendJson(res, {
          status: '1',
          message: 'OK',
          result: [
            {
              blockNumber: '1',
              timeStamp: '1654646411',
              hash: HASH1,
              nonce: '1',
              from: OTHER,
              to: ME,
              value: '2500000',
              contractAddress: TOKEN,
              tokenName: 'Tether USD',
              tokenSymbol: 'USDT',
              tokenDecimal: '6',
              confirmations: '15',
            },
            {
              blockNumber: '2',
              timeStamp: '1654646412',
              hash: HASH2,
              nonce: '2',
              from: OTHER,
              to: ME,
              value: '1',
              contractAddress: TOKEN,
              tokenName: 'Tether USD',
              tokenSymbol: 'USDT',
              tokenDecimal: '6',
              confirmations: '14',
            },
          ],
        });
      }
    }
    if (req.path === '/api/transaction/list') {
      return sendJson(res, {
        data: [
          {
            hash: HASH1,
            blockNumber: 10,
            from: ME,
            to: OTHER,
            value: '7',
            timestamp: 1654646411,
            status: 'success',
            nonce: 3,
          },
        ],
        total: 1,
      });
    }
    if (req.path === '/api/tokentx/list') {
      return sendJson(res, {
        data: [{ transactionHash: HASH2, from: OTHER, to: ME, value: '9', timestamp: 1654646411 }],
        total: 1,
      });
    }
    if (req.path === `/api/v2/addresses/${ME}/transactions`) {
      return sendJson(res, {
        items: [
          {
            hash: HASH1,
            from: { hash: ME },
            to: { hash: OTHER },
            value: '11',
            status: 'ok',
            result: 'success',
            timestamp: '2022-06-07T23:33:31.000000Z',
            nonce: 4,
          },
          {
            hash: HASH2,
            from: { hash: ME },
            to: null,
            value: '0',
            status: 'error',
            result: 'Reverted',
            timestamp: '2022-06-07T23:33:32.000000Z',
            nonce: 5,
          },
        ],
        next_page_params: null,
      });
    }
    if (req.path === '/oklink/api/v5/explorer/address/normal-transaction-list') {
      if (req.headers['ok-access-key'] !== 'test-key')
        return sendJson(res, { code: '50111', msg: 'Invalid OK-ACCESS-KEY', data: [] });
      return sendJson(res, {
        code: '0',
        msg: '',
        data: [
          {
            page: '1',
            limit: '20',
            totalPage: '1',
            transactionList: [
              {
                txId: HASH1,
                methodId: '',
                nonce: '6',
                height: '100',
                transactionTime: '1654646411000',
                from: ME,
                to: OTHER,
                isFromContract: false,
                isToContract: false,
                amount: '0.25',
                symbol: 'ETHW',
                txFee: '0.000021',
                state: 'success',
                transactionType: '0',
              },
            ],
          },
        ],
      });
    }
    return sendJson(res, { message: 'not found' }, 404);
  });
});
afterAll(() => server.close());

const row = (over: Record<string, string>): HistoryRow => ({
  amount: '',
  link: '',
  url: '',
  status: 'SUCCESS',
  date: '',
  from: ME,
  to: OTHER,
  ...over,
  totalCourse: '0$',
});

describe('EVM history through the explorers', () => {
  it('etherscan V2: txlist with chainid, rows in the spec shape, status 0 falls back', async () => {
    const eth = await createAdapter('ethereum', {
      network: 'mainnet',
      explorerApis: [`${server.url}/limited/api`, `${server.url}/v2/api`],
      timeouts: { explorerMs: 500 },
    });
    const page = await eth.getHistory(ME);
    expect(page.items).toEqual([
      row({
        amount: '1000000000000000',
        link: '0xc52783ad354...',
        url: `https://etherscan.io/tx/${HASH1}`,
        date: '2022-06-08T00:00:11.000Z',
      }),
      row({
        amount: '5',
        link: '0x2b3a1d9c1e4...',
        url: `https://etherscan.io/tx/${HASH2}`,
        status: 'FAIL',
        date: '2022-06-07T23:53:20.000Z',
      }),
    ]);
    const q = server.requests.find((r) => r.path === '/v2/api')!.query;
    expect(Object.fromEntries(q)).toEqual({
      chainid: '1',
      module: 'account',
      action: 'txlist',
      address: ME,
      startblock: '0',
      endblock: '99999999',
      page: '1',
      offset: '20',
      sort: 'desc',
    });
  });

  it('token transfers are SUCCESS past 14 confirmations, PENDING at 14; blockscout /api for polygon', async () => {
    const bsc = await createAdapter('binance_smart_chain', {
      network: 'mainnet',
      explorerApis: [`${server.url}/v2/api`],
    });
    const tokens = await bsc.getHistory(ME, { asset: { kind: 'token', contract: TOKEN } });
    expect(tokens.items.map((r) => [r.amount, r.status, r.from, r.to])).toEqual([
      ['2500000', 'SUCCESS', OTHER, ME],
      ['1', 'PENDING', OTHER, ME],
    ]);
    const q = server.requests.find((r) => r.query.get('action') === 'tokentx')!.query;
    expect(q.get('contractaddress')).toBe(TOKEN);
    expect(q.get('chainid')).toBe('56');
    const polygon = await createAdapter('polygon', {
      network: 'mainnet',
      explorerApis: [`${server.url}/blockscout`],
    });
    const page = await polygon.getHistory(ME);
    expect(page.items[0]!.url).toBe(`https://polygonscan.com/tx/${HASH1}`);
    const bq = server.requests.find((r) => r.path === '/blockscout/api')!.query;
    expect(bq.get('chainid')).toBeNull();
  });

  it('merges stored pending entries first and drops those whose nonce the history shows', async () => {
    const eth = await createAdapter('ethereum', {
      network: 'mainnet',
      explorerApis: [`${server.url}/v2/api`],
    });
    const pending = (nonce: number, hash: string): PendingEntry => ({
      ...row({
        amount: '1',
        link: `${hash.slice(0, 13)}...`,
        url: `https://etherscan.io/tx/${hash}`,
        status: 'PENDING',
        date: '2026-01-01T00:00:00.000Z',
      }),
      extraPendingTransactionData: { txHash: hash, nonce, data: '0x', value: '1', from: ME, to: OTHER },
    });
    const fresh = `0x${'77'.repeat(32)}`;
    const page = await eth.getHistory(ME, {
      pending: [pending(2, fresh), pending(1, `0x${'66'.repeat(32)}`)],
    });
    expect(page.items).toHaveLength(3);
    expect(page.items[0]).toEqual(
      row({
        amount: '1',
        link: '0x77777777777...',
        url: `https://etherscan.io/tx/${fresh}`,
        status: 'PENDING',
        date: '2026-01-01T00:00:00.000Z',
      }),
    );
  });

  it('viction scan API: native and token lists (token confirmations fixed at 20)', async () => {
    const vic = await createAdapter('viction', {
      network: 'mainnet',
      explorerApis: [server.url],
      rpc: [`${server.url}/no-rpc`],
    });
    const page = await vic.getHistory(ME);
    expect(page.items).toEqual([
      row({
        amount: '7',
        link: '0xc52783ad354...',
        url: `https://vicscan.xyz/tx/${HASH1}`,
        date: '2022-06-08T00:00:11.000Z',
      }),
    ]);
    const q = server.requests.find((r) => r.path === '/api/transaction/list')!.query;
    expect(Object.fromEntries(q)).toEqual({ account: ME, limit: '20', sort: 'desc' });
    const tokens = await vic.getHistory(ME, { asset: { kind: 'token', contract: TOKEN } });
    expect(tokens.items).toEqual([
      row({
        amount: '9',
        link: '0x2b3a1d9c1e4...',
        url: `https://vicscan.xyz/tx/${HASH2}`,
        from: OTHER,
        to: ME,
        date: '2022-06-08T00:00:11.000Z',
      }),
    ]);
    const tq = server.requests.find((r) => r.path === '/api/tokentx/list')!.query;
    expect(tq.get('tokenAddress')).toBe(TOKEN);
  });

  it('ethereum classic: Blockscout /api/v2 items', async () => {
    const etc = await createAdapter('ethereum_classic', { network: 'mainnet', explorerApis: [server.url] });
    const page = await etc.getHistory(ME);
    expect(page.items).toEqual([
      row({
        amount: '11',
        link: '0xc52783ad354...',
        url: `https://etc.blockscout.com/tx/${HASH1}`,
        date: '2022-06-07T23:33:31.000Z',
      }),
      row({
        amount: '0',
        link: '0x2b3a1d9c1e4...',
        url: `https://etc.blockscout.com/tx/${HASH2}`,
        status: 'FAIL',
        to: '',
        date: '2022-06-07T23:33:32.000Z',
      }),
    ]);
  });

  it('ethereum pow: OKLink v5 with its key header; whole-coin amounts become wei; a bad key falls to an error', async () => {
    const ethw = await createAdapter('ethereum_pow', {
      network: 'mainnet',
      explorerApis: [`${server.url}/oklink`],
      apiKeys: { oklink: 'test-key' },
    });
    const page = await ethw.getHistory(ME);
    expect(page.items).toEqual([
      row({
        amount: '250000000000000000',
        link: '0xc52783ad354...',
        url: `https://www.oklink.com/ethw/tx/${HASH1}`,
        date: '2022-06-08T00:00:11.000Z',
      }),
    ]);
    const q = server.requests.find((r) => r.path.endsWith('normal-transaction-list'))!.query;
    expect(Object.fromEntries(q)).toEqual({ chainShortName: 'ETHW', address: ME, limit: '20' });
    const noKey = await createAdapter('ethereum_pow', {
      network: 'mainnet',
      explorerApis: [`${server.url}/oklink`],
      apiKeys: { oklink: 'wrong' },
    });
    const failed = await noKey.getHistory(ME);
    expect(failed.items).toEqual([]);
    expect(failed.error).toContain('Invalid OK-ACCESS-KEY');
  });
});
