import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { type FakeCmc, startFakeCmc } from '../testing/fake-cmc';
import { ALL_KEYS_RATE_LIMITED, NO_KEYS_CONFIGURED, PRICE_CACHE_TTL_MS, QuoteRelay } from './quote-relay';

let fake: FakeCmc | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function clock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

async function expectApiError(p: Promise<unknown>, status: number, message: string | RegExp) {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).statusCode).toBe(status);
  expect((err as ApiError).message).toMatch(message);
}

describe('QuoteRelay', () => {
  it('sends the key as X-CMC_PRO_API_KEY and passes quote numbers on as exact decimal strings', async () => {
    fake = await startFakeCmc({ keys: { k1: 10 } });
    const relay = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['k1'] });
    const answer = await relay.latest(['btc', 'SHIB'], ['usd']);
    expect(fake.requests).toEqual([{ key: 'k1', symbol: 'BTC,SHIB', convert: 'USD', status: 200 }]);
    const data = answer.value.data as Record<string, { id: number; quote: { USD: Record<string, string> } }>;
    // CoinMarketCap's documented example price for BTC, digit for digit.
    expect(data.BTC!.quote.USD.price).toBe('6602.60701122');
    expect(data.BTC!.quote.USD.volume_24h).toBe('4314444687.5194');
    expect(data.BTC!.id).toBe(1);
    // 22 significant digits survive (a double would round them).
    expect(data.SHIB!.quote.USD.price).toBe('0.000012345678901234567');
    expect(answer.value.status.error_code).toBe(0);
    expect(JSON.parse(answer.body)).toEqual(answer.value);
  });

  it('rotates to the next key on 429 and keeps using the key that works', async () => {
    fake = await startFakeCmc({ keys: { k1: 1, k2: 2, k3: 5 } });
    const t = clock();
    const relay = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['k1', 'k2', 'k3'], now: t.now });
    await relay.latest(['BTC'], ['USD']); // k1 (its budget is now used)
    await relay.latest(['ETH'], ['USD']); // k1 → 429, k2
    await relay.latest(['USDT'], ['USD']); // k2 (sticky)
    await relay.latest(['SHIB'], ['USD']); // k2 → 429, k3
    expect(fake.requests.map((r) => `${r.key}:${r.status}`)).toEqual([
      'k1:200',
      'k1:429',
      'k2:200',
      'k2:200',
      'k2:429',
      'k3:200',
    ]);
  });

  it('answers 503 "All price API keys are rate-limited" when every key is exhausted, then recovers', async () => {
    fake = await startFakeCmc({ keys: { k1: 1, k2: 1 }, windowMs: 200 });
    const relay = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['k1', 'k2'], rateLimitCooldownMs: 250 });
    await relay.latest(['BTC'], ['USD']);
    await relay.latest(['ETH'], ['USD']);
    await expectApiError(relay.latest(['USDT'], ['USD']), 503, ALL_KEYS_RATE_LIMITED);
    // While every key rests, no request goes upstream at all.
    const before = fake.requests.length;
    await expectApiError(relay.latest(['USDT'], ['USD']), 503, ALL_KEYS_RATE_LIMITED);
    expect(fake.requests.length).toBe(before);
    await new Promise((r) => setTimeout(r, 300));
    const answer = await relay.latest(['USDT'], ['USD']);
    expect((answer.value.data as Record<string, unknown>).USDT).toBeDefined();
  });

  it('caches each answer for 5 minutes', async () => {
    fake = await startFakeCmc({ keys: { k1: 100 } });
    const t = clock();
    const relay = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['k1'], now: t.now });
    await relay.latest(['ETH', 'BTC'], ['USD']);
    await relay.latest(['btc', 'eth', 'BTC'], ['usd']); // same set, other spelling: a hit
    t.advance(PRICE_CACHE_TTL_MS - 1);
    await relay.latest(['BTC', 'ETH'], ['USD']);
    expect(fake.countFor('k1')).toBe(1);
    t.advance(1);
    await relay.latest(['BTC', 'ETH'], ['USD']);
    expect(fake.countFor('k1')).toBe(2);
    expect(PRICE_CACHE_TTL_MS).toBe(300_000);
  });

  it('makes one upstream call for concurrent misses of the same query', async () => {
    fake = await startFakeCmc({ keys: { k1: 100 }, delayMs: 50 });
    const relay = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['k1'] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => relay.latest(['BTC'], ['EUR'])));
    expect(fake.countFor('k1')).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it("passes the provider's 400 message on and does not rotate for it", async () => {
    fake = await startFakeCmc({ keys: { k1: 10, k2: 10 } });
    const relay = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['k1', 'k2'] });
    await expectApiError(relay.latest(['NOPE'], ['USD']), 400, 'Invalid value for "symbol": "NOPE"');
    expect(fake.requests.map((r) => r.key)).toEqual(['k1']);
  });

  it('skips a key the provider rejects (401) and reports when no key is accepted', async () => {
    fake = await startFakeCmc({ keys: { good: 10 } });
    const relay = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['revoked', 'good'] });
    await relay.latest(['BTC'], ['USD']);
    expect(fake.requests.map((r) => `${r.key}:${r.status}`)).toEqual(['revoked:401', 'good:200']);
    const none = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['bad1', 'bad2'] });
    await expectApiError(none.latest(['BTC'], ['USD']), 503, /No configured price API key/);
  });

  it('answers 503 without keys, 502 when unreachable and 504 on timeout', async () => {
    await expectApiError(
      new QuoteRelay({ baseUrl: 'http://127.0.0.1:9', apiKeys: [] }).latest(['BTC'], ['USD']),
      503,
      NO_KEYS_CONFIGURED,
    );
    await expectApiError(
      new QuoteRelay({ baseUrl: 'http://127.0.0.1:9/v1', apiKeys: ['k'] }).latest(['BTC'], ['USD']),
      502,
      'Price API is unreachable',
    );
    fake = await startFakeCmc({ keys: { k1: 10 }, delayMs: 500 });
    const slow = new QuoteRelay({ baseUrl: fake.baseUrl, apiKeys: ['k1'], timeoutMs: 100 });
    await expectApiError(slow.latest(['BTC'], ['USD']), 504, 'Price API timed out');
  });
});
