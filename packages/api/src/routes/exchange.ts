/**
 * Exchange (app-layer §4, §7): GET /exchange/quote (fixed rate, every configured provider at once,
 * availableProviders = those that quote the pair) and POST /exchange/create with the spec's exact
 * body; 201 answers amount, amountTo, depositAddress and memo. Amounts are decimal strings.
 */
import type { FastifyInstance } from 'fastify';
import type { ExchangeRelay } from '../exchange/exchange-relay';
import { withErrors } from './schemas';

const TICKER = { type: 'string', pattern: '^[A-Za-z0-9]{1,20}$' } as const;
const AMOUNT = { type: 'string', pattern: '^\\d{1,30}(\\.\\d{1,30})?$' } as const;
const TEXT = { type: 'string', maxLength: 200 } as const;
const OPTIONAL_TEXT = { type: ['string', 'null'], maxLength: 200 } as const;

interface CreateBody {
  coinFrom: string;
  coinTo: string;
  networkFrom: string;
  networkTo: string;
  fromChainName: string;
  toChainName: string;
  fromContractAddress?: string | null;
  toContractAddress?: string | null;
  amount: string;
  rateType: 'fixed';
  withdrawalAddress: string;
  validName?: string | null;
  refundAddress?: string | null;
  extraData?: string | null;
  providerName: string;
}

export async function exchangeRoutes(app: FastifyInstance, o: { relay: ExchangeRelay }): Promise<void> {
  app.get<{
    Querystring: { coinFrom: string; coinTo: string; networkFrom: string; networkTo: string; amount: string };
  }>(
    '/exchange/quote',
    {
      schema: {
        summary: 'Fixed-rate quotes of every configured exchange provider for amount of coinFrom',
        tags: ['exchange'],
        querystring: {
          type: 'object',
          properties: {
            coinFrom: TICKER,
            coinTo: TICKER,
            networkFrom: TICKER,
            networkTo: TICKER,
            amount: AMOUNT,
          },
          required: ['coinFrom', 'coinTo', 'networkFrom', 'networkTo', 'amount'],
          additionalProperties: false,
        },
        response: withErrors({ 200: { type: 'object', additionalProperties: true } }),
      },
    },
    async (request) => {
      const q = request.query;
      const pair = {
        coinFrom: q.coinFrom.toLowerCase(),
        coinTo: q.coinTo.toLowerCase(),
        networkFrom: q.networkFrom.toLowerCase(),
        networkTo: q.networkTo.toLowerCase(),
      };
      return { data: await o.relay.quote(pair, q.amount) };
    },
  );

  app.post<{ Body: CreateBody }>(
    '/exchange/create',
    {
      schema: {
        summary: 'Creates a fixed-rate exchange order with the chosen provider',
        tags: ['exchange'],
        body: {
          type: 'object',
          properties: {
            coinFrom: TICKER,
            coinTo: TICKER,
            networkFrom: TICKER,
            networkTo: TICKER,
            fromChainName: TEXT,
            toChainName: TEXT,
            fromContractAddress: OPTIONAL_TEXT,
            toContractAddress: OPTIONAL_TEXT,
            amount: AMOUNT,
            rateType: { type: 'string', enum: ['fixed'] },
            withdrawalAddress: { type: 'string', minLength: 1, maxLength: 200 },
            validName: OPTIONAL_TEXT,
            refundAddress: OPTIONAL_TEXT,
            extraData: OPTIONAL_TEXT,
            providerName: { type: 'string', minLength: 1, maxLength: 40 },
          },
          required: [
            'coinFrom',
            'coinTo',
            'networkFrom',
            'networkTo',
            'fromChainName',
            'toChainName',
            'amount',
            'rateType',
            'withdrawalAddress',
            'providerName',
          ],
          additionalProperties: false,
        },
        response: withErrors({
          201: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              providerName: { type: 'string' },
              amount: { type: 'string' },
              amountTo: { type: 'string' },
              depositAddress: { type: 'string' },
              memo: { type: ['string', 'null'] },
              validUntil: { type: 'string' },
            },
            required: ['id', 'providerName', 'amount', 'amountTo', 'depositAddress', 'memo', 'validUntil'],
          },
        }),
      },
    },
    async (request, reply) => {
      const b = request.body;
      const created = await o.relay.create(b.providerName, {
        coinFrom: b.coinFrom.toLowerCase(),
        coinTo: b.coinTo.toLowerCase(),
        networkFrom: b.networkFrom.toLowerCase(),
        networkTo: b.networkTo.toLowerCase(),
        amount: b.amount,
        withdrawalAddress: b.withdrawalAddress,
        ...(b.refundAddress ? { refundAddress: b.refundAddress } : {}),
        ...(b.extraData ? { extraData: b.extraData } : {}),
      });
      return reply.code(201).send({ providerName: b.providerName, ...created });
    },
  );
}
