/** JSON Schemas shared by the routes (validation, response serialization and the OpenAPI document). */
import { errorResponseSchema } from '../http/errors';

export const currencySchema = {
  type: 'object',
  properties: {
    _id: { type: 'string' },
    chain_name: { type: 'string' },
    chain_symbol: { type: 'string' },
    symbol: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string', enum: ['coin', 'token'] },
    decimal: { type: 'integer' },
    status: { type: 'boolean' },
    contractAddress: { type: ['string', 'null'] },
  },
  required: [
    '_id',
    'chain_name',
    'chain_symbol',
    'symbol',
    'name',
    'type',
    'decimal',
    'status',
    'contractAddress',
  ],
} as const;

export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
  limit: { type: 'integer', minimum: 1, maximum: 200, default: 20 },
  search: { type: 'string', maxLength: 100 },
} as const;

export function pagedResponse(item: object) {
  return {
    type: 'object',
    properties: {
      data: {
        type: 'object',
        properties: { data: { type: 'array', items: item }, total: { type: 'integer' } },
        required: ['data', 'total'],
      },
    },
    required: ['data'],
  } as const;
}

export const CHAIN_NAME_PATTERN = '^[a-z][a-z0-9_]{0,63}$';
/** A client id is a random secret chosen by the wallet (a UUID fits). */
export const CLIENT_ID_PATTERN = '^[A-Za-z0-9_-]{16,128}$';

/** Standard error answers, added to every route's response schema. */
export function withErrors<T extends Record<number, object>>(ok: T) {
  return {
    ...ok,
    400: errorResponseSchema,
    404: errorResponseSchema,
    500: errorResponseSchema,
    503: errorResponseSchema,
  };
}
