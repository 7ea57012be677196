/**
 * The Cosmos family's provider layer in the LCD's and Mintscan's documented shapes (a local fake
 * fetch, no network): endpoints in order with fallback past HTTP errors, malformed answers and
 * timeouts (30 s by default), {code 5} as "no such account / tx", node verdicts as answers,
 * THORChain's 600 ms send delay and history queries (limit 20, page 1, sender or recipient,
 * action send), Mintscan's take 20, and one confirmation check that throws when no node answers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedTx } from '../../adapter-types';
import { getChain } from '../../registry/index';
import { broadcast } from './logic/broadcast';
import { getBalances } from './logic/balance';
import { waitForConfirmation } from './logic/confirm';
import { createContext } from './logic/context';
import { sendErrorCode } from './logic/errors';
import { getHistory } from './logic/history';
import { prepareTransfer } from './logic/prepare';

const ME = 'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02';
const YOU = 'cosmos1zt50azupanqlfam5afhv3hexwyutnukeh4c573';
const THOR_ME = 'thor1z53wwe7md6cewz9sqwqzn0aavpaun0gw0exn2r';
const THOR_YOU = 'thor1e2ryt8asq4gu0h6z2sx9u7rfrykgxwkmr9upxn';
const HASH = '7E480FA163F6C6AFA17593F214C7BBC218F69AE3BC72366E39042AF381BFE105';

type Reply = { status?: number; body: unknown } | 'hang';
type Route = (url: URL, init?: RequestInit) => Reply | undefined;

function fakeFetch(route: Route) {
  const calls: string[] = [];
  const fetch = (input: string, init?: RequestInit) => {
    const url = new URL(input);
    calls.push(`${init?.method ?? 'GET'} ${url.host}${url.pathname}${url.search}`);
    const r = route(url, init) ?? { status: 501, body: { code: 12, message: 'Not Implemented' } };
    if (r === 'hang') return new Promise<Response>(() => {});
    return Promise.resolve(new Response(JSON.stringify(r.body), { status: r.status ?? 200 }));
  };
  return { fetch, calls };
}

const ctxOf = (
  chain: string,
  route: Route,
  o: { rpc?: string[]; sleep?: (ms: number) => Promise<void>; rpcMs?: number } = {},
) => {
  const f = fakeFetch(route);
  const ctx = createContext(
    getChain(chain),
    {
      network: 'mainnet',
      fetch: f.fetch,
      rpc: o.rpc ?? ['https://a.test', 'https://b.test', 'https://c.test'],
      explorerApis: ['https://mintscan.test'],
      ...(o.rpcMs ? { timeouts: { rpcMs: o.rpcMs } } : {}),
    },
    o.sleep ?? (() => Promise.resolve()),
  );
  return { ctx, calls: f.calls };
};

const txResponse = (
  hash: string,
  height: number,
  from: string,
  to: string,
  amount: string,
  denom: string,
  code = 0,
  type = '/cosmos.bank.v1beta1.MsgSend',
) => ({
  height: String(height),
  txhash: hash,
  code,
  timestamp: '2024-05-01T10:00:00Z',
  tx: {
    body: {
      messages: [{ '@type': type, from_address: from, to_address: to, amount: [{ denom, amount }] }],
      memo: '',
    },
  },
});

afterEach(() => vi.useRealTimers());

describe('reads in order with fallback', () => {
  it('falls back past an HTTP error and a malformed answer to the third endpoint', async () => {
    const { ctx, calls } = ctxOf('cosmos', (url) => {
      if (url.host === 'a.test') return { status: 500, body: { error: 'down' } };
      if (url.host === 'b.test') return { body: { balances: 'lots' } };
      return {
        body: {
          balances: [
            { denom: 'ibc/ABC', amount: '5' },
            { denom: 'uatom', amount: '1234567' },
          ],
          pagination: null,
        },
      };
    });
    const [b] = await getBalances(ctx, ME);
    expect(b).toMatchObject({ amount: 1234567n, state: 'fresh', symbol: 'ATOM', decimals: 6 });
    expect(calls).toEqual([
      `GET a.test/cosmos/bank/v1beta1/balances/${ME}`,
      `GET b.test/cosmos/bank/v1beta1/balances/${ME}`,
      `GET c.test/cosmos/bank/v1beta1/balances/${ME}`,
    ]);
  });

  it('a balance no provider gives is unavailable, never a zero read as fresh', async () => {
    const { ctx } = ctxOf('cosmos', () => ({ body: { nope: 1 } }));
    const [b] = await getBalances(ctx, ME);
    expect(b!.state).toBe('unavailable');
    expect(b!.error).toMatch(/unexpected answer shape/);
  });

  it('gives up on a silent endpoint after 30 s by default and asks the next', async () => {
    vi.useFakeTimers();
    const { ctx, calls } = ctxOf('cosmos', (url) =>
      url.host === 'a.test' ? 'hang' : { body: { balances: [{ denom: 'uatom', amount: '7' }] } },
    );
    let done = false;
    const read = getBalances(ctx, ME).then((r) => ((done = true), r));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await read)[0]!.amount).toBe(7n);
    expect(calls.map((c) => c.split(' ')[1]!.split('/')[0])).toEqual(['a.test', 'b.test']);
  });
});

describe('prepare', () => {
  const chainInfo = { body: { default_node_info: { network: 'cosmoshub-4' } } };
  it('an account the chain has never seen ({code 5}, 404) cannot send', async () => {
    const { ctx } = ctxOf('cosmos', (url) => {
      if (url.pathname.includes('/auth/'))
        return { status: 404, body: { code: 5, message: 'account not found', details: [] } };
      if (url.pathname.includes('/bank/')) return { body: { balances: [] } };
      return chainInfo;
    });
    await expect(prepareTransfer(ctx, { from: ME, to: YOU, amount: 1n })).rejects.toThrow(
      'Insufficient balance to broadcast transaction',
    );
  });

  it('gas is the simulation × 1.4; a refused simulation is the validation error of spec §8', async () => {
    let refuse = false;
    const { ctx, calls } = ctxOf('cosmos', (url) => {
      if (url.pathname.includes('/auth/'))
        return {
          body: {
            account: { '@type': '/cosmos.auth.v1beta1.BaseAccount', account_number: '7', sequence: '3' },
          },
        };
      if (url.pathname.includes('/bank/'))
        return { body: { balances: [{ denom: 'uatom', amount: '5000000' }] } };
      if (url.pathname.endsWith('/simulate'))
        return refuse
          ? { status: 400, body: { code: 11, message: 'out of gas', details: [] } }
          : { body: { gas_info: { gas_used: '100001' } } };
      return chainInfo;
    });
    const p = await prepareTransfer(ctx, { from: ME, to: YOU, amount: 1000n });
    expect(p.view.estimateGas).toBe('140002'); // ceil(100001 × 1.4)
    expect(p.options).toEqual([
      { title: 'Normal', price: 5n },
      { title: 'Recommended', price: 25n },
    ]);
    expect(p.fee).toBe(3501n); // ceil(140002 × 0.025)
    expect(p.view.nonce).toBe(3);
    // The verdict is the node's answer: no other endpoint is asked.
    refuse = true;
    const before = calls.length;
    await expect(prepareTransfer(ctx, { from: ME, to: YOU, amount: 1000n })).rejects.toThrow(
      /^Error in validation of cosmos transaction$/,
    );
    expect(calls.slice(before).filter((c) => c.includes('simulate'))).toHaveLength(1);
  });

  it("THORChain's fee is the native fee from /thorchain/constants", async () => {
    const { ctx, calls } = ctxOf('thorchain', (url) => {
      if (url.pathname.includes('/auth/'))
        return { body: { account: { account_number: '593', sequence: '21' } } };
      if (url.pathname.includes('/bank/'))
        return { body: { balances: [{ denom: 'rune', amount: '100000000' }] } };
      if (url.pathname === '/thorchain/constants')
        return { body: { int_64_values: { NativeTransactionFee: 2000000 } } };
      return { body: { default_node_info: { network: 'thorchain-1' } } };
    });
    const p = await prepareTransfer(ctx, { from: THOR_ME, to: THOR_YOU, amount: 100000000n });
    expect(p).toMatchObject({ fee: 2000000n, price: 2000000n, isMax: true, amount: 98000000n });
    expect(calls.some((c) => c.includes('simulate'))).toBe(false);
  });
});

describe('broadcast and confirmation', () => {
  const signed: SignedTx = { chain_name: 'thorchain', family: 'cosmos', raw: 'AAAA', hash: HASH };
  const answer = (code: number) => ({
    body: { tx_response: { height: '0', txhash: HASH, code, codespace: code ? 'sdk' : '', raw_log: 'x' } },
  });

  it('THORChain waits 600 ms, then posts BROADCAST_MODE_SYNC', async () => {
    const order: string[] = [];
    const { ctx } = ctxOf(
      'thorchain',
      (url, init) => {
        order.push(`post ${String(init?.body)}`);
        return url.pathname === '/cosmos/tx/v1beta1/txs' ? answer(0) : undefined;
      },
      { sleep: async (ms) => void order.push(`sleep ${ms}`) },
    );
    expect(await broadcast(ctx, signed)).toEqual({ hash: HASH });
    expect(order).toEqual(['sleep 600', 'post {"tx_bytes":"AAAA","mode":"BROADCAST_MODE_SYNC"}']);
  });

  it('a refusal is readable and names its code; already in the mempool is success', async () => {
    let code = 5;
    const { ctx } = ctxOf('cosmos', () => answer(code));
    const e = await broadcast(ctx, { ...signed, chain_name: 'cosmos' }).catch((x: Error) => x);
    expect((e as Error).message).toBe('Insufficient balance to broadcast transaction (sdk code 5)');
    expect(sendErrorCode((e as Error).message)).toBe('nodeMessage');
    code = 13;
    const fee = await broadcast(ctx, { ...signed, chain_name: 'cosmos' }).catch((x: Error) => x);
    expect(sendErrorCode((fee as Error).message)).toBe('feeTooLow');
    code = 19;
    expect(await broadcast(ctx, { ...signed, chain_name: 'cosmos' })).toEqual({ hash: HASH });
  });

  it('a broadcast no node answered in time is likely submitted; unreachable nodes are an error', async () => {
    vi.useFakeTimers();
    const { ctx } = ctxOf('cosmos', (url) => (url.host === 'a.test' ? 'hang' : { status: 503, body: {} }));
    const sent = broadcast(ctx, { ...signed, chain_name: 'cosmos' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await sent).toEqual({ hash: HASH, likelySubmitted: true });
    vi.useRealTimers();
    const down = ctxOf('cosmos', () => ({ status: 503, body: {} }));
    await expect(broadcast(down.ctx, { ...signed, chain_name: 'cosmos' })).rejects.toThrow(
      /all 3 provider\(s\) failed/,
    );
  });

  it('tx status: not found is pending, code 0 success, another code a failure; no node answering throws', async () => {
    let reply: Reply = { status: 404, body: { code: 5, message: `tx not found: ${HASH}`, details: [] } };
    const { ctx } = ctxOf('thorchain', () => reply);
    expect(await waitForConfirmation(ctx, HASH, { timeoutMs: 0 })).toBe('pending');
    reply = {
      body: { tx_response: txResponse(HASH, 42, THOR_ME, THOR_YOU, '1', 'rune', 0, '/types.MsgSend') },
    };
    expect(await waitForConfirmation(ctx, HASH.toLowerCase(), { timeoutMs: 0 })).toEqual({
      hash: HASH,
      success: true,
      blockNumber: 42n,
    });
    reply = { body: { tx_response: txResponse(HASH, 43, THOR_ME, THOR_YOU, '1', 'rune', 5) } };
    expect(await waitForConfirmation(ctx, HASH, { timeoutMs: 0 })).toMatchObject({ success: false });
    reply = { status: 502, body: {} };
    await expect(waitForConfirmation(ctx, HASH, { timeoutMs: 0 })).rejects.toThrow();
  });
});

describe('history', () => {
  it('Cosmos: Mintscan take 20, rows in the spec shape, FAIL for a failed code', async () => {
    const h2 = 'B'.repeat(64);
    const { ctx, calls } = ctxOf('cosmos', () => ({
      body: {
        transactions: [
          {
            header: { timestamp: '2024-05-02T00:00:00Z' },
            data: txResponse(h2, 9, YOU, ME, '250', 'uatom', 11),
          },
          {
            header: { timestamp: '2024-05-01T00:00:00Z' },
            data: { ...txResponse(HASH, 8, ME, YOU, '9', 'ibc/X'), code: 0 },
          },
        ],
        pagination: { searchAfter: null, totalCount: 2 },
      },
    }));
    const page = await getHistory(ctx, ME);
    expect(calls).toEqual([`GET mintscan.test/v1/cosmos/accounts/${ME}/transactions?take=20`]);
    expect(page).toEqual({
      items: [
        {
          amount: '250',
          link: `${h2.slice(0, 13)}...`,
          url: `https://www.mintscan.io/cosmos/tx/${h2}`,
          status: 'FAIL',
          date: '2024-05-01T10:00:00.000Z',
          from: YOU,
          to: ME,
          totalCourse: '0$',
        },
      ],
    });
  });

  it('THORChain: sender and recipient searches (limit 20, page 1, action send), merged newest first', async () => {
    const h1 = 'C'.repeat(64);
    const { ctx, calls } = ctxOf('thorchain', (url) => {
      const q = url.searchParams.get('query') ?? '';
      if (q.startsWith('message.sender'))
        return {
          body: {
            tx_responses: [txResponse(HASH, 5, THOR_ME, THOR_YOU, '100', 'rune', 0, '/types.MsgSend')],
          },
        };
      return {
        body: { tx_responses: [txResponse(h1, 9, THOR_YOU, THOR_ME, '300', 'rune', 0, '/types.MsgSend')] },
      };
    });
    const page = await getHistory(ctx, THOR_ME);
    const queries = calls.map((c) => new URL(`https://${c.split(' ')[1]}`).searchParams);
    expect(queries.map((q) => q.get('query'))).toEqual([
      `message.sender='${THOR_ME}' AND message.action='send'`,
      `transfer.recipient='${THOR_ME}' AND message.action='send'`,
    ]);
    for (const q of queries) expect([q.get('limit'), q.get('page')]).toEqual(['20', '1']);
    expect(page.items.map((r) => [r.amount, r.status, r.from])).toEqual([
      ['300', 'SUCCESS', THOR_YOU],
      ['100', 'SUCCESS', THOR_ME],
    ]);
    expect(page.items[0]!.url).toBe(`https://runescan.io/tx/${h1}`);
  });

  it('THORChain: 20 sent and 20 received make one page of the newest 20', async () => {
    const hashOf = (i: number) => i.toString(16).toUpperCase().padStart(64, '0');
    const { ctx } = ctxOf('thorchain', (url) => {
      const sender = (url.searchParams.get('query') ?? '').startsWith('message.sender');
      const list = Array.from({ length: 20 }, (_, i) => {
        const height = sender ? 2 * i : 2 * i + 1;
        return txResponse(
          hashOf(height + 1),
          height + 1,
          sender ? THOR_ME : THOR_YOU,
          sender ? THOR_YOU : THOR_ME,
          '1',
          'rune',
          0,
          '/types.MsgSend',
        );
      });
      return { body: { tx_responses: list } };
    });
    const page = await getHistory(ctx, THOR_ME);
    expect(page.items).toHaveLength(20);
    expect(page.items[0]!.link).toBe(`${hashOf(40).slice(0, 13)}...`);
    expect(page.items[19]!.link).toBe(`${hashOf(21).slice(0, 13)}...`);
  });

  it('a memo longer than 256 bytes is refused before any call', async () => {
    const { ctx, calls } = ctxOf('cosmos', () => undefined);
    await expect(
      prepareTransfer(ctx, { from: ME, to: YOU, amount: 1n, memo: 'é'.repeat(129) }),
    ).rejects.toThrow('The memo is too long: it holds at most 256 bytes');
    expect(calls).toEqual([]);
  });

  it("Cosmos: when Mintscan does not answer, the node's tx search (action MsgSend) is the next provider", async () => {
    const { ctx, calls } = ctxOf('cosmos', (url) => {
      if (url.host === 'mintscan.test') return { status: 401, body: { message: 'api key required' } };
      const q = url.searchParams.get('query') ?? '';
      return {
        body: {
          tx_responses: q.startsWith('message.sender') ? [txResponse(HASH, 3, ME, YOU, '77', 'uatom')] : [],
        },
      };
    });
    const page = await getHistory(ctx, ME);
    expect(page.items.map((r) => [r.amount, r.to])).toEqual([['77', YOU]]);
    expect(new URL(`https://${calls[1]!.split(' ')[1]}`).searchParams.get('query')).toBe(
      `message.sender='${ME}' AND message.action='/cosmos.bank.v1beta1.MsgSend'`,
    );
  });

  it('a failed or malformed read is an empty page with the error, never a crash', async () => {
    const { ctx } = ctxOf('cosmos', () => ({ body: { transactions: [{ header: {}, data: 'x' }] } }));
    const page = await getHistory(ctx, ME);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/unexpected answer shape/);
  });
});
