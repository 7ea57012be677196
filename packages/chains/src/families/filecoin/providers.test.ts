/**
 * The Filecoin adapter's providers under fault injection, against local servers on 127.0.0.1
 * answering in Lotus's JSON-RPC and Filscan v1's documented shapes: each RPC URL tried in turn
 * and the spec's fallback fee figures only after the last scan endpoint failed; an unreachable,
 * slow (timeout), HTTP-failing or malformed provider is a fault, never a crash or a zero; the
 * scan is called with spec §7's bodies; push refusals are readable; confirmation maps exit codes.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedTx } from '../../adapter-types';
import { deadUrl, sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { family } from './index';
import { createContext } from './logic/context';
import { filecoinPrepared } from './logic/payload';

const ALICE = 'f1z4a36sc7mfbv4z3qwutblp2flycdui3baffytbq';
const BOB = 'f1rletqqhinhagw6nxjcr4kbfws25thgt7owzuruy';
const CID = 'bafy2bzaceczvto7d2af7cq3kuwlvmanlh5xica4apl3vwxu37yaeozq72mvgm';
const FAILED_CID = 'bafy2bzacea3ioez23o7t2hae6t2qwwkow46nhc42ffm5lqyxzzvrzblofnleu';

/** Filscan MessagesByAccountID rows as its v1 API writes them (trimmed to the fields read and a few more). */
const rows = [
  {
    cid: CID,
    height: 4000000,
    block_time: 1714557600,
    from: BOB,
    to: ALICE,
    value: '1500000000000000000',
    exit_code: 'Ok',
    method_name: 'Send',
  },
  {
    cid: FAILED_CID,
    height: 4000001,
    block_time: 1714557630,
    from: ALICE,
    to: BOB,
    value: '2000',
    exit_code: 'SysErrOutOfGas',
    method_name: 'Send',
  },
];

type Mode = 'good' | 'malformed' | 'http500' | 'slow' | 'rpcerror' | 'refuse' | 'failed';
let server: LocalServer;
let dead: string;

function rpcAnswer(mode: Mode, method: string, id: unknown) {
  const ok = (result: unknown) => ({ jsonrpc: '2.0', id, result });
  if (mode === 'rpcerror')
    return { jsonrpc: '2.0', id, error: { code: 1, message: 'resolution lookup failed' } };
  if (mode === 'malformed') return ok({ unexpected: true });
  switch (method) {
    case 'Filecoin.WalletBalance':
      return ok('25000000000000000000');
    case 'Filecoin.MpoolGetNonce':
      return ok(7);
    case 'Filecoin.GasEstimateMessageGas':
      return ok({ GasLimit: 2_000_000, GasFeeCap: '150000', GasPremium: '99000' });
    case 'Filecoin.MpoolPush':
      if (mode === 'refuse')
        return {
          jsonrpc: '2.0',
          id,
          error: {
            code: 1,
            message: 'mpool push: not enough funds (required: 5, balance: 1): not enough funds',
          },
        };
      return ok({ '/': CID });
    case 'Filecoin.StateSearchMsg':
      if (mode === 'failed')
        return ok({
          Message: { '/': CID },
          Receipt: { ExitCode: 16, Return: null, GasUsed: 10 },
          TipSet: [],
          Height: 77,
        });
      return ok(null);
    default:
      return { jsonrpc: '2.0', id, error: { code: -32601, message: 'method not found' } };
  }
}

function scanAnswer(mode: Mode, name: string) {
  if (mode === 'malformed') return { result: { items: 'nope' } };
  if (name === 'MessagesByAccountID')
    return { result: { messages_by_account_id_list: rows, total_count: 2 } };
  if (name === 'FinalHeight') return { result: { height: 4000002, block_time: 1714557660, base_fee: '250' } };
  if (name === 'GasDataTrend')
    return { result: { items: [{ timestamp: 1714557600, avg_gas_used: 1234567.4 }] } };
  return undefined;
}

function answer(res: ServerResponse, mode: Mode, path: string, body: { method?: string; id?: unknown }) {
  if (mode === 'http500') return sendJson(res, 'down', 500);
  if (path === '/rpc/v1') return sendJson(res, rpcAnswer(mode, body.method ?? '', body.id));
  const scan = /^\/api\/v1\/(\w+)$/.exec(path);
  const result = scan ? scanAnswer(mode, scan[1]!) : undefined;
  return result ? sendJson(res, result) : sendJson(res, { error: 'no route' }, 404);
}

beforeAll(async () => {
  server = await startLocalServer(async (req, res) => {
    const [, mode, ...rest] = req.path.split('/');
    if (mode === 'slow') await new Promise((r) => setTimeout(r, 2_000));
    answer(res, (mode === 'slow' ? 'good' : mode) as Mode, `/${rest.join('/')}`, req.body ? req.json() : {});
  });
  dead = await deadUrl();
});
afterAll(() => server.close());

const at = (modes: (Mode | 'dead')[], suffix: string) =>
  modes.map((m) => (m === 'dead' ? `${dead}${suffix}` : `${server.url}/${m}${suffix}`));
const adapterOn = (rpc: (Mode | 'dead')[], scan: (Mode | 'dead')[] = rpc) =>
  family.createAdapter(getChain('filecoin'), {
    network: 'mainnet',
    rpc: at(rpc, '/rpc/v1'),
    explorerApis: at(scan, '/api/v1'),
    timeouts: { rpcMs: 300, explorerMs: 300 },
  });
const sent = (from: number) => server.requests.slice(from);

describe('Filecoin providers: order, fallback, faults', () => {
  it('reads the balance with Filecoin.WalletBalance, first RPC URL first', async () => {
    const before = server.requests.length;
    const [b] = await adapterOn(['good', 'http500']).getBalances(ALICE);
    expect(b).toMatchObject({ amount: 25n * 10n ** 18n, state: 'fresh' });
    const reqs = sent(before);
    expect(reqs.map((r) => r.path)).toEqual(['/good/rpc/v1']);
    expect(reqs[0]!.json()).toMatchObject({
      jsonrpc: '2.0',
      method: 'Filecoin.WalletBalance',
      params: [ALICE],
    });
  });

  it.each<[string, (Mode | 'dead')[]]>([
    ['unreachable', ['dead', 'good']],
    ['HTTP 500', ['http500', 'good']],
    ['malformed', ['malformed', 'good']],
    ['a JSON-RPC error', ['rpcerror', 'good']],
    ['too slow (timeout)', ['slow', 'good']],
  ])('tries the next URL past one that is %s', async (_, modes) => {
    const adapter = adapterOn(modes);
    const [b] = await adapter.getBalances(ALICE);
    expect(b).toMatchObject({ amount: 25n * 10n ** 18n, state: 'fresh' });
    const page = await adapter.getHistory(ALICE);
    expect(page.error).toBeUndefined();
    expect(page.items).toHaveLength(2);
  });

  it('malformed everywhere: the balance is not a fresh zero, history empty with its error, status throws', async () => {
    const adapter = adapterOn(['malformed', 'http500']);
    const [b] = await adapter.getBalances(ALICE);
    expect(b?.state).toBe('unavailable');
    expect(b?.error).toMatch(/all 2 provider\(s\) failed/);
    const page = await adapter.getHistory(ALICE);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/all 2 provider\(s\) failed/);
    await expect(adapter.waitForConfirmation(CID, { timeoutMs: 0 })).rejects.toThrow(/message status/);
  });

  it('calls MessagesByAccountID with index 0, limit 20, method_name empty and maps spec §3 rows', async () => {
    const before = server.requests.length;
    const page = await adapterOn(['good']).getHistory(ALICE);
    const req = sent(before)[0]!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/good/api/v1/MessagesByAccountID');
    expect(req.json()).toEqual({ account_id: ALICE, filters: { index: 0, limit: 20, method_name: '' } });
    expect(page.items[0]).toEqual({
      amount: '1500000000000000000',
      link: `${CID.slice(0, 13)}...`,
      url: `https://filscan.io/tx/${CID}`,
      status: 'SUCCESS',
      date: '2024-05-01T10:00:00.000Z',
      from: BOB,
      to: ALICE,
      totalCourse: '0$',
    });
    expect(page.items[1]?.status).toBe('FAIL');
  });

  it('fees: the scan base fee + 500 (FinalHeight) with the node estimate, one parallel round', async () => {
    const before = server.requests.length;
    const prepared = await adapterOn(['good']).prepareTransfer({ from: ALICE, to: BOB, amount: 10n ** 18n });
    const p = filecoinPrepared(prepared);
    expect(prepared.options).toEqual([
      { title: 'Normal', price: 250n + 500n + 99_000n },
      { title: 'Recommended', price: 150_000n },
    ]);
    expect(p).toMatchObject({ gasLimit: '2000000', gasPremium: '99000', nonce: '7', gasSource: 'node' });
    expect(prepared.fee).toBe(2_000_000n * 150_000n);
    const bodies = sent(before).map((r) => [r.path, r.json()] as const);
    expect(bodies).toContainEqual(['/good/api/v1/FinalHeight', {}]);
    expect(bodies).toContainEqual(['/good/api/v1/GasDataTrend', { interval: '24h' }]);
  });

  it("fees: the spec's fallbacks only once the last scan endpoint failed (base fee 100, gas used 1,000,000)", async () => {
    const scanDown = await adapterOn(['good'], ['dead', 'http500']).prepareTransfer({
      from: ALICE,
      to: BOB,
      amount: 1n,
    });
    expect(scanDown.options[0]).toEqual({ title: 'Normal', price: 100n + 99_000n });
    // A malformed scan is a failed scan: the same fallback, the node's gas estimate kept.
    const scanMalformed = await adapterOn(['good'], ['malformed']).prepareTransfer({
      from: ALICE,
      to: BOB,
      amount: 1n,
    });
    expect(scanMalformed.options[0]).toEqual({ title: 'Normal', price: 100n + 99_000n });
    expect(filecoinPrepared(scanMalformed).gasSource).toBe('node');
    // Node estimate unavailable too: the gas limit is the fallback gas used × 1.25, Lotus's minimum premium.
    const noEstimate = family.createAdapter(getChain('filecoin'), {
      network: 'mainnet',
      rpc: [`${server.url}/good/rpc/v1`],
      explorerApis: [`${dead}/api/v1`],
      timeouts: { rpcMs: 300, explorerMs: 300 },
      fetch: (url, init) =>
        String(init?.body).includes('GasEstimateMessageGas')
          ? Promise.reject(new Error('down'))
          : fetch(url, init),
    });
    const p = filecoinPrepared(await noEstimate.prepareTransfer({ from: ALICE, to: BOB, amount: 1n }));
    expect(p).toMatchObject({ gasSource: 'scan', gasLimit: '1250000', gasPremium: '100000' });
    // Scan answering the gas trend: its average gas used (rounded up) × 1.25.
    const trend = family.createAdapter(getChain('filecoin'), {
      network: 'mainnet',
      rpc: [`${server.url}/good/rpc/v1`],
      explorerApis: [`${server.url}/good/api/v1`],
      fetch: (url, init) =>
        String(init?.body).includes('GasEstimateMessageGas')
          ? Promise.reject(new Error('down'))
          : fetch(url, init),
    });
    expect(filecoinPrepared(await trend.prepareTransfer({ from: ALICE, to: BOB, amount: 1n })).gasLimit).toBe(
      String((1_234_568n * 125n + 99n) / 100n),
    );
  });

  it("no nonce from any node is spec §8's 'Not found node'", async () => {
    await expect(
      adapterOn(['dead', 'http500'], ['good']).prepareTransfer({ from: ALICE, to: BOB, amount: 1n }),
    ).rejects.toThrow(/^Not found node$/);
  });

  it('confirmation: null is pending, exit code 0 success, any other exit code Transaction failed', async () => {
    expect(await adapterOn(['good']).waitForConfirmation(CID, { timeoutMs: 0 })).toBe('pending');
    const before = server.requests.length;
    const failed = await adapterOn(['dead', 'failed']).waitForConfirmation(CID, { timeoutMs: 0 });
    expect(failed).toEqual({
      hash: CID,
      success: false,
      blockNumber: 77n,
      gasUsed: 10n,
      exitCode: 16,
      error: 'Transaction failed',
    });
    expect(sent(before)[0]!.json()).toMatchObject({
      method: 'Filecoin.StateSearchMsg',
      params: [[], { '/': CID }, -1, true],
    });
    await expect(adapterOn(['failed']).waitForConfirmation(CID)).rejects.toThrow('Transaction failed');
    expect(family.sendErrorCode('Transaction failed')).toBe('nodeMessage');
  });

  it('push: URLs in turn past a dead one; a refusal is the spec text and is not sent elsewhere', async () => {
    const signed: SignedTx = {
      chain_name: 'filecoin',
      family: 'filecoin',
      raw: JSON.stringify({ Message: {}, Signature: {} }),
      hash: CID,
    };
    expect(await adapterOn(['dead', 'good']).broadcast(signed)).toEqual({ hash: CID });
    const before = server.requests.length;
    await expect(adapterOn(['refuse', 'good']).broadcast(signed)).rejects.toThrow(
      'Insufficient balance to broadcast transaction',
    );
    expect(sent(before).map((r) => r.path)).toEqual(['/refuse/rpc/v1']);
    expect(family.sendErrorCode('mpool push: message from f1… with nonce 3 already in mpool')).toBe(
      'alreadySent',
    );
  });

  it('every node and scan call has a 30 s timeout by default; confirmation is 5000 ms × 15', () => {
    const ctx = createContext(getChain('filecoin'), { network: 'mainnet' });
    const timeoutOf = (c: unknown) => (c as { http: { timeoutMs: number } }).http.timeoutMs;
    expect(timeoutOf(ctx.lotus)).toBe(30_000);
    expect(timeoutOf(ctx.scan)).toBe(30_000);
    expect(ctx.confirm).toEqual({ pollMs: 5_000, tries: 15 });
    expect(ctx.lotus.endpoints.length).toBeGreaterThanOrEqual(2);
  });
});
