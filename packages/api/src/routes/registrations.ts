/**
 * Coin registration. Writes are keyed by the clientId in the body; reads need the same clientId in the
 * X-Client-Id header (kept out of URLs, so it never lands in access logs). See repositories/registrations.ts.
 */
import type { FastifyInstance } from 'fastify';
import { type RegistrationInput, listRegistrations, registerCoins } from '../repositories/registrations';
import type { RouteContext } from './context';
import { CHAIN_NAME_PATTERN, CLIENT_ID_PATTERN, withErrors } from './schemas';

export const MAX_COINS_PER_REGISTRATION = 500;

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

export async function registrationRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  app.post<{ Body: RegistrationInput }>(
    '/coins/register',
    {
      schema: {
        summary: 'Register the coins a wallet created or imported',
        description:
          'Idempotent: registering the same coins again leaves one row per coin. Unknown coin fields ' +
          '(e.g. keys a careless client might send) are dropped, never stored.',
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
        }),
      },
    },
    async (request) => {
      const registered = await registerCoins(db, request.body);
      const total = (await listRegistrations(db, request.body.clientId)).length;
      return { data: { registered, total } };
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
