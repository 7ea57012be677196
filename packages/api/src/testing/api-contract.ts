/**
 * The product API's behaviour, run against each database (SQLite and PostgreSQL). Expected catalogue
 * entries are the published token facts of seed/tokens.ts's sources, written out here independently.
 */
import { describe, expect, it } from 'vitest';
import type { Currency } from '../repositories/currencies';
import { upsertNews } from '../repositories/news';
import type { RunningApiServer } from '../server';
import { type FakeCmc } from './fake-cmc';
import { request } from './http';

export interface ContractTarget {
  server: RunningApiServer;
  fake: FakeCmc;
}

type Paged<T> = { data: { data: T[]; total: number } };

/** 38 registry chains (37 spec chains + bitcoin_taproot) + 24 seeded tokens. */
const CATALOGUE_SIZE = 62;

export function defineApiContract(getTarget: () => ContractTarget): void {
  const url = () => getTarget().server.url;
  const get = <T>(path: string, headers?: Record<string, string>) => request<T>(url(), path, { headers });

  describe('catalogue', () => {
    it('lists currencies paged, answering {data: {data, total}}', async () => {
      const first = await get<Paged<Currency>>('/currencies');
      expect(first.status).toBe(200);
      expect(first.body.data.total).toBe(CATALOGUE_SIZE);
      expect(first.body.data.data).toHaveLength(20);
      expect(first.body.data.data[0]).toMatchObject({
        chain_name: 'tron',
        symbol: 'TRX',
        type: 'coin',
        decimal: 6,
      });
      const page2 = await get<Paged<Currency>>('/currencies?page=2&limit=5');
      expect(page2.body.data.data.map((c) => c._id)).toEqual(
        first.body.data.data.slice(5, 10).map((c) => c._id),
      );
      const beyond = await get<Paged<Currency>>('/currencies?page=99&limit=200');
      expect(beyond.body.data).toEqual({ data: [], total: CATALOGUE_SIZE });
    });

    it('returns every spec field of a currency (Tether on Ethereum: 6 decimals, contract 0xdAC1…1ec7)', async () => {
      const res = await get<Paged<Currency>>('/currencies?search=tether&limit=50');
      const usdt = res.body.data.data.find((c) => c.chain_name === 'ethereum');
      expect(usdt).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        chain_name: 'ethereum',
        chain_symbol: 'ETH',
        symbol: 'USDT',
        name: 'Tether USD',
        type: 'token',
        decimal: 6,
        status: true,
        contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
      });
    });

    it('searches name, symbol and chain_name case-insensitively, with wildcards taken literally', async () => {
      const byName = await get<Paged<Currency>>('/currencies?search=TeThEr&limit=200');
      // USDT on ethereum, tron, solana, polygon, arbitrum, base (bridged), bsc, avalanche, optimism, ton + jUSDT.
      expect(byName.body.data.total).toBe(11);
      const byChain = await get<Paged<Currency>>('/currencies?search=SOLANA');
      expect(byChain.body.data.data.map((c) => c.symbol).sort()).toEqual(['SOL', 'USDC', 'USDT']);
      const bySymbol = await get<Paged<Currency>>('/currencies?search=wbtc');
      expect(bySymbol.body.data.data.map((c) => c.contractAddress)).toEqual([
        '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599',
      ]);
      for (const wildcard of ['%', '\\']) {
        const res = await get<Paged<Currency>>(`/currencies?search=${encodeURIComponent(wildcard)}`);
        expect(res.body.data.total).toBe(0);
      }
      // "_" is a LIKE wildcard; it must match only a literal underscore (String.includes is the oracle).
      const all = (await get<Paged<Currency>>('/currencies?limit=200')).body.data.data;
      const literal = all.filter((c) => [c.name, c.symbol, c.chain_name].some((f) => f.includes('n_s')));
      const underscore = await get<Paged<Currency>>('/currencies?search=N_S&limit=200');
      expect(literal.length).toBeGreaterThan(0);
      expect(underscore.body.data.data.map((c) => c._id).sort()).toEqual(literal.map((c) => c._id).sort());
    });

    it('filters by status (Tron USDC is seeded inactive)', async () => {
      const inactive = await get<Paged<Currency>>('/currencies?status=false');
      expect(inactive.body.data.data.map((c) => `${c.chain_name}:${c.symbol}`)).toEqual(['tron:USDC']);
      const active = await get<Paged<Currency>>('/currencies?status=true&limit=200');
      expect(active.body.data.total).toBe(CATALOGUE_SIZE - 1);
      expect(active.body.data.data.every((c) => c.status)).toBe(true);
    });

    it('answers 400 with a clear message for bad query parameters', async () => {
      for (const [query, fragment] of [
        ['limit=201', 'limit must be <= 200'],
        ['limit=0', 'limit must be >= 1'],
        ['page=0', 'page must be >= 1'],
        ['page=abc', 'page must be integer'],
        ['status=maybe', 'status must be boolean'],
      ] as const) {
        const res = await get<{ error: string; statusCode: number }>(`/currencies?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.body.error, query).toContain(fragment);
        expect(res.body.statusCode).toBe(400);
      }
    });

    it("fetches a chain's native coin, 404 'coin not found' for an unknown chain, 400 for a malformed one", async () => {
      const eth = await get<{ data: Currency }>('/currencies/chain/ethereum');
      expect(eth.body.data).toMatchObject({
        symbol: 'ETH',
        type: 'coin',
        decimal: 18,
        contractAddress: null,
      });
      const missing = await get<{ error: string }>('/currencies/chain/no_such_chain');
      expect(missing.status).toBe(404);
      expect(missing.body.error).toBe('coin not found');
      expect((await get('/currencies/chain/Bad-Name!')).status).toBe(400);
    });

    it('lists coin groups with their coins, paged and searchable', async () => {
      const all = await get<Paged<{ name: string; coins: Currency[] }>>('/coin-groups');
      expect(all.body.data.data.map((g) => g.name)).toEqual([
        'Stablecoins',
        'Ethereum & L2s',
        'Bitcoin family',
      ]);
      const stable = all.body.data.data[0]!;
      // USDT and USDC on nine chains, USDT only on TON, and DAI.
      expect(stable.coins).toHaveLength(20);
      expect(stable.coins.every((c) => ['USDT', 'USDC', 'DAI'].includes(c.symbol))).toBe(true);
      const l2 = await get<Paged<{ name: string; coins: Currency[] }>>('/coin-groups?search=l2');
      expect(l2.body.data.total).toBe(1);
      expect(l2.body.data.data[0]!.coins.map((c) => c.chain_name)).toEqual([
        'ethereum',
        'arbitrum',
        'optimism',
        'base',
        'linea',
        'zksync',
        'ink',
      ]);
      const paged = await get<Paged<{ name: string }>>('/coin-groups?page=2&limit=2');
      expect(paged.body.data).toMatchObject({ total: 3, data: [{ name: 'Bitcoin family' }] });
    });

    it('answers news by key as a list of {key, message}', async () => {
      const news = await get<{ data: Array<{ key: string; message: string }> }>('/news?key=welcome');
      expect(news.body.data).toEqual([{ key: 'welcome', message: expect.stringContaining('Kestrel') }]);
      expect((await get<{ data: unknown[] }>('/news?key=nothing-here')).body.data).toEqual([]);
      expect((await get('/news')).status).toBe(400);
    });

    it('serves reads from its cache and shows a write at once (news changed, then put back)', async () => {
      const { db } = getTarget().server;
      const before = await get<{ data: Array<{ key: string; message: string }> }>('/news?key=welcome');
      const original = before.body.data[0]!.message;
      await upsertNews(db, { key: 'welcome', message: 'changed by the cache test' });
      try {
        const after = await get<{ data: Array<{ message: string }> }>('/news?key=welcome');
        expect(after.body.data).toEqual([{ key: 'welcome', message: 'changed by the cache test' }]);
      } finally {
        await upsertNews(db, { key: 'welcome', message: original });
      }
      expect(
        (await get<{ data: Array<{ message: string }> }>('/news?key=welcome')).body.data[0]!.message,
      ).toBe(original);
    });
  });

  describe('coin registration', () => {
    const alice = 'alice-0123456789abcdef';
    const bob = 'bob-0123456789abcdefgh';
    const coins = [
      { chain_name: 'ethereum', symbol: 'ETH', address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' },
      {
        chain_name: 'ethereum',
        symbol: 'USDT',
        contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        address: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      },
    ];
    const registration = (clientId: string, extra: object = {}) => ({
      coins,
      clientId,
      masterClientId: alice,
      is_create_wallet: true,
      is_imported: false,
      ...extra,
    });
    const read = (clientId: string) =>
      get<{ data: Array<Record<string, unknown>> }>('/coins/registrations', { 'x-client-id': clientId });

    it('is idempotent: the same registration twice leaves one row per coin', async () => {
      const first = await request<{ data: { registered: number; total: number } }>(url(), '/coins/register', {
        body: registration(alice),
      });
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ registered: 2, total: 2 });
      const before = (await read(alice)).body.data;
      // The checksum case of the contract does not make a second coin.
      const again = registration(alice, {
        coins: [coins[0], { ...coins[1], contractAddress: '0xdac17f958d2ee523a2206206994597c13d831ec7' }],
      });
      const second = await request<{ data: { total: number } }>(url(), '/coins/register', { body: again });
      expect(second.body.data.total).toBe(2);
      const after = (await read(alice)).body.data;
      expect(after.map((r) => [r.chain_name, r.symbol, r.contractAddress])).toEqual(
        before.map((r) => [r.chain_name, r.symbol, r.contractAddress]),
      );
    });

    it("keeps clients apart: nobody reads or changes another client's registrations", async () => {
      await request(url(), '/coins/register', { body: registration(alice) });
      expect((await read(bob)).body.data).toEqual([]);
      await request(url(), '/coins/register', {
        body: registration(bob, { coins: [coins[0]], is_imported: true }),
      });
      const aliceRows = (await read(alice)).body.data;
      expect(aliceRows).toHaveLength(2);
      expect(aliceRows.every((r) => r.is_imported === false)).toBe(true);
      expect((await read(bob)).body.data).toMatchObject([
        { chain_name: 'ethereum', symbol: 'ETH', is_imported: true },
      ]);
      expect((await get('/coins/registrations')).status).toBe(400);
      expect((await read('short')).status).toBe(400);
    });

    it('drops fields that are not part of a coin registration (never stores keys)', async () => {
      const carol = 'carol-0123456789abcdef';
      const leaky = registration(carol, { coins: [{ ...coins[0], privateKey: '0x' + '11'.repeat(32) }] });
      expect((await request(url(), '/coins/register', { body: leaky })).status).toBe(200);
      const rows = (await read(carol)).body.data;
      expect(JSON.stringify(rows)).not.toContain('1111111111');
    });

    it('rejects malformed registrations with 400 and oversized bodies with 413', async () => {
      for (const body of [
        {},
        registration(alice, { coins: [] }),
        registration(alice, { clientId: 'x' }),
        registration(alice, { is_imported: 'yes' }),
        registration(alice, { coins: [{ chain_name: 'ethereum' }] }),
      ]) {
        expect((await request(url(), '/coins/register', { body })).status).toBe(400);
      }
      const bad = await request<{ error: string }>(url(), '/coins/register', { rawBody: '{"coins": [' });
      expect(bad.status).toBe(400);
      const huge = await request<{ error: string }>(url(), '/coins/register', {
        body: registration(alice, { padding: 'x'.repeat(40 * 1024) }),
      });
      expect(huge.status).toBe(413);
      expect(huge.body.error).toBe('Request body is larger than the limit of 32768 bytes');
    });
  });

  describe('fees, prices and the rest', () => {
    it('answers fee info per EVM chain with an 8-hour Cache-Control', async () => {
      const res = await get<{ data: Record<string, { multiplier: string; maxPriorityFee: string | null }> }>(
        '/fees-info',
      );
      expect(res.headers.get('cache-control')).toBe('public, max-age=28800');
      expect(res.body.data.ethereum).toEqual({ multiplier: '1.3', maxPriorityFee: null });
      expect(res.body.data.polygon).toEqual({ multiplier: '1.3', maxPriorityFee: '1001' });
      expect(res.body.data.base).toEqual({ multiplier: '1', maxPriorityFee: null });
      expect(res.body.data.bitcoin).toBeUndefined();
    });

    it('answers fiat rates as decimal strings, served from the relay cache', async () => {
      const { fake } = getTarget();
      const before = fake.requests.length;
      const res = await get<{ data: { currency: string; rates: Record<string, string> } }>(
        '/prices?symbols=btc,ETH,SHIB&currency=eur',
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({
        currency: 'EUR',
        rates: { BTC: '6088.1234567', ETH: '3239.9', SHIB: '0.000011' },
      });
      await get('/prices?symbols=SHIB,BTC,ETH&currency=EUR');
      expect(fake.requests.length).toBe(before + 1);
      expect((await get('/prices?symbols=BTC;DROP')).status).toBe(400);
      expect((await get('/prices?symbols=BTC&currency=E1')).status).toBe(400);
    });

    it('relays quotes/latest in the provider shape and caches it', async () => {
      const { fake } = getTarget();
      const before = fake.requests.length;
      type Quotes = {
        status: { error_code: number; error_message: string };
        data: Record<string, { symbol: string; quote: Record<string, { price: string }> }>;
      };
      const res = await get<Quotes>('/cryptocurrency/quotes/latest?symbol=BTC,ETH&convert=USD');
      expect(res.status).toBe(200);
      expect(res.body.status).toMatchObject({ error_code: 0, error_message: '' });
      expect(res.body.data.BTC!.quote.USD!.price).toBe('6602.60701122');
      expect(res.body.data.ETH!.quote.USD!.price).toBe('3512.48');
      expect(Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1])).toBeLessThanOrEqual(
        300,
      );
      const again = await get<Quotes>('/cryptocurrency/quotes/latest?symbol=ETH,BTC');
      expect(again.body).toEqual(res.body);
      expect(fake.requests.length).toBe(before + 1);
      const unknown = await get<{ error: string }>('/cryptocurrency/quotes/latest?symbol=NOPE');
      expect(unknown).toMatchObject({ status: 400, body: { error: 'Invalid value for "symbol": "NOPE"' } });
      expect((await get('/cryptocurrency/quotes/latest')).status).toBe(400);
    });

    it('answers unknown routes with JSON 404', async () => {
      const res = await get<{ error: string; statusCode: number }>('/no/such/route?x=1');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({ error: 'Route GET /no/such/route not found', statusCode: 404 });
    });

    it('serves an OpenAPI document with a schema on every route', async () => {
      const res = await get<{
        openapi: string;
        paths: Record<string, Record<string, { responses: object }>>;
      }>('/openapi.json');
      expect(res.body.openapi).toBe('3.1.0');
      const paths = Object.keys(res.body.paths).sort();
      expect(paths).toEqual(
        [
          '/coin-groups',
          '/coins/register',
          '/coins/registrations',
          '/cryptocurrency/quotes/latest',
          '/currencies',
          '/currencies/chain/{chain_name}',
          '/fees-info',
          '/health',
          '/messaging/key-packages',
          '/messaging/key-packages/{address}',
          '/messaging/topics/{topic}/messages',
          '/messaging/welcomes',
          '/messaging/welcomes/{address}',
          '/news',
          '/prices',
        ].sort(),
      );
      for (const p of paths) {
        for (const op of Object.values(res.body.paths[p]!))
          expect(Object.keys(op.responses)).toContain('200');
      }
    });
  });
}
