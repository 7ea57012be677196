/**
 * The Hedera adapter's providers under fault injection, against local servers on 127.0.0.1 that
 * answer in the mirror node's documented shapes (mainnet-public.mirrornode.hedera.com/api/v1/docs:
 * accounts, transactions, network/exchangerate, {_status: {messages}} errors) and a gRPC-web
 * proxy's framing: the spec's paths and parameters (§7), mirrors in order with fallback; an
 * unreachable, slow, HTTP-failing or malformed provider is a fault, never a crash or a zero;
 * balances past 2^53 read exactly; the fee from the rate; precheck codes at submission; the
 * default timeouts are the spec's 30 s.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deadUrl, sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { family } from './index';
import { accountOf, mirrorAccountId } from './logic/account';
import { createContext } from './logic/context';
import { signTransaction } from './logic/sign';
import { hederaSigner } from './logic/signer';

const chain = getChain('hedera');
const signer = hederaSigner(new Uint8Array(32).fill(1));
const ALIAS = signer.address;
/** A key alias with no account yet: the mirror answers 404 for it. */
const NEW_ALIAS = hederaSigner(new Uint8Array(32).fill(2)).address;
const NEW_MIRROR_ID = mirrorAccountId(accountOf(NEW_ALIAS));
/** The alias as the mirror takes it: shard.realm.BASE32(Key { ed25519 }). */
const MIRROR_ALIAS = /^0\.0\.CIQ[A-Z2-7]+$/;
const TX_ID = '0.0.1001-1700000000-000000007';

/** Recorded-shape answers (fields trimmed to what is read, plus a few that pass through). */
const account = (transactions?: unknown[], id = '0.0.1001') =>
  `{"account":"${id}","alias":"CIQ","balance":{"balance":9007199254740993,"timestamp":"1700000000.1","tokens":[]},"deleted":false,"key":{"_type":"ED25519","key":"${Buffer.from(signer.publicKey).toString('hex')}"}${transactions ? `,"transactions":${JSON.stringify(transactions)}` : ''},"links":{"next":null}}`;
const sent = {
  consensus_timestamp: '1700000005.123456789',
  transaction_id: TX_ID,
  name: 'CRYPTOTRANSFER',
  node: '0.0.3',
  result: 'SUCCESS',
  charged_tx_fee: 83334,
  transfers: [
    { account: '0.0.3', amount: 3000, is_approval: false },
    { account: '0.0.98', amount: 80334, is_approval: false },
    { account: '0.0.1001', amount: -100083334, is_approval: false },
    { account: '0.0.2002', amount: 100000000, is_approval: false },
  ],
};
const received = {
  ...sent,
  consensus_timestamp: '1700000001.000000000',
  transaction_id: '0.0.2002-1699999990-000000001',
  result: 'INSUFFICIENT_ACCOUNT_BALANCE',
  transfers: [
    { account: '0.0.2002', amount: -500, is_approval: false },
    { account: '0.0.1001', amount: 500, is_approval: false },
  ],
};
const RATE = {
  current_rate: { cent_equivalent: 596987, expiration_time: 1649689200, hbar_equivalent: 30000 },
};

type Mode = 'good' | 'malformed' | 'http500' | 'slow' | 'missing';
let server: LocalServer;
let dead: string;

function mirror(res: ServerResponse, mode: Mode, path: string) {
  if (mode === 'http500')
    return sendJson(res, { _status: { messages: [{ message: 'Internal error' }] } }, 500);
  if (mode === 'slow') return void setTimeout(() => sendJson(res, RATE), 1000);
  if (mode === 'missing') return sendJson(res, { _status: { messages: [{ message: 'Not found' }] } }, 404);
  if (mode === 'malformed')
    return sendJson(res, path.includes('exchangerate') ? { rate: 1 } : { account: 5 });
  if (path.endsWith('/network/exchangerate')) return sendJson(res, RATE);
  if (path.startsWith('/api/v1/transactions/')) return sendJson(res, { transactions: [sent] });
  // An account asked for by its number is that account; by alias, the sender's (0.0.1001).
  const id = decodeURIComponent(path.split('/').pop() ?? '');
  if (id === NEW_MIRROR_ID) return sendJson(res, { _status: { messages: [{ message: 'Not found' }] } }, 404);
  return sendJson(res, account([sent, received], /^\d+\.\d+\.\d+$/.test(id) ? id : '0.0.1001'));
}

function grpc(res: ServerResponse, precheck: number, grpcStatus = '0') {
  const data = precheck ? Buffer.from([0x08, precheck]) : Buffer.alloc(0);
  const trailer = Buffer.from(`grpc-status:${grpcStatus}\r\ngrpc-message:\r\n`);
  const frame = (t: number, p: Buffer) => Buffer.concat([Buffer.from([t, 0, 0, 0, 0]).fill(0, 1), p]);
  const f1 = frame(0, data);
  f1.writeUInt32BE(data.length, 1);
  const f2 = frame(0x80, trailer);
  f2.writeUInt32BE(trailer.length, 1);
  res.setHeader('content-type', 'application/grpc-web+proto');
  res.end(Buffer.concat([f1, f2]));
}

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const [, mode = '', ...rest] = req.path.split('/');
    const path = `/${rest.join('/')}`;
    if (path === '/proto.CryptoService/cryptoTransfer') {
      const codes: Record<string, number> = { ok: 0, poor: 10, dup: 11, fee: 9 };
      if (mode === 'garbage') return void res.end('not grpc');
      return grpc(res, codes[mode] ?? 21);
    }
    mirror(res, mode as Mode, path);
  });
  dead = await deadUrl();
});
afterAll(() => server?.close());

const adapterOn = (mirrors: string[], nodes: string[] = []) =>
  family.createAdapter(chain, {
    network: 'mainnet',
    explorerApis: mirrors.map((m) => `${server.url}/${m}`),
    rpc: nodes.map((n) => `${server.url}/${n}`),
    timeouts: { explorerMs: 300, rpcMs: 300 },
  });

describe('Hedera mirror node', () => {
  it('balance: GET /api/v1/accounts/{alias} with limit 1 and transactions false, exact past 2^53', async () => {
    server.requests.length = 0;
    const [b] = await adapterOn(['good']).getBalances(ALIAS);
    expect(b).toMatchObject({ amount: 9007199254740993n, state: 'fresh' });
    const [r] = server.requests;
    expect(r!.path).toMatch(/^\/good\/api\/v1\/accounts\//);
    expect(decodeURIComponent(r!.path.split('/').pop()!)).toMatch(MIRROR_ALIAS);
    expect(Object.fromEntries(r!.query)).toEqual({ limit: '1', transactions: 'false' });
  });

  it('falls back in order past dead, malformed, failing and slow mirrors', async () => {
    server.requests.length = 0;
    const a = family.createAdapter(chain, {
      network: 'mainnet',
      explorerApis: [dead, ...['malformed', 'http500', 'slow', 'good'].map((m) => `${server.url}/${m}`)],
      timeouts: { explorerMs: 300 },
    });
    const [b] = await a.getBalances(ALIAS);
    expect(b).toMatchObject({ amount: 9007199254740993n, state: 'fresh' });
    expect(server.requests.map((r) => r.path.split('/')[1])).toEqual([
      'malformed',
      'http500',
      'slow',
      'good',
    ]);
  });

  it('all mirrors failing: unavailable, never a fresh zero; then the last known amount as stale', async () => {
    const book = new (await import('../../net/balances')).BalanceBook();
    const on = (m: string) =>
      family.createAdapter(chain, {
        network: 'mainnet',
        explorerApis: [`${server.url}/${m}`],
        balanceBook: book,
      });
    const [none] = await on('malformed').getBalances(ALIAS);
    expect(none).toMatchObject({ state: 'unavailable' });
    expect(none!.error).toMatch(/malformed/);
    await on('good').getBalances(ALIAS);
    const [stale] = await on('http500').getBalances(ALIAS);
    expect(stale).toMatchObject({ state: 'stale', amount: 9007199254740993n });
  });

  it('a 404 for an alias is an account not created yet: a real zero', async () => {
    const [b] = await adapterOn(['missing']).getBalances(ALIAS);
    expect(b).toMatchObject({ amount: 0n, state: 'fresh' });
  });

  it('history: limit 20, transactiontype cryptotransfer, transactions true, order desc; rows per spec §3', async () => {
    server.requests.length = 0;
    const page = await adapterOn(['good']).getHistory(ALIAS);
    expect(Object.fromEntries(server.requests[0]!.query)).toEqual({
      limit: '20',
      transactiontype: 'cryptotransfer',
      transactions: 'true',
      order: 'desc',
    });
    expect(server.requests).toHaveLength(1);
    expect(page.items).toEqual([
      {
        amount: '100000000',
        link: '0.0.1001-1700...',
        url: `https://hashscan.io/mainnet/tx/${TX_ID}`,
        status: 'SUCCESS',
        date: '2023-11-14T22:13:25.123Z',
        from: ALIAS,
        to: '0.0.2002',
        totalCourse: '0$',
      },
      {
        amount: '500',
        link: '0.0.2002-1699...',
        url: 'https://hashscan.io/mainnet/tx/0.0.2002-1699999990-000000001',
        status: 'FAIL',
        date: '2023-11-14T22:13:21.000Z',
        from: '0.0.2002',
        to: ALIAS,
        totalCourse: '0$',
      },
    ]);
  });

  it('history on failing mirrors: the error, never a crash', async () => {
    const page = await adapterOn(['malformed']).getHistory(ALIAS);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/history: all 1 provider\(s\) failed/);
  });

  it("fee: 0.0021 USD at the mirror's exchange rate, in tinybars (and the creation for a new alias)", async () => {
    const a = adapterOn(['good'], ['ok#0.0.3']);
    const p = await a.prepareTransfer({ from: ALIAS, to: '0.0.2002', amount: 1n }, { signer });
    // ceil(2100 µUSD × 30000 HBAR × 1e4 / 596987 cents)
    expect(p.fee).toBe(1055300n);
    // A receiver by alias with no account: the transfer creates it, and the estimate adds USD 0.05.
    const creating = await a.prepareTransfer({ from: ALIAS, to: NEW_ALIAS, amount: 1n }, { signer });
    // ceil(52100 µUSD × 30000 × 1e4 / 596987)
    expect(creating.fee).toBe(26181475n);
    const malformed = adapterOn(['malformed'], ['ok#0.0.3']);
    await expect(malformed.prepareTransfer({ from: ALIAS, to: '0.0.2002', amount: 1n })).rejects.toThrow(
      /all 1 provider\(s\) failed/,
    );
  });

  it('confirmation: 404 pending, SUCCESS success', async () => {
    expect(await adapterOn(['missing']).waitForConfirmation(TX_ID, { timeoutMs: 0 })).toBe('pending');
    expect(await adapterOn(['good']).waitForConfirmation(TX_ID, { timeoutMs: 0 })).toMatchObject({
      hash: TX_ID,
      success: true,
      blockNumber: 1700000005n,
    });
    await expect(adapterOn(['http500']).waitForConfirmation(TX_ID, { timeoutMs: 0 })).rejects.toThrow();
  });

  it("the spec's 30 s timeouts by default", () => {
    const ctx = createContext(chain, { network: 'mainnet' });
    expect(ctx.mirror.http.timeoutMs).toBe(30_000);
    expect(ctx.submit.timeoutMs).toBe(30_000);
    expect(ctx.mirror.endpoints).toEqual(['https://mainnet-public.mirrornode.hedera.com']);
    expect(ctx.nodes[0]).toEqual({ url: 'https://node00.swirldslabs.com:443', node: '0.0.3' });
  });
});

describe('Hedera gRPC-web submission', () => {
  const signed = (nodes: string[]) =>
    signTransaction(
      {
        chain_name: 'hedera',
        family: 'hedera',
        payload: {
          publicKey: Buffer.from(signer.publicKey).toString('hex'),
          transfers: nodes.map((n) => ({
            payer: accountOf('0.0.1001'),
            validStart: { seconds: 1700000000n, nanos: 7 },
            node: accountOf(n),
            fee: 1055300n,
            validDuration: 120n,
            memo: '',
            from: accountOf('0.0.1001'),
            to: accountOf('0.0.2002'),
            amount: 1n,
          })),
        },
      },
      signer,
    );

  it('POSTs one frame per node to /proto.CryptoService/cryptoTransfer; OK wins', async () => {
    server.requests.length = 0;
    const tx = await signed(['0.0.3', '0.0.4']);
    expect(tx.hash).toBe(TX_ID);
    const a = adapterOn([], ['ok#0.0.3', 'fee#0.0.4']);
    expect(await a.broadcast(tx)).toEqual({ hash: TX_ID });
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path).sort()).toEqual([
      '/fee/proto.CryptoService/cryptoTransfer',
      '/ok/proto.CryptoService/cryptoTransfer',
    ]);
    expect(posts[0]!.headers['content-type']).toBe('application/grpc-web+proto');
  });

  it('DUPLICATE_TRANSACTION is the same transaction: success with its id', async () => {
    const tx = await signed(['0.0.3']);
    expect(await adapterOn([], ['dup#0.0.3']).broadcast(tx)).toEqual({ hash: TX_ID });
  });

  it("refusals: the payer's balance as spec §8's text, others by code; garbage is a fault", async () => {
    const tx = await signed(['0.0.3']);
    await expect(adapterOn([], ['poor#0.0.3']).broadcast(tx)).rejects.toThrow(
      /^Insufficient balance to broadcast transaction$/,
    );
    await expect(adapterOn([], ['fee#0.0.3']).broadcast(tx)).rejects.toThrow(
      'The Hedera node refused the transaction: INSUFFICIENT_TX_FEE',
    );
    await expect(adapterOn([], ['garbage#0.0.3']).broadcast(tx)).rejects.toThrow(/malformed|all 1 provider/);
    await expect(adapterOn([], ['ok#0.0.9']).broadcast(tx)).rejects.toThrow(
      /none of the configured Hedera nodes/,
    );
    expect(family.sendErrorCode('Insufficient balance to broadcast transaction')).toBe('nodeMessage');
    expect(family.sendErrorCode('No accountId found')).toBe('nodeMessage');
  });
});
