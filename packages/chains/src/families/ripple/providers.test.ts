/**
 * The XRP adapter's providers under fault injection, against local servers on 127.0.0.1 that
 * answer rippled's JSON-RPC: endpoints in order with fallback; an unreachable, slow (timeout),
 * HTTP-failing, busy (tooBusy) or malformed provider is a fault, never a crash or a zero; "not
 * found" errors are answers; API v2 account_tx answers read like v1.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AllProvidersFailedError } from '../../net/errors';
import { deadUrl, sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { family } from './index';

const ALICE = 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh';
const BOB = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';
const HASH = 'E3FE6EA3D48F0C2B639448020EA4F03D4F4F8FFDB243A852A0F59177921B4879';

const serverInfo = {
  info: {
    load_factor: 1.5,
    validated_ledger: { base_fee_xrp: 0.00001, reserve_base_xrp: 1, reserve_inc_xrp: 0.2, seq: 900 },
  },
  status: 'success',
};
const accountInfo = {
  account_data: { Account: ALICE, Balance: '25000000', Sequence: 7, OwnerCount: 2, Flags: 0 },
  ledger_current_index: 901,
  status: 'success',
};
const paymentV2 = {
  hash: HASH,
  ledger_index: 880,
  close_time_iso: '2024-05-01T10:00:00Z',
  meta: { TransactionResult: 'tesSUCCESS', delivered_amount: '1500000' },
  tx_json: { TransactionType: 'Payment', Account: BOB, Destination: ALICE, DeliverMax: '1500000', Fee: '12' },
  validated: true,
};
const offerV1 = {
  tx: { TransactionType: 'OfferCreate', Account: ALICE, hash: HASH.replace('E3', 'F4'), date: 768_000_000 },
  meta: { TransactionResult: 'tesSUCCESS' },
  validated: true,
};

type Mode = 'good' | 'malformed' | 'busy' | 'http500' | 'slow' | 'notFound' | 'badAmount';
let server: LocalServer;
let dead: string;

function answer(res: ServerResponse, mode: Mode, method: string) {
  const result = (r: unknown) => sendJson(res, { result: r });
  if (mode === 'http500') return sendJson(res, 'down', 500);
  if (mode === 'busy')
    return result({
      error: 'tooBusy',
      error_code: 9,
      error_message: 'The server is too busy to help you now.',
      status: 'error',
    });
  if (mode === 'notFound')
    return result({
      error: method === 'tx' ? 'txnNotFound' : 'actNotFound',
      error_code: 19,
      status: 'error',
    });
  if (mode === 'malformed')
    return result(
      method === 'account_info'
        ? { account_data: { Account: ALICE, Balance: 25, Sequence: 7 }, status: 'success' }
        : { info: {}, transactions: 'none', status: 'success' },
    );
  if (mode === 'badAmount')
    return result({
      ...serverInfo,
      info: {
        ...serverInfo.info,
        validated_ledger: { ...serverInfo.info.validated_ledger, base_fee_xrp: '0.0000001' },
      },
    });
  switch (method) {
    case 'server_info':
      return result(serverInfo);
    case 'account_info':
      return result(accountInfo);
    case 'account_tx':
      return result({ account: ALICE, transactions: [paymentV2, offerV1], status: 'success' });
    case 'tx':
      return result({
        hash: HASH,
        ledger_index: 880,
        meta: { TransactionResult: 'tecUNFUNDED_PAYMENT' },
        validated: true,
        status: 'success',
      });
    default:
      return result({ error: 'unknownCmd', status: 'error' });
  }
}

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    const mode = req.path.slice(1) as Mode;
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 2_000));
    const body = req.json<{ method: string; params: unknown[] }>();
    answer(res, mode === 'slow' ? 'good' : mode, body.method);
  });
  dead = await deadUrl();
});
afterAll(() => server.close());

const adapterOn = (...modes: (Mode | 'dead')[]) =>
  family.createAdapter(getChain('ripple'), {
    network: 'mainnet',
    rpc: modes.map((m) => (m === 'dead' ? dead : `${server.url}/${m}`)),
    timeouts: { rpcMs: 300 },
  });

const methodsAt = (mode: Mode) =>
  server.requests
    .filter((r) => r.path === `/${mode}`)
    .map((r) => r.json<{ method: string; params: [object] }>());

describe('XRP providers: order, fallback, faults', () => {
  it('asks rippled in its documented request shape, first provider first', async () => {
    const before = server.requests.length;
    const [b] = await adapterOn('good', 'busy').getBalances(ALICE);
    expect(b).toMatchObject({ amount: 25_000_000n, state: 'fresh' });
    expect(server.requests.slice(before).map((r) => r.path)).toEqual(['/good']);
    expect(methodsAt('good').at(-1)).toEqual({
      method: 'account_info',
      params: [{ account: ALICE, ledger_index: 'validated' }],
    });
  });

  it.each<[string, (Mode | 'dead')[]]>([
    ['unreachable', ['dead', 'good']],
    ['busy (tooBusy)', ['busy', 'good']],
    ['HTTP 500', ['http500', 'good']],
    ['malformed', ['malformed', 'good']],
    ['too slow (timeout)', ['slow', 'good']],
  ])('falls back past a provider that is %s', async (_, modes) => {
    const [b] = await adapterOn(...modes).getBalances(ALICE);
    expect(b).toMatchObject({ amount: 25_000_000n, state: 'fresh' });
  });

  it('a malformed or failing answer is never a zero: unavailable with the error', async () => {
    const [b] = await adapterOn('malformed', 'busy').getBalances(ALICE);
    expect(b?.state).toBe('unavailable');
    expect(b?.error).toMatch(
      /all 2 provider\(s\) failed.*malformed: unexpected account_info answer at account_data.Balance.*tooBusy/,
    );
    await expect(
      adapterOn('malformed').prepareTransfer({ from: ALICE, to: BOB, amount: 1n }),
    ).rejects.toThrow('Fee data not available');
    await expect(
      adapterOn('badAmount').prepareTransfer({ from: ALICE, to: BOB, amount: 1n }),
    ).rejects.toThrow('Fee data not available');
    const history = await adapterOn('malformed').getHistory(ALICE);
    expect(history).toMatchObject({ items: [], error: expect.stringMatching(/malformed/) });
  });

  it('not found is an answer: an unknown account holds 0, has no rows; an unknown hash is pending', async () => {
    const a = adapterOn('notFound', 'good');
    expect((await a.getBalances(ALICE))[0]).toMatchObject({ amount: 0n, state: 'fresh' });
    expect(await a.getHistory(ALICE)).toEqual({ items: [] });
    expect(await a.waitForConfirmation(HASH, { timeoutMs: 0 })).toBe('pending');
  });

  it('no provider answering the confirmation check throws, never pending', async () => {
    await expect(
      adapterOn('dead', 'busy').waitForConfirmation(HASH, { timeoutMs: 0 }),
    ).rejects.toBeInstanceOf(AllProvidersFailedError);
    // A validated tec result is a failed receipt.
    expect(await adapterOn('good').waitForConfirmation(HASH, { timeoutMs: 0 })).toEqual({
      hash: HASH,
      success: false,
      blockNumber: 880n,
    });
  });

  it('fees: load factor and cushion; reserves from server_info (owner reserves counted)', async () => {
    const p = await adapterOn('good').prepareTransfer({ from: ALICE, to: BOB, amount: 30_000_000n });
    // 10 drops × load 1.5 = 15 (Normal); × 1.2 = 18 (Recommended).
    expect(p.options.map((o) => o.price)).toEqual([15n, 18n]);
    // 25 XRP less the 1 XRP base and 2 × 0.2 XRP owner reserves.
    expect(p).toMatchObject({ available: 23_600_000n, amount: 23_600_000n - 18n, isMax: true, fee: 18n });
    expect((p.payload as { tx: { LastLedgerSequence: number } }).tx.LastLedgerSequence).toBe(921);
    expect(methodsAt('good').find((m) => m.method === 'account_tx')).toBeUndefined();
  });

  it('history: account_tx limit 20, API v2 rows read like v1, non-payments left out', async () => {
    const page = await adapterOn('good').getHistory(ALICE);
    expect(
      methodsAt('good')
        .filter((m) => m.method === 'account_tx')
        .at(-1)?.params[0],
    ).toMatchObject({
      account: ALICE,
      limit: 20,
      forward: false,
    });
    expect(page.items).toEqual([
      {
        amount: '1500000',
        link: `${HASH.slice(0, 13)}...`,
        url: `https://xrpscan.com/tx/${HASH}`,
        status: 'SUCCESS',
        date: '2024-05-01T10:00:00.000Z',
        from: BOB,
        to: ALICE,
        totalCourse: '0$',
      },
    ]);
  });
});
