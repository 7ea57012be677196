/**
 * Property of the wallet's product-API clients (catalogue, prices, fee info, exchange, sell, NFTs):
 * whatever the server answers (any JSON, an {error} body, text that is not JSON, any status), each
 * call resolves with what its zod schema allows or rejects with ApiClientError, never another
 * exception; a call resolves only from a 2xx answer that is JSON.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCatalogueClient } from './catalogue-client';
import { createExchangeClient } from './exchange-client';
import { createFeeInfoService } from './fee-info-service';
import { ApiClientError, createHttpClient } from './http-client';
import { createNftClient } from './nft-client';
import { createPriceService } from './price-service';
import { createSellClient } from './sell-client';

interface Answer {
  status: number;
  body: string;
}

const answer: fc.Arbitrary<Answer> = fc.record({
  status: fc.constantFrom(200, 200, 201, 204, 400, 404, 429, 500, 502),
  body: fc.oneof(
    fc.json({ maxDepth: 4 }),
    fc.jsonValue({ maxDepth: 3 }).map((data) => JSON.stringify({ data })),
    fc.jsonValue({ maxDepth: 2 }).map((error) => JSON.stringify({ error, statusCode: 400 })),
    fc.string({ maxLength: 30 }),
    fc.constantFrom('', '{}', '[]', 'null', '{"data":null}', '{"data":{"data":[],"total":-1}}'),
  ),
});

/** Every client call the wallet makes, with plausible arguments. */
function calls(a: Answer): Record<string, () => Promise<unknown>> {
  const http = createHttpClient({
    baseUrl: 'http://127.0.0.1:9/api',
    fetch: async () => new Response(a.status === 204 ? null : a.body, { status: a.status }),
  });
  const catalogue = createCatalogueClient(http);
  const prices = createPriceService({ http });
  const fees = createFeeInfoService({ http, timeLimitMs: 5_000 });
  const exchange = createExchangeClient(http);
  const sell = createSellClient(http);
  const nft = createNftClient(http);
  const pair = { coinFrom: 'eth', coinTo: 'btc', networkFrom: 'eth', networkTo: 'btc' };
  return {
    listCurrencies: () => catalogue.listCurrencies({ page: 1 }),
    listForSync: () => catalogue.listForSync(),
    listCoinGroups: () => catalogue.listCoinGroups(),
    getCoinByChain: () => catalogue.getCoinByChain('ethereum'),
    getNewsMessage: () => catalogue.getNewsMessage('welcome'),
    registerCoins: () =>
      catalogue.registerCoins({
        clientId: 'c'.repeat(32),
        masterClientId: 'm'.repeat(32),
        is_create_wallet: true,
        is_imported: false,
        coins: [{ chain_name: 'ethereum', symbol: 'ETH' }],
      }),
    listRegistrations: () => catalogue.listRegistrations('c'.repeat(32)),
    getFiatRates: () => prices.getFiatRates(['BTC', 'ETH']),
    getQuotes: () => prices.getQuotes(['BTC']),
    feeInfo: () => fees.get(),
    exchangeQuote: () => exchange.quote(pair, '1'),
    exchangeCreate: () =>
      exchange.create({
        ...pair,
        fromChainName: 'ethereum',
        toChainName: 'bitcoin',
        fromContractAddress: null,
        toContractAddress: null,
        amount: '1',
        rateType: 'fixed',
        withdrawalAddress: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
        validName: null,
        refundAddress: null,
        extraData: null,
        providerName: 'changenow',
      }),
    sellQuote: () => sell.quote('BTC', '0.1', 'USD'),
    sellUrl: () =>
      sell.sellUrl({ providerName: 'moonpay', coin: 'BTC', amount: '0.1', fiat: 'USD', refundAddress: 'x' }),
    paymentDetails: () => sell.paymentDetails('r1', 'moonpay'),
    nftPage: () => nft.page('ethereum', '0x9858EfFD232B4033E47d90003D41EC34EcaEda94'),
  };
}

describe("the product API's answers (property)", () => {
  it('every client call resolves with its schema or rejects with ApiClientError', async () => {
    const names = Object.keys(calls({ status: 200, body: '{}' }));
    await fc.assert(
      fc.asyncProperty(answer, fc.constantFrom(...names), async (a, name) => {
        const outcome = await calls(a)[name]!().then(
          (value) => ({ value }),
          (error: unknown) => ({ error }),
        );
        if ('error' in outcome) {
          expect(outcome.error, `${name}: ${String(outcome.error)}`).toBeInstanceOf(ApiClientError);
          return;
        }
        // Resolved: only from a 2xx answer that is JSON.
        expect(a.status >= 200 && a.status < 300 && a.status !== 204, name).toBe(true);
        expect(() => JSON.parse(a.body)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });
});
