/** Builds the Fastify app: logging, OpenAPI, limits, error shapes and the route modules. */
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { installErrorHandlers } from './http/errors';
import { refuseNonFiniteNumbers } from './http/finite-numbers';
import { type LogOptions, loggerOptions } from './http/logging';
import type { TrustProxy } from './limits/client-address';
import { installWriteLimits } from './limits/write-limits';
import { catalogueRoutes } from './routes/catalogue';
import type { RouteContext } from './routes/context';
import { feeRoutes } from './routes/fees';
import { healthRoutes } from './routes/health';
import { priceRoutes } from './routes/prices';
import { exchangeRoutes } from './routes/exchange';
import { sellRoutes } from './routes/sell';
import type { ExchangeRelay } from './exchange/exchange-relay';
import type { SellRelay } from './sell/sell-relay';
import { registrationRoutes } from './routes/registrations';
import { utxoRoutes } from './routes/utxo';
import { cardanoRoutes } from './routes/cardano';
import type { CardanoRelay } from './cardano/blockfrost-relay';
import type { EsploraRelay } from './utxo/esplora-relay';
import type { NftRelay } from './nft/nft-relay';
import { nftRoutes } from './routes/nft';
import { messagingRoutes } from './messaging/routes';

/**
 * Request bodies above this answer 413. Only write routes read a body; 32 KiB holds a registration of the
 * whole seeded catalogue (62 coins) with every field at its longest, or about 200 typical coins.
 */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

/** Path parameters up to this length: a Cardano base address is 108 characters (Fastify's default is 100). */
export const MAX_PARAM_LENGTH = 200;

export interface BuildAppOptions {
  context: RouteContext;
  log?: LogOptions | false;
  bodyLimit?: number;
  /** Which proxies may set X-Forwarded-For (KESTREL_API_TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** The exchange providers' relay (GET /exchange/quote, POST /exchange/create); absent, not served. */
  exchangeRelay?: ExchangeRelay;
  /** The sell providers' relay (/sell/quote, /sell/url, /sell/payment-details); absent, not served. */
  sellRelay?: SellRelay;
  /** The Bitcoin-family premium provider's relay (routes /utxo/…); absent, those routes are not served. */
  utxoRelay?: EsploraRelay;
  /** The Cardano address route's relay (GET /cardano/raw/address/…); absent, that route is not served. */
  cardanoRelay?: CardanoRelay;
  /** The NFT provider's relay (GET /nft/{chain}/{address}); absent, that route is not served. */
  nftRelay?: NftRelay;
}

export async function buildApp({
  context,
  log,
  bodyLimit = DEFAULT_BODY_LIMIT,
  trustProxy = false,
  exchangeRelay,
  sellRelay,
  utxoRelay,
  cardanoRelay,
  nftRelay,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(log),
    bodyLimit,
    maxParamLength: MAX_PARAM_LENGTH,
    // A hop count as the function Fastify builds from one (its types leave numbers out).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    // A slow or stalled client cannot hold a connection open for ever.
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
  });
  installErrorHandlers(app, bodyLimit);
  refuseNonFiniteNumbers(app);
  installWriteLimits(app, context.limiter);

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
  await app.register(messagingRoutes, context);
  if (exchangeRelay) await app.register(exchangeRoutes, { relay: exchangeRelay });
  if (sellRelay) await app.register(sellRoutes, { relay: sellRelay });
  if (utxoRelay) await app.register(utxoRoutes, { relay: utxoRelay });
  if (cardanoRelay) await app.register(cardanoRoutes, { relay: cardanoRelay });
  if (nftRelay) await app.register(nftRoutes, { relay: nftRelay });
  return app;
}
