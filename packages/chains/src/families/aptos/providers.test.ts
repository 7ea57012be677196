/**
 * The Aptos adapter's providers under fault injection, against local servers on 127.0.0.1 that
 * answer in the node REST API v1's and the indexer GraphQL's documented shapes: endpoints in
 * order with fallback; an unreachable, slow (timeout), HTTP-failing or malformed provider is a
 * fault, never a crash or a zero; the node's documented 404s (account_not_found,
 * transaction_not_found) are answers; submission and simulation refusals are readable; the
 * default timeouts are the spec's 30 s and the confirmation policy 120 s.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedTx } from '../../adapter-types';
import { deadUrl, sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { family } from './index';
import { createContext } from './logic/context';
import { aptosSigner } from './logic/signer';

const alice = aptosSigner(new Uint8Array(32).fill(1));
const ALICE = alice.address;
const BOB = `0x${'b0'.repeat(32)}`;
const HASH = `0x${'12'.repeat(32)}`;
const HASH2 = `0x${'34'.repeat(32)}`;

/** Recorded-shape user transactions (GET /v1/transactions/by_version), trimmed to what is read. */
const userTx = (
  hash: string,
  version: string,
  sender: string,
  to: string,
  amount: string,
  success = true,
) => ({
  version,
  hash,
  gas_used: '11',
  success,
  vm_status: success ? 'Executed successfully' : 'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006): ',
  sender,
  sequence_number: '3',
  max_gas_amount: '14',
  gas_unit_price: '100',
  expiration_timestamp_secs: '1714557600',
  payload: {
    function: '0x1::aptos_account::transfer',
    type_arguments: [],
    arguments: [to, amount],
    type: 'entry_function_payload',
  },
  signature: { type: 'ed25519_signature', public_key: '0x00', signature: '0x00' },
  events: [],
  timestamp: '1714557000123456',
  type: 'user_transaction',
});
const TXS: Record<string, unknown> = {
  '900': userTx(HASH, '900', BOB, ALICE, '150000000'),
  '901': userTx(HASH2, '901', ALICE, BOB, '2000', false),
  // Another kind of transaction the account took part in: no row.
  '902': {
    ...userTx(HASH2, '902', ALICE, BOB, '1'),
    payload: { type: 'script_payload' },
  },
};

type Mode = 'good' | 'malformed' | 'http500' | 'slow' | 'refuse' | 'unknown' | 'gqlerror';
let server: LocalServer;
let dead: string;

const notFound = (res: ServerResponse, code: string) =>
  sendJson(res, { message: `${code} (recorded shape)`, error_code: code, vm_error_code: null }, 404);

function answer(res: ServerResponse, mode: Mode, path: string, method: string) {
  if (mode === 'http500') return sendJson(res, 'down', 500);
  if (path === '/v1/graphql') {
    if (mode === 'gqlerror') return sendJson(res, { errors: [{ message: 'rate limited' }] });
    if (mode === 'malformed') return sendJson(res, { data: { account_transactions: [{ version: 1 }] } });
    return sendJson(res, {
      data: { account_transactions: [902, 901, 900].map((v) => ({ transaction_version: v })) },
    });
  }
  if (path === '/v1/view' && method === 'POST')
    return sendJson(res, mode === 'malformed' ? [25] : ['25000000']);
  if (path === '/v1/estimate_gas_price')
    return sendJson(
      res,
      mode === 'malformed' ? { gas_estimate: '100' } : { gas_estimate: 100, prioritized_gas_estimate: 150 },
    );
  if (path === `/v1/accounts/${ALICE}`)
    return mode === 'unknown'
      ? notFound(res, 'account_not_found')
      : sendJson(res, { sequence_number: '7', authentication_key: ALICE });
  const version = /^\/v1\/transactions\/by_version\/(\d+)$/.exec(path);
  if (version)
    return mode === 'malformed'
      ? sendJson(res, { type: 'user_transaction' })
      : sendJson(res, TXS[version[1]!]);
  if (path.startsWith('/v1/transactions/by_hash/')) {
    if (mode === 'unknown') return notFound(res, 'transaction_not_found');
    return sendJson(res, mode === 'malformed' ? { hash: HASH } : TXS['900']);
  }
  if (path === '/v1/transactions' && method === 'POST') {
    if (mode === 'refuse')
      return sendJson(
        res,
        {
          message: 'Invalid transaction: Type: Validation Code: SEQUENCE_NUMBER_TOO_OLD',
          error_code: 'vm_error',
          vm_error_code: 3,
        },
        400,
      );
    return sendJson(res, { hash: HASH, sender: ALICE, sequence_number: '7' }, 202);
  }
  return notFound(res, 'web_framework_error');
}

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    const [, mode, ...rest] = req.path.split('/');
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 2_000));
    answer(res, (mode === 'slow' ? 'good' : mode) as Mode, `/${rest.join('/')}`, req.method);
  });
  dead = await deadUrl();
});
afterAll(() => server.close());

const at = (modes: (Mode | 'dead')[], suffix: string) =>
  modes.map((m) => (m === 'dead' ? `${dead}${suffix}` : `${server.url}/${m}${suffix}`));
const adapterOn = (...modes: (Mode | 'dead')[]) =>
  family.createAdapter(getChain('aptos'), {
    network: 'mainnet',
    rpc: at(modes, '/v1'),
    explorerApis: at(modes, '/v1/graphql'),
    timeouts: { rpcMs: 300, explorerMs: 300 },
  });

describe('Aptos providers: order, fallback, faults', () => {
  it('reads the balance with the 0x1::coin::balance view, first provider first', async () => {
    const before = server.requests.length;
    const [b] = await adapterOn('good', 'http500').getBalances(ALICE);
    expect(b).toMatchObject({ amount: 25_000_000n, state: 'fresh', symbol: 'APT', decimals: 8 });
    const reqs = server.requests.slice(before);
    expect(reqs.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /good/v1/view']);
    expect(reqs[0]!.json()).toEqual({
      function: '0x1::coin::balance',
      type_arguments: ['0x1::aptos_coin::AptosCoin'],
      arguments: [ALICE],
    });
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

  it('a GraphQL errors answer is a fault: the next indexer answers', async () => {
    const page = await adapterOn('gqlerror', 'good').getHistory(ALICE);
    expect(page.error).toBeUndefined();
    expect(page.items).toHaveLength(2);
  });

  it('malformed everywhere: the balance is never a fresh zero, history empty with its error', async () => {
    const adapter = adapterOn('malformed', 'http500');
    const [b] = await adapter.getBalances(ALICE);
    expect(b?.state).not.toBe('fresh');
    expect(b?.error).toMatch(/all 2 provider\(s\) failed/);
    const page = await adapter.getHistory(ALICE);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/all 2 provider\(s\) failed/);
    await expect(adapter.waitForConfirmation(HASH, { timeoutMs: 0 })).rejects.toThrow();
  });

  it('history asks the indexer for account_transactions of the long address, limit 20, and maps rows', async () => {
    const before = server.requests.length;
    const page = await adapterOn('good').getHistory(ALICE);
    const gql = server.requests.slice(before).find((r) => r.path.endsWith('/graphql'))!;
    const body = gql.json<{ query: string; variables: unknown }>();
    expect(body.query).toMatch(/account_transactions\(/);
    expect(body.query).toMatch(/order_by: \{ transaction_version: desc \}/);
    expect(body.variables).toEqual({ address: ALICE, limit: 20 });
    expect(page.items).toEqual([
      {
        amount: '2000',
        link: `${HASH2.slice(0, 13)}...`,
        url: `https://www.oklink.com/aptos/tx/${HASH2}`,
        status: 'FAIL',
        date: '2024-05-01T09:50:00.123Z',
        from: ALICE,
        to: BOB,
        totalCourse: '0$',
      },
      expect.objectContaining({ amount: '150000000', status: 'SUCCESS', from: BOB, to: ALICE }),
    ]);
  });

  it('a refresh on the same adapter asks only the indexer: versions read once are kept', async () => {
    const adapter = adapterOn('good');
    const before = server.requests.length;
    const first = await adapter.getHistory(ALICE);
    const asked = (from: number) => server.requests.slice(from).map((r) => `${r.method} ${r.path}`);
    expect(asked(before).sort()).toEqual([
      'GET /good/v1/transactions/by_version/900',
      'GET /good/v1/transactions/by_version/901',
      'GET /good/v1/transactions/by_version/902',
      'POST /good/v1/graphql',
    ]);
    const mid = server.requests.length;
    const again = await adapter.getHistory(ALICE);
    expect(asked(mid)).toEqual(['POST /good/v1/graphql']);
    expect(again).toEqual(first);
    expect(again.items).toHaveLength(2);
  });

  it('confirms from by_hash: a user_transaction at its version; transaction_not_found is pending', async () => {
    expect(await adapterOn('good').waitForConfirmation(HASH, { timeoutMs: 0 })).toEqual({
      hash: HASH,
      success: true,
      blockNumber: 900n,
    });
    expect(await adapterOn('unknown').waitForConfirmation(HASH, { timeoutMs: 0 })).toBe('pending');
  });

  it('submission goes to every node; a refusal is readable and typed', async () => {
    const signed: SignedTx = { chain_name: 'aptos', family: 'aptos', raw: 'ab'.repeat(120), hash: HASH };
    expect(await adapterOn('refuse', 'good').broadcast(signed)).toEqual({ hash: HASH });
    const refusal = await adapterOn('refuse', 'dead')
      .broadcast(signed)
      .then(
        () => '',
        (e: Error) => e.message,
      );
    expect(refusal).toMatch(/^The Aptos node refused the transaction: vm_error: .*SEQUENCE_NUMBER_TOO_OLD/);
    expect(family.sendErrorCode(refusal)).toBe('alreadySent');
    const req = server.requests.filter((r) => r.path === '/refuse/v1/transactions').at(-1)!;
    expect(req.headers['content-type']).toBe('application/x.aptos.signed_transaction+bcs');
  });

  it('an account the node does not know has sequence number 0 (it may still hold APT)', async () => {
    const ctx = createContext(getChain('aptos'), { network: 'mainnet', rpc: at(['unknown'], '/v1') });
    expect(await ctx.node.sequenceNumber(ALICE)).toBe(0n);
  });

  it('every node and indexer call has a 30 s timeout by default (spec §7); confirmation ends at 120 s', () => {
    const ctx = createContext(getChain('aptos'), { network: 'mainnet' });
    const timeoutOf = (c: unknown) => (c as { http: { timeoutMs: number } }).http.timeoutMs;
    expect(timeoutOf(ctx.node)).toBe(30_000);
    expect(timeoutOf(ctx.indexer)).toBe(30_000);
    expect(ctx.node.endpoints).toEqual([
      'https://api.mainnet.aptoslabs.com/v1',
      'https://fullnode.mainnet.aptoslabs.com/v1',
    ]);
    expect(ctx.confirm.pollMs * (ctx.confirm.tries - 1)).toBe(120_000);
  });
});
