/** Liveness with a database round trip: 200 when the database answers, 503 when it does not. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RouteContext } from './context';
import { withErrors } from './schemas';

export async function healthRoutes(app: FastifyInstance, { db, dialect }: RouteContext): Promise<void> {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Service and database health',
        tags: ['ops'],
        response: withErrors({
          200: {
            type: 'object',
            properties: { status: { type: 'string' }, database: { type: 'string' } },
            required: ['status', 'database'],
          },
        }),
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok', database: dialect };
    },
  );
}
