/** One error shape for every failure: {error: <readable message>, statusCode}. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseUnavailable } from '../db/availability';

/** An error whose message is safe and meant for the client. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const DATABASE_UNAVAILABLE = 'Database unavailable, try again shortly';

export const errorResponseSchema = {
  type: 'object',
  properties: { error: { type: 'string' }, statusCode: { type: 'integer' } },
  required: ['error', 'statusCode'],
} as const;

function describeValidation(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return err.message;
  const where = `${err.validationContext ?? 'request'}${first.instancePath ? first.instancePath.replace(/\//g, '.') : ''}`;
  if (first.keyword === 'additionalProperties') {
    return `${where} has an unknown property "${String(first.params?.additionalProperty)}"`;
  }
  return `${where} ${first.message ?? 'is invalid'}`;
}

export function installErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof ApiError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ error: err.message, statusCode: err.statusCode });
    }
    if (err.validation) {
      return reply.code(400).send({ error: describeValidation(err), statusCode: 400 });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ code: (err as { code?: string }).code }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ error: DATABASE_UNAVAILABLE, statusCode: 503 });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      const limit = request.routeOptions.bodyLimit ?? bodyLimit;
      return reply
        .code(413)
        .send({ error: `Request body is larger than the limit of ${limit} bytes`, statusCode: 413 });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type) carry readable messages.
      return reply.code(status).send({ error: err.message, statusCode: status });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error', statusCode: 500 });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    reply
      .code(404)
      .send({ error: `Route ${request.method} ${path.slice(0, 200)} not found`, statusCode: 404 });
  });
}
