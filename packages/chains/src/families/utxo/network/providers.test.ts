/**
 * Each provider client against its documented answer shapes (recorded-shapes.testdata.ts),
 * replayed by a local HTTP server on 127.0.0.1; then the spec's provider order, fallback, and
 * the spec's error texts when every provider fails.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AllProvidersFailedError } from '../../../net/errors';
import { createUtxoAdapter } from '../index';
import { getChain } from '../../../registry/index';
import { createProvider, orderEndpoints, PROVIDER_ORDER, type ProviderEndpoint } from './index';
import * as rec from './recorded-shapes.testdata';
import { MINED_HEIGHT, mined, TX_MINED } from './recorded-mined.testdata';

let server: Server;
let base = '';
const log: string[] = [];
const failing = new Set<string>();
let pushed = '';

function route(method: string, path: string, body: string): [number, unknown] | undefined {
  const m = (re: RegExp) => re.test(path);
  const A = rec.ADDR;
  // A mined transaction, by each provider's transaction endpoint.
  if (path === `/mempool/tx/${TX_MINED}`) return [200, mined.mempool];
  if (path === `/cypher/v1/ltc/main/txs/${TX_MINED}`) return [200, mined.blockcypher];
  if (path === `/daemon/universal/v1/litecoin/mainnet/tx/${TX_MINED}`) return [200, mined.blockdaemon];
  if (path === `/chair/litecoin/dashboards/transactions/${TX_MINED}`) return [200, mined.blockchair];
  if (path === `/premium/utxo/litecoin/tx/${TX_MINED}`) return [200, mined.premium];
  // mempool-style
  if (m(new RegExp(`^/mempool/address/${A}$`))) return [200, rec.mempool.address];
  if (m(new RegExp(`^/mempool/address/${A}/txs$`))) return [200, rec.mempool.txs];
  if (m(new RegExp(`^/mempool/address/${A}/utxo$`))) return [200, rec.mempool.utxo];
  if (m(new RegExp(`^/mempool/tx/${rec.TX_B}$`))) return [200, rec.mempool.txs[0]];
  if (m(new RegExp(`^/mempool/tx/${rec.TX_A}/hex$`))) return [200, rec.RAW_HEX];
  if (m(/^\/mempool\/tx$/) && method === 'POST') return ((pushed = body), [200, rec.TX_B]);
  if (m(/^\/mempool\/v1\/fees\/mempool-blocks$/)) return [200, rec.mempool.mempoolBlocks];
  // Blockcypher-style
  if (m(new RegExp(`^/cypher/v1/ltc/main/addrs/${A}/balance$`))) return [200, rec.blockcypher.balance];
  if (m(new RegExp(`^/cypher/v1/ltc/main/addrs/${A}/full\\?limit=20$`))) return [200, rec.blockcypher.full];
  if (m(new RegExp(`^/cypher/v1/ltc/main/addrs/${A}\\?unspentOnly=true$`)))
    return [200, rec.blockcypher.unspent];
  if (m(/^\/cypher\/v1\/ltc\/main\/txs\/push$/)) return ((pushed = body), [201, { tx: { hash: rec.TX_B } }]);
  if (m(/^\/cypher\/v1\/ltc\/main$/)) return [200, rec.blockcypher.chain];
  // Blockdaemon-style
  if (m(new RegExp(`^/daemon/universal/v1/litecoin/mainnet/account/${A}$`)))
    return [200, rec.blockdaemon.account];
  if (m(new RegExp(`^/daemon/universal/v1/litecoin/mainnet/account/${A}/txs\\?order=desc&limit=20$`)))
    return [200, rec.blockdaemon.txs];
  if (m(new RegExp(`^/daemon/universal/v1/litecoin/mainnet/account/${A}/utxo\\?spent=false$`)))
    return [200, rec.blockdaemon.utxo];
  if (m(/^\/daemon\/universal\/v1\/litecoin\/mainnet\/tx\/estimate_fee$/)) return [200, rec.blockdaemon.fee];
  if (m(/^\/daemon\/tx\/v1\/litecoin-mainnet\/send$/)) return ((pushed = body), [200, rec.blockdaemon.send]);
  // Blockchair-style
  if (m(new RegExp(`^/chair/(litecoin|bitcoin)/dashboards/address/${A}\\?limit=\\d+$`)))
    return [200, rec.blockchair.address];
  if (m(new RegExp(`^/chair/(litecoin|bitcoin)/dashboards/transactions/${rec.TX_B}$`)))
    return [200, rec.blockchair.transactions];
  if (m(new RegExp(`^/chair/litecoin/dashboards/address/${rec.OTHER}\\?limit=\\d+$`))) {
    // Blockchair knows the address but not the details of its transaction.
    return [
      200,
      {
        data: { [rec.OTHER]: { address: { balance: 0 }, transactions: [rec.TX_A], utxo: [] } },
        context: { code: 200 },
      },
    ];
  }
  if (m(/^\/chair\/litecoin\/dashboards\/transactions\//)) return [200, rec.blockchair.missing];
  if (m(new RegExp(`^/chair/litecoin/raw/transaction/${rec.TX_A}$`))) return [200, rec.blockchair.raw];
  if (m(/^\/chair\/litecoin\/stats$/)) return [200, rec.blockchair.stats];
  if (m(/^\/chair\/litecoin\/push\/transaction$/)) return ((pushed = body), [200, rec.blockchair.push]);
  // premium (product API)
  if (m(new RegExp(`^/premium/utxo/litecoin/address/${A}/balance$`))) return [200, rec.premium.balance];
  if (m(new RegExp(`^/premium/utxo/litecoin/address/${A}/txs\\?limit=20$`))) return [200, rec.premium.txs];
  if (m(new RegExp(`^/premium/utxo/litecoin/address/${A}/utxo$`))) return [200, rec.premium.utxo];
  if (m(/^\/premium\/utxo\/litecoin\/fees$/)) return [200, rec.premium.fees];
  if (m(/^\/premium\/utxo\/litecoin\/tx$/) && method === 'POST')
    return ((pushed = body), [200, { txid: rec.TX_B }]);
  return undefined;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = req.url ?? '';
      log.push(`${req.method} ${path}`);
      const prefix = path.split('/')[1] ?? '';
      const answer = failing.has(prefix)
        ? ([500, { error: 'down' }] as [number, unknown])
        : route(req.method ?? 'GET', path, body);
      const [status, payload] = answer ?? [404, { error: 'not found' }];
      res.writeHead(status, {
        'content-type': typeof payload === 'string' ? 'text/plain' : 'application/json',
      });
      res.end(typeof payload === 'string' ? payload : JSON.stringify(payload));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const addr = server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  log.length = 0;
  failing.clear();
  pushed = '';
});

const http = { fetch: (u: string, i?: RequestInit) => fetch(u, i), timeoutMs: 5000 };
const endpoints = (): ProviderEndpoint[] => [
  { kind: 'premium', url: `${base}/premium` },
  { kind: 'blockdaemon', url: `${base}/daemon` },
  { kind: 'blockchair', url: `${base}/chair` },
  { kind: 'blockcypher', url: `${base}/cypher` },
  { kind: 'mempool', url: `${base}/mempool` },
];
const provider = (kind: ProviderEndpoint['kind']) =>
  createProvider(
    'litecoin',
    false,
    endpoints().find((e) => e.kind === kind)!,
    http,
  );

describe.each(['mempool', 'blockcypher', 'blockdaemon', 'blockchair', 'premium'] as const)(
  '%s client',
  (kind) => {
    it('reads balance, history, UTXOs and the fee rate in satoshis', async () => {
      const p = provider(kind);
      const b = await p.balance(rec.ADDR);
      expect(b.confirmed + b.unconfirmed).toBe(29000n);
      const txs = await p.transactions(rec.ADDR, 20);
      const b1 = txs.find((t) => t.txid === rec.TX_B)!;
      expect(b1.confirmed).toBe(false);
      expect(b1.vout.map((o) => [o.address, o.value])).toEqual([
        [rec.OTHER, 20000n],
        [rec.ADDR, 29000n],
      ]);
      expect(b1.vin[0]).toMatchObject({ address: rec.ADDR, value: 50000n });
      expect(await p.utxos(rec.ADDR)).toMatchObject([{ txid: rec.TX_B, vout: 1, value: 29000n }]);
      const expectedRate = { mempool: 10, blockcypher: 10, blockdaemon: 12, blockchair: 7, premium: 9 }[kind];
      expect(await p.feeRate()).toBe(expectedRate);
      expect(await p.push('00ff')).toBe(rec.TX_B);
      expect(pushed).toContain('00ff');
    });

    it("gives a mined transaction's block height with its status", async () => {
      const p = provider(kind);
      expect(await p.status(TX_MINED)).toEqual({ confirmed: true, blockHeight: MINED_HEIGHT });
    });
  },
);

describe('provider order and fallback', () => {
  it('orders each coin as the spec says', () => {
    const order = (coin: keyof typeof PROVIDER_ORDER) => orderEndpoints(coin, endpoints()).map((e) => e.kind);
    expect(order('litecoin')).toEqual(['mempool', 'blockcypher', 'blockchair', 'blockdaemon', 'premium']);
    expect(order('bitcoin')).toEqual(['mempool', 'blockchair', 'blockdaemon', 'premium']);
    expect(order('dogecoin')).toEqual(['blockchair', 'blockcypher', 'blockdaemon', 'premium']);
    expect(order('bitcoin_cash')).toEqual(['blockchair', 'blockdaemon', 'mempool', 'premium']);
  });

  const adapter = () =>
    createUtxoAdapter(getChain('litecoin'), { network: 'mainnet', utxoProviders: endpoints() });

  it('falls back to the next provider when one fails, and shows rows of spec §3', async () => {
    failing.add('mempool');
    const page = await adapter().getHistory(rec.ADDR);
    expect(log[0]).toMatch(/^GET \/mempool\//);
    expect(log[1]).toMatch(/^GET \/cypher\//);
    expect(page.items).toEqual([
      {
        amount: '20000',
        link: `${rec.TX_B.slice(0, 13)}...`,
        url: `https://litecoinspace.org/tx/${rec.TX_B}`,
        status: 'Pending',
        date: '2023-11-14T22:13:20.000Z',
        from: rec.ADDR,
        to: rec.OTHER,
        totalCourse: '0$',
      },
    ]);
  });

  it("fails with each provider's own text when all fail", async () => {
    for (const p of ['mempool', 'cypher', 'daemon', 'premium']) failing.add(p);
    const set = endpoints().map((e) => createProvider('litecoin', false, e, http));
    const { ProviderSet } = await import('./index');
    const ordered = new ProviderSet(
      orderEndpoints('litecoin', endpoints()).map((e) => set.find((p) => p.endpoint.startsWith(e.url))!),
    );
    const err = await ordered
      .read('history', (p) => p.transactions('ltc1qmca5runvg3hygarulu34evdulcdfda7z7zquhn', 20))
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AllProvidersFailedError);
    const messages = (err as AllProvidersFailedError).failures.map((f) => f.message);
    expect(messages[1]).toBe('Something went wrong get transactions'); // Blockcypher
    expect(messages[2]).toBe('not found input data'); // Blockchair: address unknown to it
    expect(messages[3]).toBe('Something went wrong get transactions'); // Blockdaemon
    // The adapter's history read falls back to an empty page (spec §8).
    expect((await adapter().getHistory(rec.ADDR)).items.length).toBeGreaterThanOrEqual(0);
  });

  it('keeps the last balance as stale when every provider fails', async () => {
    const a = adapter();
    const [fresh] = await a.getBalances(rec.ADDR);
    expect(fresh).toMatchObject({ amount: 29000n, state: 'fresh' });
    for (const p of ['mempool', 'cypher', 'daemon', 'chair', 'premium']) failing.add(p);
    const [stale] = await a.getBalances(rec.ADDR);
    expect(stale).toMatchObject({ amount: 29000n, state: 'stale' });
  });

  it('offers Normal (×1.4) and Recommended (×1.65) rates from the first provider', async () => {
    const prepared = await adapter().prepareTransfer({ from: rec.ADDR, to: rec.OTHER, amount: 5000n });
    // mempool-blocks medianFee 10 sat/vB -> ceil(14), ceil(16.5).
    expect(prepared.options).toEqual([
      { title: 'Normal', price: 14n },
      { title: 'Recommended', price: 17n },
    ]);
    expect(prepared.price).toBe(17n);
    // The address's one coin (29000 sats in tx B) pays amount and fee; the rest is change.
    expect(prepared.view.selectedUTXOs).toEqual([
      { txid: rec.TX_B, vout: 1, value: '29000', address: rec.ADDR },
    ]);
    expect(prepared).toMatchObject({ amount: 5000n, isMax: false, available: 29000n });
    expect(prepared.fee).toBe(17n * BigInt(prepared.view.estimateGas!));
  });

  it('confirms with the block height the provider gives', async () => {
    const a = createUtxoAdapter(getChain('litecoin'), {
      network: 'mainnet',
      utxoProviders: endpoints(),
      utxoConfirm: { pollMs: 1, tries: 1 },
    });
    expect(await a.waitForConfirmation(TX_MINED)).toEqual({
      hash: TX_MINED,
      success: true,
      blockNumber: BigInt(MINED_HEIGHT),
    });
  });

  it('uses the default 20 sat/vB when no provider gives a rate, and the fallback fee without UTXOs', async () => {
    for (const p of ['mempool', 'cypher', 'daemon', 'chair', 'premium']) failing.add(p);
    const a = adapter();
    const prepared = await a.prepareTransfer({ from: rec.ADDR, to: rec.OTHER, amount: 5000n });
    expect(prepared.options.map((o) => o.price)).toEqual([28n, 33n]);
    expect(prepared.fee).toBe(10_000n);
    // Without coins there is nothing to sign: building refuses instead of guessing.
    await expect(a.buildTransaction(prepared)).rejects.toThrow('Fee data not available');
  });

  it('pages Blockchair history by 10 on Bitcoin', async () => {
    const p = createProvider('bitcoin', false, { kind: 'blockchair', url: `${base}/chair` }, http);
    await p.transactions(rec.ADDR, 20);
    expect(log[0]).toBe(`GET /chair/bitcoin/dashboards/address/${rec.ADDR}?limit=10`);
  });
});
