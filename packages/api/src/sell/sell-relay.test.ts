/**
 * The sell routes against a local MoonPay stand-in (testing/fake-moonpay.ts) over loopback, through
 * the whole product API: cryptoProviders from the sell quote, a signed sell-page URL whose signature
 * the stand-in checks, payment details (deposit address, amount, memo) once the sale is confirmed on
 * that page, and every provider failure as a clear error.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningApiServer, startApiServer } from '../server';
import { type FakeMoonPay, startFakeMoonPay } from '../testing/fake-moonpay';
import { request } from '../testing/http';
import { sellProvidersFromEnv } from './moonpay';

const DEPOSIT = '0x00000000000000000000000000000000005e11ed';
let mp: FakeMoonPay;
let api: RunningApiServer;

beforeAll(async () => {
  mp = await startFakeMoonPay({
    apiKey: 'pk_test_1',
    secretKey: 'sk_test_1',
    prices: { eth: { usd: '3512.48' } },
    deposit: () => ({ address: DEPOSIT, tag: null }),
  });
  api = await startApiServer({
    port: 0,
    databaseUrl: ':memory:',
    log: false,
    sellProviders: sellProvidersFromEnv({
      KESTREL_SELL_MOONPAY_URL: mp.baseUrl,
      KESTREL_SELL_MOONPAY_WIDGET_URL: mp.widgetUrl,
      KESTREL_SELL_MOONPAY_KEY: 'pk_test_1',
      KESTREL_SELL_MOONPAY_SECRET: 'sk_test_1',
    }),
    providerTimeoutMs: 500,
  });
});
afterAll(async () => {
  await api?.close();
  await mp?.close();
});
beforeEach(() => {
  mp.mode = 'ok';
});

describe('sell routes', () => {
  it('GET /sell/quote lists cryptoProviders with the fiat amount and fee as exact decimals', async () => {
    const r = await request<{ data: { cryptoProviders: unknown[] } }>(
      api.url,
      '/sell/quote?coin=ETH&amount=0.25&fiat=USD',
    );
    expect(r.status).toBe(200);
    // 0.25 × 3512.48 = 878.12; the stand-in's 1 % fee is 8.78.
    expect(r.body.data.cryptoProviders).toEqual([
      {
        providerName: 'moonpay',
        providerDisplayName: 'MoonPay',
        coin: 'eth',
        amount: '0.25',
        fiat: 'usd',
        fiatAmount: '869.34',
        feeAmount: '8.78',
      },
    ]);
    expect(mp.requests.at(-1)).toEqual({ path: '/v3/currencies/eth/sell_quote', apiKey: 'pk_test_1' });
  });

  it("passes on the provider's refusal as the reason", async () => {
    const r = await request<{ data: { cryptoProviders: unknown[]; unavailable: unknown[] } }>(
      api.url,
      '/sell/quote?coin=doge&amount=1&fiat=usd',
    );
    expect(r.body.data.cryptoProviders).toEqual([]);
    expect(r.body.data.unavailable).toEqual([
      { providerName: 'moonpay', error: 'Sell is not supported for doge' },
    ]);
  });

  it.each(['server-error', 'hang', 'malformed', 'not-json'] as const)(
    'answers 502 when the provider fails (%s)',
    async (mode) => {
      mp.mode = mode;
      const r = await request<{ error: string }>(api.url, '/sell/quote?coin=eth&amount=1&fiat=usd');
      expect(r.status).toBe(502);
      expect(r.body.error).toBe('No sell provider answered, try again shortly');
    },
  );

  it('signs the sell page, and gives payment details only once the sale is confirmed there', async () => {
    const u = await request<{ url: string; requestId: string }>(api.url, '/sell/url', {
      body: {
        providerName: 'moonpay',
        coin: 'eth',
        amount: '0.25',
        fiat: 'usd',
        refundAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
      },
    });
    expect(u.status).toBe(200);
    expect(u.body.url.startsWith(`${mp.widgetUrl}?apiKey=pk_test_1&baseCurrencyCode=eth`)).toBe(true);
    expect(u.body.url).not.toContain('sk_test_1');
    const details = `/sell/payment-details?requestId=${u.body.requestId}&providerName=moonpay`;
    const early = await request<{ error: string }>(api.url, details);
    expect(early.status).toBe(404);
    expect(early.body.error).toBe('The provider has no deposit address for this sale yet');
    // The page accepts the signature (a tampered URL is refused) and its button confirms the sale.
    expect((await fetch(u.body.url.replace('0.25', '9'))).status).toBe(403);
    expect((await fetch(u.body.url)).status).toBe(200);
    expect((await fetch(u.body.url.replace('/sell?', '/sell/confirm?'), { method: 'POST' })).status).toBe(
      200,
    );
    const ready = await request(api.url, details);
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ depositAddress: DEPOSIT, amount: '0.25', memo: null });
  });

  it('refuses an unknown provider and bad input', async () => {
    const r = await request<{ error: string }>(
      api.url,
      '/sell/payment-details?requestId=abc&providerName=nobody',
    );
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('Unknown sell provider');
    expect((await request(api.url, '/sell/quote?coin=eth&amount=-1&fiat=usd')).status).toBe(400);
  });

  it('needs both keys with the URL', () => {
    expect(() => sellProvidersFromEnv({ KESTREL_SELL_MOONPAY_URL: 'http://x' })).toThrow(
      /KESTREL_SELL_MOONPAY_KEY/,
    );
    expect(sellProvidersFromEnv({})).toEqual([]);
  });
});
