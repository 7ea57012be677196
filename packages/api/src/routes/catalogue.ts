/** Catalogue routes: currencies (paged, searchable, filtered by status), one coin by chain, coin groups, news. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError } from '../http/errors';
import { catalogueCacheOf } from '../repositories/catalogue-cache';
import { listCoinGroups } from '../repositories/coin-groups';
import { getCoinByChain, listCurrencies } from '../repositories/currencies';
import { findNews } from '../repositories/news';
import type { RouteContext } from './context';
import {
  CHAIN_NAME_PATTERN,
  currencySchema,
  pageQueryProperties,
  pagedResponse,
  withErrors,
} from './schemas';

export const COIN_NOT_FOUND = 'coin not found';

interface PageQuery {
  page: number;
  limit: number;
  search?: string;
}

export async function catalogueRoutes(app: FastifyInstance, { db }: RouteContext): Promise<void> {
  // Answers come from the read cache as JSON text (sent as is: Fastify serializes only objects).
  const cache = catalogueCacheOf(db);
  const cached = (reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
    cache.json(key, load).then((body) => reply.type('application/json; charset=utf-8').send(body));

  app.get<{ Querystring: PageQuery & { status?: boolean } }>(
    '/currencies',
    {
      schema: {
        summary: 'List catalogue currencies',
        description:
          'Search matches name, symbol or chain_name, case-insensitively. Answers {data: {data, total}}.',
        tags: ['catalogue'],
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, status: { type: 'boolean' } },
          additionalProperties: false,
        },
        response: withErrors({ 200: pagedResponse(currencySchema) }),
      },
    },
    (request, reply) =>
      cached(reply, `currencies ${JSON.stringify(request.query)}`, async () => ({
        data: await listCurrencies(db, request.query),
      })),
  );

  app.get<{ Params: { chain_name: string } }>(
    '/currencies/chain/:chain_name',
    {
      schema: {
        summary: "A chain's native coin",
        tags: ['catalogue'],
        params: {
          type: 'object',
          properties: { chain_name: { type: 'string', pattern: CHAIN_NAME_PATTERN } },
          required: ['chain_name'],
        },
        response: withErrors({
          200: { type: 'object', properties: { data: currencySchema }, required: ['data'] },
        }),
      },
    },
    (request, reply) =>
      cached(reply, `coin ${request.params.chain_name}`, async () => {
        const coin = await getCoinByChain(db, request.params.chain_name);
        if (!coin) throw new ApiError(404, COIN_NOT_FOUND);
        return { data: coin };
      }),
  );

  app.get<{ Querystring: PageQuery }>(
    '/coin-groups',
    {
      schema: {
        summary: 'List coin groups with their coins',
        tags: ['catalogue'],
        querystring: { type: 'object', properties: pageQueryProperties, additionalProperties: false },
        response: withErrors({
          200: pagedResponse({
            type: 'object',
            properties: {
              _id: { type: 'string' },
              name: { type: 'string' },
              coins: { type: 'array', items: currencySchema },
            },
            required: ['_id', 'name', 'coins'],
          }),
        }),
      },
    },
    (request, reply) =>
      cached(reply, `groups ${JSON.stringify(request.query)}`, async () => ({
        data: await listCoinGroups(db, request.query),
      })),
  );

  app.get<{ Querystring: { key: string } }>(
    '/news',
    {
      schema: {
        summary: 'News messages with a key',
        description: 'Answers the list of entries with this key (empty when there is none).',
        tags: ['catalogue'],
        querystring: {
          type: 'object',
          properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_.-]{1,64}$' } },
          required: ['key'],
          additionalProperties: false,
        },
        response: withErrors({
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { key: { type: 'string' }, message: { type: 'string' } },
                  required: ['key', 'message'],
                },
              },
            },
            required: ['data'],
          },
        }),
      },
    },
    (request, reply) =>
      cached(reply, `news ${request.query.key}`, async () => ({
        data: await findNews(db, request.query.key),
      })),
  );
}
