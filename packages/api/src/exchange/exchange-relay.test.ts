/**
 * The exchange routes against two local ChangeNOW v2 stand-ins (testing/fake-changenow.ts) over
 * loopback, through the whole product API: fixed-rate quotes with availableProviders, the spec's
 * create body answered with depositAddress and memo, a fresh rateId for each order, and every
 * provider failure (refusal, 500, stall, wrong shape, non-JSON) as a clear error, never a zero amount.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApiServer, startApiServer } from '../server';
import { type FakeChangeNow, type FakePair, startFakeChangeNow } from '../testing/fake-changenow';
import { request } from '../testing/http';
import { type ExchangeQuotes, exchangeProvidersFromEnv } from './exchange-relay';

const ETH_TO_USDT_TRX: FakePair = {
  from: 'eth',
  fromNetwork: 'eth',
  to: 'usdt',
  toNetwork: 'trx',
  rate: '3498.123456789',
  min: '0.01',
  max: '50',
  toPrecision: 6,
};
const DEPOSIT = '0x00000000000000000000000000000000000dEaD1';

type QuoteData = ExchangeQuotes;

let a: FakeChangeNow;
let b: FakeChangeNow;
let api: RunningApiServer;

const body = (over: Record<string, unknown> = {}) => ({
  coinFrom: 'ETH',
  coinTo: 'USDT',
  networkFrom: 'eth',
  networkTo: 'trx',
  fromChainName: 'ethereum',
  toChainName: 'tron',
  fromContractAddress: null,
  toContractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  amount: '0.5',
  rateType: 'fixed',
  withdrawalAddress: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
  validName: null,
  refundAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  extraData: null,
  providerName: 'changenow',
  ...over,
});

beforeAll(async () => {
  a = await startFakeChangeNow({
    apiKey: 'key-a',
    pairs: [ETH_TO_USDT_TRX],
    deposit: () => ({ address: DEPOSIT }),
  });
  // A second provider that only knows another pair: it must not be listed for ETH → USDT (TRX).
  b = await startFakeChangeNow({
    apiKey: 'key-b',
    pairs: [{ ...ETH_TO_USDT_TRX, toNetwork: 'eth' }],
    deposit: () => ({ address: 'unused' }),
  });
  api = await startApiServer({
    port: 0,
    databaseUrl: ':memory:',
    log: false,
    exchangeProviders: exchangeProvidersFromEnv({
      KESTREL_EXCHANGE_PROVIDERS: `changenow=${a.baseUrl},other=${b.baseUrl}`,
      KESTREL_EXCHANGE_KEY_CHANGENOW: 'key-a',
      KESTREL_EXCHANGE_KEY_OTHER: 'key-b',
    }),
    providerTimeoutMs: 500,
  });
});
afterAll(async () => {
  await api?.close();
  await a?.close();
  await b?.close();
});
beforeEach(() => {
  a.mode = 'ok';
  b.mode = 'ok';
});

const quotePath = (amount = '0.5') =>
  `/exchange/quote?coinFrom=ETH&coinTo=USDT&networkFrom=eth&networkTo=trx&amount=${amount}`;

describe('GET /exchange/quote', () => {
  it('lists in availableProviders only the providers that quote the pair, at the fixed rate with its precision', async () => {
    const r = await request<{ data: QuoteData }>(api.url, quotePath());
    expect(r.status).toBe(200);
    expect(r.body.data.rateType).toBe('fixed');
    expect(r.body.data.availableProviders).toHaveLength(1);
    const q = r.body.data.availableProviders[0]!;
    expect(q).toMatchObject({
      providerName: 'changenow',
      providerDisplayName: 'ChangeNOW',
      amountFrom: '0.5',
      // 0.5 × 3498.123456789 cut to the provider's 6 decimals, kept digit for digit.
      amountTo: '1749.061728',
      minAmount: '0.01',
      maxAmount: '50',
    });
    expect(Date.parse(q.validUntil)).toBeGreaterThan(Date.now());
    expect(q.rateId).toMatch(/^[0-9a-f]{24}$/);
    expect(r.body.data.unavailable).toEqual([{ providerName: 'other', error: 'Pair is inactive' }]);
    // Every call carried its own provider's key, with the fixed-rate flow.
    expect(a.requests.every((x) => x.key === 'key-a')).toBe(true);
    expect(b.requests.every((x) => x.key === 'key-b')).toBe(true);
  });

  it("passes the provider's range refusal on as the reason", async () => {
    const r = await request<{ data: QuoteData }>(api.url, quotePath('0.001'));
    expect(r.status).toBe(200);
    expect(r.body.data.availableProviders).toEqual([]);
    expect(r.body.data.unavailable[0]).toEqual({
      providerName: 'changenow',
      error: 'Amount is less than minimal: 0.01 ETH',
    });
  });

  it.each(['server-error', 'hang', 'malformed', 'not-json'] as const)(
    'answers 502 when every provider fails (%s), never an empty quote',
    async (mode) => {
      a.mode = mode;
      b.mode = mode;
      const r = await request<{ error: string }>(api.url, quotePath());
      expect(r.status).toBe(502);
      expect(r.body.error).toBe('No exchange provider answered, try again shortly');
    },
  );

  it('still quotes when one provider is down, naming the fault', async () => {
    b.mode = 'hang';
    const r = await request<{ data: QuoteData }>(api.url, quotePath());
    expect(r.body.data.availableProviders.map((p) => p.providerName)).toEqual(['changenow']);
    expect(r.body.data.unavailable[0]!.error).toBe('other did not answer within 500 ms');
  });

  it('rejects a malformed amount before any provider is asked', async () => {
    const before = a.requests.length;
    const r = await request<{ error: string }>(api.url, quotePath('1e5'));
    expect(r.status).toBe(400);
    expect(a.requests.length).toBe(before);
  });
});

describe('POST /exchange/create', () => {
  it('creates the order on a fresh fixed rate and answers 201 with amount, amountTo, depositAddress, memo', async () => {
    const r = await request<Record<string, unknown>>(api.url, '/exchange/create', { body: body() });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      providerName: 'changenow',
      amount: '0.5',
      amountTo: '1749.061728',
      depositAddress: DEPOSIT,
      memo: null,
    });
    const order = a.orders.at(-1)!;
    expect(order.body).toMatchObject({
      fromCurrency: 'eth',
      fromNetwork: 'eth',
      toCurrency: 'usdt',
      toNetwork: 'trx',
      fromAmount: '0.5',
      address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
      refundAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      flow: 'fixed-rate',
    });
  });

  it('never orders on an expired rate: each order asks a new rateId first', async () => {
    await request(api.url, quotePath());
    a.expireRates();
    const r = await request<Record<string, unknown>>(api.url, '/exchange/create', { body: body() });
    expect(r.status).toBe(201);
  });

  it('refuses any rate type but fixed, and an unknown provider', async () => {
    const floating = await request<{ error: string }>(api.url, '/exchange/create', {
      body: body({ rateType: 'float' }),
    });
    expect(floating.status).toBe(400);
    const unknown = await request<{ error: string }>(api.url, '/exchange/create', {
      body: body({ providerName: 'nobody' }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe('Unknown exchange provider');
  });

  it("is a 400 with the provider's reason when it refuses, and a 502 when it fails", async () => {
    const small = await request<{ error: string }>(api.url, '/exchange/create', {
      body: body({ amount: '100' }),
    });
    expect(small.status).toBe(400);
    expect(small.body.error).toBe('Amount is more than maximal: 50 ETH');
    a.mode = 'malformed';
    const bad = await request<{ error: string }>(api.url, '/exchange/create', { body: body() });
    expect(bad.status).toBe(502);
    expect(bad.body.error).toMatch(/^ChangeNOW answered a malformed/);
  });
});

describe('exchangeProvidersFromEnv', () => {
  it('needs each provider key and a URL, and keeps keys out of the messages', () => {
    expect(() => exchangeProvidersFromEnv({ KESTREL_EXCHANGE_PROVIDERS: 'changenow=http://x' })).toThrow(
      'KESTREL_EXCHANGE_KEY_CHANGENOW must hold the API key of exchange provider changenow',
    );
    expect(() => exchangeProvidersFromEnv({ KESTREL_EXCHANGE_PROVIDERS: 'changenow' })).toThrow(/name=http/);
    expect(exchangeProvidersFromEnv({})).toEqual([]);
  });
});
