/**
 * The Polkadot provider layer against local servers answering in the node's JSON-RPC and
 * Subscan's recorded shapes: endpoints in order with fallback past HTTP errors, JSON-RPC errors,
 * malformed answers and timeouts (30 s by default); a malformed answer everywhere is a provider
 * fault (balance unavailable, never a fresh zero; history empty with its error; no fee estimate),
 * never a crash; Subscan's POST /api/v2/scan/transfers with address and row 20, a non-zero code
 * falling back; the submission to every node, 'already imported' as success; one confirmation
 * check with timeoutMs 0 that throws when no provider answers.
 */
import type { ServerResponse } from 'node:http';
import { ed25519 } from '@noble/curves/ed25519.js';
import { hex } from '@scure/base';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdapterConfig } from '../../adapter-types';
import {
  deadUrl,
  sendJson,
  startLocalServer,
  type LocalRequest,
  type LocalServer,
} from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { family } from './index';
import { accountStorageKey } from './logic/account';
import { polkadotAddressFromPublicKey } from './logic/address';
import { createContext } from './logic/context';
import { TIMEOUT_MS } from './logic/rules';
import { compact, concatBytes, uintLE } from './logic/scale';
import { httpEndpoint } from './network/rpc';

const chain = getChain('polkadot');
const SEED = new Uint8Array(32).fill(1);
const ALICE_KEY = ed25519.getPublicKey(SEED);
const ALICE = polkadotAddressFromPublicKey(ALICE_KEY, 'mainnet');
const BOB = polkadotAddressFromPublicKey(ed25519.getPublicKey(new Uint8Array(32).fill(2)), 'mainnet');
const HASH = `0x${'ab'.repeat(32)}`;
const GENESIS = `0x${'91'.repeat(32)}`;
const BEST = `0x${'cd'.repeat(32)}`;
const DOT = 10_000_000_000n;

/** AccountInfo as the runtime stores it. */
const accountInfo = (free: bigint, nonce = 5) =>
  `0x${hex.encode(concatBytes(uintLE(nonce, 4), uintLE(0, 4), uintLE(1, 4), uintLE(0, 4), uintLE(free, 16), uintLE(0, 16), uintLE(0, 16), uintLE(1n << 127n, 16)))}`;
/** RuntimeDispatchInfo: weight (compact ref_time, proof_size), class, partial fee (u128). */
const dispatchInfo = (fee: bigint) =>
  `0x${hex.encode(concatBytes(compact(190_949_000n), compact(3_593n), Uint8Array.of(0), uintLE(fee, 16)))}`;

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
  vi.useRealTimers();
});

async function serve(handler: (req: LocalRequest, res: ServerResponse) => void) {
  const s = await startLocalServer(handler);
  servers.push(s);
  return s;
}

type Rpc = { method: string; params: unknown[]; id: number };
/** A node answering each JSON-RPC method from `results` (a function gets the params). */
const node = (results: Record<string, unknown>) =>
  serve((req, res) => {
    const call = req.json<Rpc>();
    const r = results[call.method];
    if (r === undefined)
      return sendJson(res, {
        jsonrpc: '2.0',
        id: call.id,
        error: { code: -32601, message: 'Method not found' },
      });
    sendJson(res, {
      jsonrpc: '2.0',
      id: call.id,
      result: typeof r === 'function' ? (r as (p: unknown[]) => unknown)(call.params) : r,
    });
  });

const healthy = (free: Record<string, bigint>) => ({
  state_getStorage: ([key]: unknown[]) => {
    for (const [k, v] of Object.entries(free))
      if (accountStorageKey(hex.decode(k)) === key) return accountInfo(v);
    return null;
  },
  state_getRuntimeVersion: { specVersion: 1_006_000, transactionVersion: 26, specName: 'polkadot' },
  chain_getBlockHash: ([n]: unknown[]) => (n === 0 ? GENESIS : BEST),
  chain_getHeader: { number: '0x1a2b3c', parentHash: `0x${'00'.repeat(32)}` },
  state_call: dispatchInfo(157_000_000n),
});

const adapterOn = (rpc: string[], explorerApis: string[] = [], extra: Partial<AdapterConfig> = {}) =>
  family.createAdapter(chain, { network: 'mainnet', rpc, explorerApis, ...extra });

const TRANSFER = {
  from: ALICE,
  to: BOB,
  extrinsic_index: '21000000-2',
  success: true,
  hash: `0x${'12'.repeat(32)}`,
  block_num: 21000000,
  block_timestamp: 1718000000,
  module: 'balances',
  amount: '1.5',
  amount_v2: '15000000000',
  fee: '157000000',
  nonce: 4,
  asset_symbol: 'DOT',
  asset_type: '',
  from_account_display: { address: ALICE },
  to_account_display: { address: BOB },
  event_idx: 3,
  is_lock: false,
};

describe('Polkadot providers', () => {
  it('asks wss:// nodes over https://', () => {
    expect(httpEndpoint('wss://polkadot-asset-hub-rpc.polkadot.io')).toBe(
      'https://polkadot-asset-hub-rpc.polkadot.io',
    );
    expect(httpEndpoint('ws://127.0.0.1:9944')).toBe('http://127.0.0.1:9944');
  });

  it('tries nodes in order, past an HTTP error, a JSON-RPC error, a malformed answer and a timeout', async () => {
    const broken = await serve((_r, res) => sendJson(res, { error: 'down' }, 500));
    const refusing = await node({});
    const malformed = await node({ state_getStorage: 12345 });
    const slow = await serve(() => undefined);
    const good = await node(healthy({ [hex.encode(ALICE_KEY)]: 12n * DOT + 3n }));
    const adapter = adapterOn([broken.url, refusing.url, malformed.url, slow.url, good.url], [], {
      timeouts: { rpcMs: 300 },
    });
    const [dot] = await adapter.getBalances(ALICE);
    expect(dot).toMatchObject({ amount: 12n * DOT + 3n, state: 'fresh', symbol: 'DOT', decimals: 10 });
    for (const s of [broken, refusing, malformed, slow, good]) {
      expect(s.requests).toHaveLength(1);
      expect(s.requests[0]!.json()).toMatchObject({
        method: 'state_getStorage',
        params: [accountStorageKey(ALICE_KEY)],
      });
    }
  });

  it('a malformed answer everywhere is a fault: balance unavailable (not a fresh zero), history empty with its error, no estimate', async () => {
    const a = await node({ state_getStorage: '0x1234', state_getRuntimeVersion: { specVersion: 'x' } });
    const b = await serve((_r, res) =>
      sendJson(res, { code: 0, message: 'Success', data: { count: 1, transfers: [{ hash: 'nope' }] } }),
    );
    const adapter = adapterOn([a.url], [b.url]);
    const [dot] = await adapter.getBalances(ALICE);
    expect(dot).toMatchObject({ amount: 0n, state: 'unavailable' });
    const page = await adapter.getHistory(ALICE);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(
      /all 1 provider\(s\) failed: http:\/\/127\.0\.0\.1:\d+ \(malformed: unexpected answer shape/,
    );
    await expect(adapter.prepareTransfer({ from: ALICE, to: BOB, amount: DOT })).rejects.toThrow();
  });

  it('an address the chain does not hold has a fresh zero', async () => {
    const s = await node(healthy({}));
    expect((await adapterOn([s.url]).getBalances(ALICE))[0]).toMatchObject({ amount: 0n, state: 'fresh' });
  });

  it("history: POST /api/v2/scan/transfers {address, row 20}, a non-zero code falls back, Subscan's rows in the spec's shape", async () => {
    const refusing = await serve((_r, res) =>
      sendJson(res, { code: 10001, message: 'Invalid API key', data: null }),
    );
    const good = await serve((_r, res) =>
      sendJson(res, {
        code: 0,
        message: 'Success',
        generated_at: 1718000100,
        data: {
          count: 2,
          transfers: [
            TRANSFER,
            { ...TRANSFER, success: false, amount: '0.25', amount_v2: undefined, from: BOB, to: ALICE },
          ],
        },
      }),
    );
    const adapter = adapterOn([], [refusing.url, good.url], { apiKeys: { subscan: 'k-123' } });
    const page = await adapter.getHistory(ALICE);
    expect(page.error).toBeUndefined();
    for (const s of [refusing, good]) {
      expect(s.requests[0]).toMatchObject({ method: 'POST', path: '/api/v2/scan/transfers' });
      expect(s.requests[0]!.json()).toEqual({ address: ALICE, row: 20, page: 0 });
      expect(s.requests[0]!.headers['x-api-key']).toBe('k-123');
    }
    expect(page.items).toEqual([
      {
        amount: '15000000000',
        link: `${TRANSFER.hash.slice(0, 13)}...`,
        url: `https://assethub-polkadot.subscan.io/tx/${TRANSFER.hash}`,
        status: 'SUCCESS',
        date: '2024-06-10T06:13:20.000Z',
        from: ALICE,
        to: BOB,
        totalCourse: '0$',
      },
      expect.objectContaining({ amount: '2500000000', status: 'FAIL', from: BOB, to: ALICE }),
    ]);
    // Every Subscan refusing: history is empty with the providers' words, never a crash.
    const alone = await adapterOn([], [refusing.url]).getHistory(ALICE);
    expect(alone).toEqual({
      items: [],
      error: expect.stringMatching(/rejected: code 10001: Invalid API key/),
    });
  });

  it('history pages: 20 rows a page; the cursor is the next page while Subscan counts more', async () => {
    // 25 transfers, newest first, the amount telling them apart; pages sliced as Subscan does.
    const all = Array.from({ length: 25 }, (_, i) => ({ ...TRANSFER, amount_v2: String(25 - i) }));
    const scan = await serve((req, res) => {
      const { row, page } = req.json() as { row: number; page: number };
      sendJson(res, {
        code: 0,
        message: 'Success',
        data: { count: all.length, transfers: all.slice(page * row, page * row + row) },
      });
    });
    const adapter = adapterOn([], [scan.url]);
    const first = await adapter.getHistory(ALICE);
    expect(first.items.map((r) => r.amount)).toEqual(all.slice(0, 20).map((t) => t.amount_v2));
    expect(first.cursor).toBe('1');
    const second = await adapter.getHistory(ALICE, { cursor: first.cursor! });
    expect(second.items.map((r) => r.amount)).toEqual(['5', '4', '3', '2', '1']);
    expect(second.cursor).toBeUndefined();
    expect(scan.requests.map((r) => r.json())).toEqual([
      { address: ALICE, row: 20, page: 0 },
      { address: ALICE, row: 20, page: 1 },
    ]);
    expect(await adapter.getHistory(ALICE, { cursor: '-1' })).toEqual({
      items: [],
      error: 'Invalid history cursor',
    });
  });

  it('waits 30 s for an answer by default, then falls back', async () => {
    expect(TIMEOUT_MS).toBe(30_000);
    vi.useFakeTimers();
    const calls: string[] = [];
    const hang = (url: string) => {
      calls.push(url);
      return new Promise<Response>(() => undefined);
    };
    const ctx = createContext(chain, {
      network: 'mainnet',
      rpc: ['http://a.test', 'http://b.test'],
      explorerApis: ['http://s.test'],
      fetch: hang,
    });
    const read = ctx.rpc.runtimeVersion().catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(calls).toEqual(['http://a.test']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['http://a.test', 'http://b.test']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(String(await read)).toMatch(
      /state_getRuntimeVersion: all 2 provider\(s\) failed.*timeout: no answer within 30000 ms/,
    );
    const history = ctx.subscan.transfers(ALICE, 20).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(String(await history)).toMatch(/timeout: no answer within 30000 ms/);
  });

  it('prepares from the node (fee = partial fee of the very extrinsic), submits to every node, "already imported" is success', async () => {
    const submitted: string[] = [];
    const results = {
      ...healthy({ [hex.encode(ALICE_KEY)]: 100n * DOT }),
      author_submitExtrinsic: undefined,
    };
    const handler = (req: LocalRequest, res: ServerResponse) => {
      const call = req.json<Rpc>();
      if (call.method === 'author_submitExtrinsic') {
        submitted.push(call.params[0] as string);
        return sendJson(res, {
          jsonrpc: '2.0',
          id: call.id,
          error: { code: 1013, message: 'Transaction Already Imported' },
        });
      }
      const r = (results as Record<string, unknown>)[call.method];
      sendJson(res, {
        jsonrpc: '2.0',
        id: call.id,
        result: typeof r === 'function' ? (r as (p: unknown[]) => unknown)(call.params) : r,
      });
    };
    const [a, b] = [await serve(handler), await serve(handler)];
    const adapter = adapterOn([a.url, b.url]);
    // BOB holds nothing: under 1 DOT is refused (spec §5), 1 DOT goes.
    await expect(adapter.prepareTransfer({ from: ALICE, to: BOB, amount: DOT - 1n })).rejects.toThrow(
      'polkadot_receiver_should_1_dot',
    );
    const prepared = await adapter.prepareTransfer({ from: ALICE, to: BOB, amount: DOT });
    // Asset Hub's existential deposit (0.01 DOT) stays with the sender.
    expect(prepared).toMatchObject({
      fee: 157_000_000n,
      amount: DOT,
      isMax: false,
      available: 100n * DOT - DOT / 100n,
    });
    expect(prepared.view.nonce).toBe(5);
    const feeCall = a.requests.map((r) => r.json<Rpc>()).find((c) => c.method === 'state_call')!;
    expect(feeCall.params[0]).toBe('TransactionPaymentApi_query_info');
    const signer = await family.signerFromKey(chain, 'mainnet', `0x${hex.encode(SEED)}`);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared, signer), signer);
    expect(await adapter.broadcast(signed)).toEqual({ hash: signed.hash });
    expect(submitted).toEqual([signed.raw, signed.raw]);
  });

  it('a refusal by the nodes is a readable text; one confirmation check: pending, found, or a throw when no provider answers', async () => {
    const refusing = await serve((req, res) =>
      sendJson(res, {
        jsonrpc: '2.0',
        id: req.json<Rpc>().id,
        error: {
          code: 1010,
          message: 'Invalid Transaction',
          data: 'Inability to pay some fees (e.g. account balance too low)',
        },
      }),
    );
    const broadcast = adapterOn([refusing.url]).broadcast({
      chain_name: 'polkadot',
      family: 'polkadot',
      raw: '0x00',
      hash: HASH,
    });
    await expect(broadcast).rejects.toThrow(
      /^Insufficient balance to broadcast transaction \(Invalid Transaction: Inability to pay/,
    );
    const scan = await serve((req, res) => {
      const { hash } = req.json<{ hash: string }>();
      if (req.path !== '/api/scan/extrinsic') return sendJson(res, {}, 404);
      if (hash === HASH) return sendJson(res, { code: 10004, message: 'Record Not Found', data: null });
      sendJson(res, {
        code: 0,
        message: 'Success',
        data: { extrinsic_hash: hash, block_num: 77, block_timestamp: 1718000000, success: false },
      });
    });
    const adapter = adapterOn([], [scan.url]);
    expect(await adapter.waitForConfirmation(HASH, { timeoutMs: 0 })).toBe('pending');
    const other = `0x${'cd'.repeat(32)}`;
    expect(await adapter.waitForConfirmation(other, { timeoutMs: 0 })).toEqual({
      hash: other,
      success: false,
      blockNumber: 77n,
    });
    await expect(
      adapterOn([], [await deadUrl()]).waitForConfirmation(HASH, { timeoutMs: 0 }),
    ).rejects.toThrow(/all 1 provider\(s\) failed/);
  });
});
