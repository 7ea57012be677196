/** Prices: fiat rates for the wallet, and the CoinMarketCap-shaped quotes relay. */
import type { FastifyInstance } from 'fastify';
import { fiatRates } from '../prices/fiat-rates';
import { normalizeQuery } from '../prices/quote-relay';
import type { RouteContext } from './context';
import { withErrors } from './schemas';

const SYMBOL_LIST = '^[A-Za-z0-9]{1,20}(,[A-Za-z0-9]{1,20}){0,99}$';
const CURRENCY = '^[A-Za-z]{2,10}$';
const CURRENCY_LIST = '^[A-Za-z]{2,10}(,[A-Za-z]{2,10}){0,4}$';

function cacheControl(expiresAt: number): string {
  return `public, max-age=${Math.max(0, Math.floor((expiresAt - Date.now()) / 1000))}`;
}

export async function priceRoutes(app: FastifyInstance, { relay }: RouteContext): Promise<void> {
  app.get<{ Querystring: { symbols: string; currency?: string } }>(
    '/prices',
    {
      schema: {
        summary: 'Fiat rates for a comma-joined symbol list in a local currency',
        description: 'Rates are decimal strings; symbols the provider does not know are left out.',
        tags: ['prices'],
        querystring: {
          type: 'object',
          properties: {
            symbols: { type: 'string', pattern: SYMBOL_LIST, maxLength: 2100 },
            currency: { type: 'string', pattern: CURRENCY, default: 'USD' },
          },
          required: ['symbols'],
          additionalProperties: false,
        },
        response: withErrors({
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: {
                  currency: { type: 'string' },
                  rates: { type: 'object', additionalProperties: { type: 'string' } },
                },
                required: ['currency', 'rates'],
              },
            },
            required: ['data'],
          },
        }),
      },
    },
    async (request, reply) => {
      const q = normalizeQuery(request.query.symbols.split(','), [request.query.currency ?? 'USD']);
      const answer = await relay.latest(q.symbols, q.convert);
      reply.header('cache-control', cacheControl(answer.expiresAt));
      return { data: { currency: q.convert[0], rates: fiatRates(answer.value, q.symbols, q.convert[0]!) } };
    },
  );

  app.get<{ Querystring: { symbol: string; convert?: string } }>(
    '/cryptocurrency/quotes/latest',
    {
      schema: {
        summary: "Relay of CoinMarketCap's quotes/latest (v1 shape), cached 5 minutes",
        description:
          'Same response shape as the provider, except that numbers inside each quote are decimal strings.',
        tags: ['prices'],
        querystring: {
          type: 'object',
          properties: {
            symbol: { type: 'string', pattern: SYMBOL_LIST, maxLength: 2100 },
            convert: { type: 'string', pattern: CURRENCY_LIST, default: 'USD' },
          },
          required: ['symbol'],
          additionalProperties: false,
        },
        response: withErrors({
          200: {
            type: 'object',
            properties: {
              status: { type: 'object', additionalProperties: true },
              data: { type: 'object', additionalProperties: true },
            },
            required: ['status'],
          },
        }),
      },
    },
    async (request, reply) => {
      const symbols = request.query.symbol.split(',');
      const convert = (request.query.convert ?? 'USD').split(',');
      const answer = relay.cached(symbols, convert) ?? (await relay.latest(symbols, convert));
      // Already serialized once when cached: send the string as it is.
      return reply
        .header('cache-control', cacheControl(answer.expiresAt))
        .type('application/json; charset=utf-8')
        .send(answer.body);
    },
  );
}
