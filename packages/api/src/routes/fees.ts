/** Fee info per EVM chain, cacheable by clients for 8 hours. */
import type { FastifyInstance } from 'fastify';
import { FEE_INFO_MAX_AGE_SECONDS, feeInfoByChain } from '../fees/fee-info';
import { withErrors } from './schemas';

export async function feeRoutes(app: FastifyInstance): Promise<void> {
  const fees = feeInfoByChain();
  app.get(
    '/fees-info',
    {
      schema: {
        summary: 'Gas multiplier and max priority fee (gwei) per EVM chain',
        tags: ['fees'],
        response: withErrors({
          200: {
            type: 'object',
            properties: {
              data: {
                type: 'object',
                additionalProperties: {
                  type: 'object',
                  properties: {
                    multiplier: { type: 'string' },
                    maxPriorityFee: { type: ['string', 'null'] },
                  },
                  required: ['multiplier', 'maxPriorityFee'],
                },
              },
            },
            required: ['data'],
          },
        }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${FEE_INFO_MAX_AGE_SECONDS}`);
      return { data: fees };
    },
  );
}
