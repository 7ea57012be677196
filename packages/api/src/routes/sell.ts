/**
 * Sell crypto (app-layer §4, §7): GET /sell/quote (cryptoProviders), POST /sell/url (the provider's
 * signed page and the requestId), GET /sell/payment-details (depositAddress, amount, memo).
 */
import type { FastifyInstance } from 'fastify';
import type { SellRelay } from '../sell/sell-relay';
import { withErrors } from './schemas';

const TICKER = { type: 'string', pattern: '^[A-Za-z0-9_]{1,20}$' } as const;
const FIAT = { type: 'string', pattern: '^[A-Za-z]{3}$' } as const;
const AMOUNT = { type: 'string', pattern: '^\\d{1,30}(\\.\\d{1,30})?$' } as const;
const NAME = { type: 'string', minLength: 1, maxLength: 40 } as const;
const anyObject = { type: 'object', additionalProperties: true } as const;

export async function sellRoutes(app: FastifyInstance, o: { relay: SellRelay }): Promise<void> {
  app.get<{ Querystring: { coin: string; amount: string; fiat: string } }>(
    '/sell/quote',
    {
      schema: {
        summary: 'Sell quotes of every configured off-ramp provider (cryptoProviders)',
        tags: ['sell'],
        querystring: {
          type: 'object',
          properties: { coin: TICKER, amount: AMOUNT, fiat: FIAT },
          required: ['coin', 'amount', 'fiat'],
          additionalProperties: false,
        },
        response: withErrors({ 200: anyObject }),
      },
    },
    async (req) => ({
      data: await o.relay.quote(req.query.coin.toLowerCase(), req.query.amount, req.query.fiat.toLowerCase()),
    }),
  );

  app.post<{
    Body: { providerName: string; coin: string; amount: string; fiat: string; refundAddress: string };
  }>(
    '/sell/url',
    {
      schema: {
        summary: "The provider's signed sell page for this sale, and its requestId",
        tags: ['sell'],
        body: {
          type: 'object',
          properties: {
            providerName: NAME,
            coin: TICKER,
            amount: AMOUNT,
            fiat: FIAT,
            refundAddress: { type: 'string', minLength: 1, maxLength: 200 },
          },
          required: ['providerName', 'coin', 'amount', 'fiat', 'refundAddress'],
          additionalProperties: false,
        },
        response: withErrors({
          200: {
            type: 'object',
            properties: { url: { type: 'string' }, requestId: { type: 'string' } },
            required: ['url', 'requestId'],
          },
        }),
      },
    },
    async (req) =>
      o.relay.sellUrl(req.body.providerName, {
        coin: req.body.coin.toLowerCase(),
        amount: req.body.amount,
        fiat: req.body.fiat.toLowerCase(),
        refundAddress: req.body.refundAddress,
      }),
  );

  app.get<{ Querystring: { requestId: string; providerName: string } }>(
    '/sell/payment-details',
    {
      schema: {
        summary: 'Where to send the crypto of a confirmed sale (404 until the provider has it)',
        tags: ['sell'],
        querystring: {
          type: 'object',
          properties: { requestId: { type: 'string', pattern: '^[A-Za-z0-9-]{1,64}$' }, providerName: NAME },
          required: ['requestId', 'providerName'],
          additionalProperties: false,
        },
        response: withErrors({
          200: {
            type: 'object',
            properties: {
              depositAddress: { type: 'string' },
              amount: { type: 'string' },
              memo: { type: ['string', 'null'] },
            },
            required: ['depositAddress', 'amount', 'memo'],
          },
        }),
      },
    },
    async (req) => o.relay.paymentDetails(req.query.providerName, req.query.requestId),
  );
}
