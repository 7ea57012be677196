/** Builds the Fastify app: logging, OpenAPI, limits, error shapes and the route modules. */
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandlers } from './http/errors';
import { type LogOptions, loggerOptions } from './http/logging';
import { catalogueRoutes } from './routes/catalogue';
import type { RouteContext } from './routes/context';
import { feeRoutes } from './routes/fees';
import { healthRoutes } from './routes/health';
import { priceRoutes } from './routes/prices';
import { registrationRoutes } from './routes/registrations';

/** Request bodies above this answer 413 (a registration of 500 coins fits easily). */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  context: RouteContext;
  log?: LogOptions | false;
  bodyLimit?: number;
}

export async function buildApp({
  context,
  log,
  bodyLimit = DEFAULT_BODY_LIMIT,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(log),
    bodyLimit,
    // A slow or stalled client cannot hold a connection open for ever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
  });
  installErrorHandlers(app, bodyLimit);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Kestrel product API',
        description:
          'Catalogue, coin groups, news, coin registration, fee info and prices for the Kestrel wallet.',
        version: '0.1.0',
      },
    },
  });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await app.register(healthRoutes, context);
  await app.register(catalogueRoutes, context);
  await app.register(registrationRoutes, context);
  await app.register(feeRoutes);
  await app.register(priceRoutes, context);
  return app;
}
