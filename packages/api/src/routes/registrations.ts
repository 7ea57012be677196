/**
 * Coin registration. Writes are keyed by the clientId in the body; reads need the same clientId in the
 * X-Client-Id header (kept out of URLs, so it never lands in access logs). See repositories/registrations.ts.
 */
import type { FastifyInstance } from 'fastify';
import { ApiError, errorResponseSchema } from '../http/errors';
import { addressKey } from '../limits/client-address';
import {
  ClientCoinLimitError,
  type RegistrationInput,
  listRegistrations,
  previewRegistration,
  registerCoins,
} from '../repositories/registrations';
import type { RouteContext } from './context';
import { CHAIN_NAME_PATTERN, CLIENT_ID_PATTERN, withErrors } from './schemas';

/** One catalogue page of the wallet's sync (limit 200) fits in one registration. */
export const MAX_COINS_PER_REGISTRATION = 200;

function tooManyCoins(limit: number, total: number): ApiError {
  return new ApiError(
    409,
    `A client may hold at most ${limit} registered coins: this registration would make ${total}`,
  );
}

const registeredCoinSchema = {
  type: 'object',
  properties: {
    _id: { type: ['string', 'null'] },
    chain_name: { type: 'string' },
    symbol: { type: 'string' },
    contractAddress: { type: ['string', 'null'] },
    address: { type: ['string', 'null'] },
    is_create_wallet: { type: 'boolean' },
    is_imported: { type: 'boolean' },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
  required: ['_id', 'chain_name', 'symbol', 'contractAddress', 'address', 'is_create_wallet', 'is_imported'],
} as const;

export async function registrationRoutes(app: FastifyInstance, { db, limiter }: RouteContext): Promise<void> {
  app.post<{ Body: RegistrationInput }>(
    '/coins/register',
    {
      schema: {
        summary: 'Register the coins a wallet created or imported',
        description:
          'Idempotent: registering the same coins again leaves one row per coin. Unknown coin fields ' +
          '(e.g. keys a careless client might send) are dropped, never stored. Limited per client ' +
          'address (write requests and new coins per window, 429 with Retry-After) and per client (409).',
        tags: ['registration'],
        body: {
          type: 'object',
          properties: {
            coins: {
              type: 'array',
              minItems: 1,
              maxItems: MAX_COINS_PER_REGISTRATION,
              items: {
                type: 'object',
                properties: {
                  _id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
                  chain_name: { type: 'string', pattern: CHAIN_NAME_PATTERN },
                  symbol: { type: 'string', minLength: 1, maxLength: 20 },
                  contractAddress: { type: ['string', 'null'], maxLength: 128 },
                  address: { type: 'string', maxLength: 128 },
                },
                required: ['chain_name', 'symbol'],
                additionalProperties: false,
              },
            },
            clientId: { type: 'string', pattern: CLIENT_ID_PATTERN },
            masterClientId: { type: 'string', pattern: CLIENT_ID_PATTERN },
            is_create_wallet: { type: 'boolean' },
            is_imported: { type: 'boolean' },
          },
          required: ['coins', 'clientId', 'masterClientId', 'is_create_wallet', 'is_imported'],
          additionalProperties: false,
        },
        response: withErrors({
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { registered: { type: 'integer' }, total: { type: 'integer' } },
                required: ['registered', 'total'],
              },
            },
            required: ['data'],
          },
          409: errorResponseSchema,
          413: errorResponseSchema,
          429: errorResponseSchema,
        }),
      },
    },
    async (request) => {
      const { rowsPerClient } = limiter.limits;
      const { newRows, held } = await previewRegistration(db, request.body);
      if (held + newRows > rowsPerClient) throw tooManyCoins(rowsPerClient, held + newRows);
      // The quota is taken before writing (so a refused flood writes nothing) and given back on failure.
      const refund = await limiter.reserveRows(addressKey(request.ip), newRows);
      try {
        return { data: await registerCoins(db, request.body, rowsPerClient) };
      } catch (err) {
        await refund();
        if (err instanceof ClientCoinLimitError) throw tooManyCoins(err.limit, err.total);
        throw err;
      }
    },
  );

  app.get<{ Headers: { 'x-client-id': string } }>(
    '/coins/registrations',
    {
      schema: {
        summary: "The calling client's registered coins",
        tags: ['registration'],
        headers: {
          type: 'object',
          properties: { 'x-client-id': { type: 'string', pattern: CLIENT_ID_PATTERN } },
          required: ['x-client-id'],
        },
        response: withErrors({
          200: {
            type: 'object',
            properties: { data: { type: 'array', items: registeredCoinSchema } },
            required: ['data'],
          },
        }),
      },
    },
    async (request) => ({ data: await listRegistrations(db, request.headers['x-client-id']) }),
  );
}
