/**
 * The Tezos adapter's providers under fault injection, against local servers on 127.0.0.1 that
 * answer in the Octez RPC's and TzKT's documented shapes: endpoints in order with fallback; an
 * unreachable, slow (timeout), HTTP-failing or malformed provider is a fault, never a crash or a
 * zero; TzKT is asked for type=transaction&limit=20; node refusals at injection are readable;
 * the default timeouts are the spec's 30 s.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedTx } from '../../adapter-types';
import { deadUrl, sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { family } from './index';
import { createContext } from './logic/context';

const ALICE = 'tz1e42w8ZaGAbM3gucbBy8iRypdbnqUj7oWY';
const BOB = 'tz1gSM6yiwr85jEASZ1q3UekgHEoxYt7wg2M';
const HASH = 'ooTBu7DLbeC7DmVfXEsp896A6WTwimedbsM9QRqUVtqA8Vxt6D3';

/** Recorded-shape TzKT rows (api.tzkt.io/v1/accounts/{addr}/operations), trimmed to what is read. */
const rows = [
  {
    type: 'transaction',
    id: 1,
    level: 5000,
    timestamp: '2024-05-01T10:00:00Z',
    hash: HASH,
    sender: { address: BOB },
    target: { address: ALICE },
    amount: 1500000,
    status: 'applied',
  },
  {
    type: 'transaction',
    id: 2,
    level: 5001,
    timestamp: '2024-05-01T10:01:00Z',
    hash: HASH.replace('ooT', 'ooU'),
    sender: { address: ALICE },
    target: { address: BOB },
    amount: 2000,
    status: 'failed',
  },
];

type Mode = 'good' | 'malformed' | 'http500' | 'slow' | 'refuse' | 'replay';
let server: LocalServer;
let dead: string;

function answer(res: ServerResponse, mode: Mode, path: string) {
  if (mode === 'http500') return sendJson(res, 'down', 500);
  if (mode === 'refuse' || mode === 'replay')
    return sendJson(
      res,
      [
        {
          kind: 'temporary',
          id:
            mode === 'refuse'
              ? 'proto.023-PtSeouLo.contract.balance_too_low'
              : 'proto.023-PtSeouLo.contract.counter_in_the_past',
        },
      ],
      500,
    );
  // sendJson writes a string as it is: Octez's JSON string answer is quoted here.
  if (path.endsWith('/balance')) return sendJson(res, mode === 'malformed' ? 25 : JSON.stringify('25000000'));
  if (path.includes('/v1/accounts/')) return sendJson(res, mode === 'malformed' ? { items: rows } : rows);
  if (path.includes('/v1/operations/')) return sendJson(res, mode === 'malformed' ? {} : [rows[0]]);
  return sendJson(res, { error: 'no route' }, 404);
}

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    const [, mode, ...rest] = req.path.split('/');
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 2_000));
    answer(res, (mode === 'slow' ? 'good' : mode) as Mode, `/${rest.join('/')}`);
  });
  dead = await deadUrl();
});
afterAll(() => server.close());

const at = (modes: (Mode | 'dead')[]) => modes.map((m) => (m === 'dead' ? dead : `${server.url}/${m}`));
const adapterOn = (...modes: (Mode | 'dead')[]) =>
  family.createAdapter(getChain('tezos'), {
    network: 'mainnet',
    rpc: at(modes),
    explorerApis: at(modes),
    timeouts: { rpcMs: 300, explorerMs: 300 },
  });

describe('Tezos providers: order, fallback, faults', () => {
  it('reads the balance from the node, first provider first, at the documented path', async () => {
    const before = server.requests.length;
    const [b] = await adapterOn('good', 'http500').getBalances(ALICE);
    expect(b).toMatchObject({ amount: 25_000_000n, state: 'fresh' });
    expect(server.requests.slice(before).map((r) => r.path)).toEqual([
      `/good/chains/main/blocks/head/context/contracts/${ALICE}/balance`,
    ]);
  });

  it.each<[string, (Mode | 'dead')[]]>([
    ['unreachable', ['dead', 'good']],
    ['HTTP 500', ['http500', 'good']],
    ['malformed', ['malformed', 'good']],
    ['too slow (timeout)', ['slow', 'good']],
  ])('falls back past a provider that is %s', async (_, modes) => {
    const adapter = adapterOn(...modes);
    const [b] = await adapter.getBalances(ALICE);
    expect(b).toMatchObject({ amount: 25_000_000n, state: 'fresh' });
    const page = await adapter.getHistory(ALICE);
    expect(page.error).toBeUndefined();
    expect(page.items).toHaveLength(2);
  });

  it('malformed everywhere: the balance is unavailable (never a fresh zero), history empty with its error', async () => {
    const adapter = adapterOn('malformed', 'http500');
    const [b] = await adapter.getBalances(ALICE);
    expect(b?.state).not.toBe('fresh');
    const page = await adapter.getHistory(ALICE);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/all 2 provider\(s\) failed/);
    await expect(adapter.waitForConfirmation(HASH, { timeoutMs: 0 })).rejects.toThrow();
  });

  it('asks TzKT for type=transaction&limit=20 and maps rows to the spec shape', async () => {
    const before = server.requests.length;
    const page = await adapterOn('good').getHistory(ALICE);
    const req = server.requests.slice(before)[0]!;
    expect(req.path).toBe(`/good/v1/accounts/${ALICE}/operations`);
    expect(Object.fromEntries(req.query)).toEqual({ type: 'transaction', limit: '20' });
    expect(page.items[0]).toEqual({
      amount: '1500000',
      link: `${HASH.slice(0, 13)}...`,
      url: `https://tzkt.io/tx/${HASH}`,
      status: 'SUCCESS',
      date: '2024-05-01T10:00:00.000Z',
      from: BOB,
      to: ALICE,
      totalCourse: '0$',
    });
    expect(page.items[1]?.status).toBe('FAIL');
  });

  it('confirms from TzKT /v1/operations/{hash}: applied at its level', async () => {
    expect(await adapterOn('good').waitForConfirmation(HASH, { timeoutMs: 0 })).toEqual({
      hash: HASH,
      success: true,
      blockNumber: 5000n,
    });
  });

  it('injection refusals are readable: a low balance is the spec text, a used counter is alreadySent', async () => {
    const signed: SignedTx = { chain_name: 'tezos', family: 'tezos', raw: 'ab'.repeat(120), hash: HASH };
    await expect(adapterOn('refuse').broadcast(signed)).rejects.toThrow(
      'Insufficient balance to broadcast transaction',
    );
    const replay = await adapterOn('replay', 'dead')
      .broadcast(signed)
      .then(
        () => '',
        (e: Error) => e.message,
      );
    expect(replay).toMatch(/^The Tezos node refused the operation: .*counter_in_the_past/);
    expect(family.sendErrorCode(replay)).toBe('alreadySent');
  });

  it('every node and explorer call has a 30 s timeout by default (spec §7)', () => {
    const ctx = createContext(getChain('tezos'), { network: 'mainnet' });
    const timeoutOf = (c: unknown) => (c as { http: { timeoutMs: number } }).http.timeoutMs;
    expect(timeoutOf(ctx.node)).toBe(30_000);
    expect(timeoutOf(ctx.tzkt)).toBe(30_000);
    expect(ctx.confirm).toEqual({ pollMs: 5_000, tries: 15 });
  });
});
