/** The wallet's clients against the real product API, started in-process on 127.0.0.1:0. */
import { type RunningApiServer, startApiServer } from '@kestrel/api';
import { type FakeCmc, startFakeCmc } from '@kestrel/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCatalogueClient } from './catalogue-client';
import { hasFurtherPage } from '../rules/pendingTransactions';
import { createCataloguePager } from './catalogue-pager';
import { FEE_INFO_REFETCH_MS, FEE_INFO_TIME_LIMIT_ERROR, createFeeInfoService } from './fee-info-service';
import { ApiClientError, type FetchLike, createHttpClient } from './http-client';
import { planCoinSync } from './coin-sync';
import { PRICE_CACHE_MS, createPriceService } from './price-service';

let server: RunningApiServer;
let fake: FakeCmc;
const calls: string[] = [];
/** Counts the wallet's requests by path, then forwards them. */
const countingFetch: FetchLike = (input, init) => {
  calls.push(new URL(input).pathname);
  return fetch(input, init);
};
const http = () => createHttpClient({ baseUrl: server.url, fetch: countingFetch });

beforeAll(async () => {
  fake = await startFakeCmc({ keys: { 'wallet-test-key': 1000 } });
  server = await startApiServer({
    host: '127.0.0.1',
    port: 0,
    log: false,
    databaseUrl: ':memory:',
    cmcApiKeys: ['wallet-test-key'],
    cmcBaseUrl: fake.baseUrl,
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe('catalogue client', () => {
  it('lists, searches and fetches coins, groups and news', async () => {
    const catalogue = createCatalogueClient(http());
    const page = await catalogue.listCurrencies({ search: 'usdc', limit: 5 });
    expect(page.total).toBe(9);
    expect(page.data.every((c) => c.symbol === 'USDC')).toBe(true);
    expect(await catalogue.getCoinByChain('solana')).toMatchObject({
      symbol: 'SOL',
      decimal: 9,
      type: 'coin',
    });
    const groups = await catalogue.listCoinGroups({ search: 'stable' });
    expect(groups.data.map((g) => g.name)).toEqual(['Stablecoins']);
    expect(await catalogue.getNewsMessage('welcome')).toContain('Kestrel');
    expect(await catalogue.getNewsMessage('none')).toBeUndefined();
  });

  it("surfaces the server's error message", async () => {
    const catalogue = createCatalogueClient(http());
    await expect(catalogue.getCoinByChain('unknown_chain')).rejects.toMatchObject({
      name: 'ApiClientError',
      message: 'coin not found',
      status: 404,
    });
  });

  it("rejects a coin fetch without a chain_name with 'getCoin condition not found', asking nothing", async () => {
    const catalogue = createCatalogueClient(http());
    calls.length = 0;
    await expect(catalogue.getCoinByChain('')).rejects.toThrow('getCoin condition not found');
    await expect(catalogue.getCoinByChain('  ')).rejects.toThrow('getCoin condition not found');
    expect(calls).toEqual([]);
  });

  it('registers coins idempotently and reads them back with the same clientId only', async () => {
    const catalogue = createCatalogueClient(http());
    const registration = {
      coins: [{ chain_name: 'ethereum', symbol: 'ETH' }],
      clientId: 'wallet-client-0123456789',
      masterClientId: 'wallet-client-0123456789',
      is_create_wallet: true,
      is_imported: false,
    };
    expect(await catalogue.registerCoins(registration)).toEqual({ registered: 1, total: 1 });
    expect(await catalogue.registerCoins(registration)).toEqual({ registered: 1, total: 1 });
    expect(await catalogue.listRegistrations('wallet-client-0123456789')).toHaveLength(1);
    expect(await catalogue.listRegistrations('someone-else-0123456789')).toEqual([]);
  });

  it('rejects answers that do not match the schema', async () => {
    const lying: FetchLike = async () =>
      new Response(JSON.stringify({ data: { data: [{ _id: 1 }], total: 1 } }), { status: 200 });
    const catalogue = createCatalogueClient(createHttpClient({ baseUrl: server.url, fetch: lying }));
    const err = await catalogue.listCurrencies().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiClientError);
    expect((err as Error).message).toMatch(/unexpected response from \/currencies/);
  });
});

describe('catalogue paging', () => {
  it('keeps the further-page flag true while the total exceeds the loaded count', async () => {
    expect([hasFurtherPage(62, 60), hasFurtherPage(62, 62), hasFurtherPage(0, 0)]).toEqual([
      true,
      false,
      false,
    ]);
    const catalogue = createCatalogueClient(http());
    const pager = createCataloguePager((q) => catalogue.listCurrencies(q), 25);
    const flags: boolean[] = [];
    let s = await pager.reset();
    flags.push(s.hasFurtherPage);
    while (s.hasFurtherPage) {
      s = await pager.next();
      flags.push(s.hasFurtherPage);
    }
    expect(flags).toEqual([true, true, false]);
    expect(s.items).toHaveLength(62);
    expect(new Set(s.items.map((c) => c._id)).size).toBe(62);
    const searched = await pager.reset('polygon');
    expect(searched).toMatchObject({ total: 3, hasFurtherPage: false });
  });
});

describe('coin sync against the served catalogue', () => {
  it('plans the listed coins (limit 200, status true) for wallets not imported by private key', async () => {
    const catalogue = createCatalogueClient(http());
    const listed = await catalogue.listForSync();
    expect(listed.total).toBe(61); // Tron USDC is inactive
    const eth = listed.data.find((c) => c.chain_name === 'ethereum' && c.type === 'coin')!;
    const plan = planCoinSync(
      [
        { id: 'main', isImportWalletWithPrivateKey: false, coins: [eth] },
        { id: 'imported', isImportWalletWithPrivateKey: true, coins: [] },
      ],
      listed.data,
    );
    // The wallet holds ethereum only: the other listed ethereum coins, nothing of other chains.
    const ethereumListed = listed.data.filter((c) => c.chain_name === 'ethereum').length;
    expect(ethereumListed).toBeGreaterThan(1);
    expect(plan.map((p) => [p.walletId, p.coins.length])).toEqual([['main', ethereumListed - 1]]);
  });
});

describe('price service', () => {
  it('answers decimal-string fiat rates and caches them 5 minutes', async () => {
    let now = 0;
    const prices = createPriceService({ http: http(), now: () => now });
    calls.length = 0;
    expect(await prices.getFiatRates(['eth', 'BTC'], 'usd')).toEqual({
      BTC: '6602.60701122',
      ETH: '3512.48',
    });
    now += PRICE_CACHE_MS - 1;
    await prices.getFiatRates(['BTC', 'ETH'], 'USD');
    expect(calls).toEqual(['/prices']);
    now += 1;
    await prices.getFiatRates(['BTC', 'ETH'], 'USD');
    expect(calls).toEqual(['/prices', '/prices']);
    const quotes = await prices.getQuotes(['BTC']);
    expect(quotes.data.BTC?.quote.USD?.price).toBe('6602.60701122');
  });
});

describe('fee info service', () => {
  it('fetches at most every 8 hours', async () => {
    let now = 0;
    const fees = createFeeInfoService({ http: http(), now: () => now });
    calls.length = 0;
    expect(await fees.forChain('polygon')).toEqual({ multiplier: '1.3', maxPriorityFee: '1001' });
    now += FEE_INFO_REFETCH_MS - 1;
    expect(await fees.forChain('ethereum')).toEqual({ multiplier: '1.3', maxPriorityFee: null });
    expect(calls).toEqual(['/fees-info']);
    now += 1;
    await fees.get();
    expect(calls).toEqual(['/fees-info', '/fees-info']);
  });

  it("rejects with 'fees info not called due to time-limit' when the answer is late", async () => {
    const slow: FetchLike = (input, init) => new Promise((r) => setTimeout(() => r(fetch(input, init)), 300));
    const fees = createFeeInfoService({
      http: createHttpClient({ baseUrl: server.url, fetch: slow }),
      timeLimitMs: 50,
    });
    await expect(fees.get()).rejects.toThrow(FEE_INFO_TIME_LIMIT_ERROR);
    expect(FEE_INFO_TIME_LIMIT_ERROR).toBe('fees info not called due to time-limit');
  });
});
